import { randomInt } from 'node:crypto';

/** How many one-time recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;
/** Crockford-like base32 without look-alikes (no i, l, o, u): 10 characters carry 50 bits. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const HALF = 5;
const RECOVERY_CODE = new RegExp(`^[${ALPHABET}]{${HALF * 2}}$`);

function randomHalf(): string {
  return Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Fresh codes as shown to the admin once: `abcde-fghjk`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => `${randomHalf()}-${randomHalf()}`);
}

/** A recovery code as typed (any case, dashes and spaces ignored), or null when it cannot be one. */
export function normalisedRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]+/g, '');
  return RECOVERY_CODE.test(code) ? code : null;
}
