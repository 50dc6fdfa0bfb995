import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const SEALED_VERSION = 'v1';
const IV_BYTES = 12;

/**
 * The keys of the second factor, derived from the server's pepper (never used directly): one seals
 * TOTP secrets at rest (AES-256-GCM), one hashes recovery codes (HMAC-SHA256, so a copy of the
 * database alone cannot test guesses). Rotating the pepper voids enrolments, as it voids passwords.
 */
export class SecondFactorKeys {
  private readonly sealKey: Buffer;
  private readonly codeKey: Buffer;

  constructor(serverSecret: string) {
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', serverSecret, '', info, 32));
    this.sealKey = derive('vh second factor seal v1');
    this.codeKey = derive('vh recovery codes v1');
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [SEALED_VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== SEALED_VERSION || !iv || !tag || body === undefined)
      throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** The stored form of a normalised recovery code. */
  codeHash(userId: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${userId}:${code}`).digest('base64url');
  }
}
