import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a browser stays known to an account after its last successful login there. */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 180 * 24 * 3600;

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Device tokens (OWASP's "device cookies"): a browser that once logged in to an account gets one, and
 * later logins from it are exempt from the account's delays for unknown clients, so password
 * guessing from elsewhere cannot lock the owner out. A token is `<device id>.<issued at>.<signature>`;
 * the signature binds it to the account, so it is worth nothing for any other account.
 */
export class DeviceTokens {
  private readonly key: Buffer;

  constructor(
    serverSecret: string,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    // A key of its own, derived from the secret, so the secret itself never signs anything here.
    this.key = createHmac('sha256', serverSecret).update('vh device tokens v1').digest();
  }

  /** A new token, or a renewed one for a device already known (its id kept). */
  issue(userId: string, deviceId: string = randomBytes(16).toString('base64url')): string {
    const issuedAt = String(this.nowSeconds());
    return `${deviceId}.${issuedAt}.${this.sign(userId, deviceId, issuedAt)}`;
  }

  /** The device's id when the token is genuine, for this account and not expired; else null. */
  verify(token: string, userId: string): string | null {
    const [deviceId, issuedAt, signature, ...rest] = token.split('.');
    if (rest.length > 0 || !deviceId || !issuedAt || !signature || !DEVICE_ID.test(deviceId)) return null;
    if (!/^\d{1,12}$/.test(issuedAt)) return null;
    const age = this.nowSeconds() - Number(issuedAt);
    if (age < 0 || age > DEVICE_TOKEN_LIFETIME_SECONDS) return null;
    const expected = Buffer.from(this.sign(userId, deviceId, issuedAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : null;
  }

  private sign(userId: string, deviceId: string, issuedAt: string): string {
    return createHmac('sha256', this.key).update(`${userId}.${deviceId}.${issuedAt}`).digest('base64url');
  }
}
