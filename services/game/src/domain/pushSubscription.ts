/**
 * What a browser's push subscription must look like before it is stored (docs/reminders.md): an
 * endpoint URL of bounded size (https only in production, where every real push service is), and
 * the keys of the payload encryption with their exact lengths.
 */
export const MAX_ENDPOINT_LENGTH = 1024;
/** Browsers a player may subscribe; subscribing one more drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_PLAYER = 5;

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decodedLength(value: string): number | null {
  if (value.length > 200 || !BASE64URL.test(value)) return null;
  return Buffer.from(value, 'base64url').length;
}

/** The reason a subscription is refused, or null when it may be stored. */
export function pushSubscriptionProblem(input: PushSubscriptionKeys, allowHttp: boolean): string | null {
  if (input.endpoint.length > MAX_ENDPOINT_LENGTH) return 'The push endpoint is too long';
  let url: URL;
  try {
    url = new URL(input.endpoint);
  } catch {
    return 'The push endpoint is not a URL';
  }
  const schemes = allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return 'The push endpoint must be an https URL';
  if (url.username || url.password) return 'The push endpoint must not carry credentials';
  // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte authentication secret (RFC 8291).
  const key = decodedLength(input.p256dh);
  if (key !== 65 || Buffer.from(input.p256dh, 'base64url')[0] !== 4) {
    return 'The subscription key (p256dh) is not a P-256 public key';
  }
  if (decodedLength(input.auth) !== 16) return 'The subscription secret (auth) must be 16 bytes';
  return null;
}
