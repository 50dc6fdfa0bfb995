/**
 * A fresh key for one click of a trade button, so a retried request is applied once. randomUUID only
 * exists in secure contexts (https, localhost); elsewhere a random id of the same purpose is made.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const random = () => Math.random().toString(36).slice(2, 12);
  return `${Date.now().toString(36)}-${random()}-${random()}`;
}
