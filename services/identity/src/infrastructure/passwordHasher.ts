import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane) and a server-side pepper passed as
 * argon2's secret, so a stolen database alone cannot be brute-forced.
 */
export class PasswordHasher {
  private readonly secret: Buffer;
  private dummyHash: Promise<string> | null = null;

  constructor(pepper: string) {
    this.secret = Buffer.from(pepper, 'utf8');
  }

  hash(passwordDigest: string): Promise<string> {
    return hash(passwordDigest, {
      algorithm: Algorithm.Argon2id,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
      secret: this.secret,
    });
  }

  async verify(storedHash: string, passwordDigest: string): Promise<boolean> {
    try {
      return await verify(storedHash, passwordDigest, { secret: this.secret });
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so unknown accounts answer as slowly as known ones. */
  async verifyNothing(passwordDigest: string): Promise<void> {
    this.dummyHash ??= this.hash('0'.repeat(64));
    await this.verify(await this.dummyHash, passwordDigest);
  }
}
