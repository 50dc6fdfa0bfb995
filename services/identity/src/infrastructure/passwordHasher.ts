import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id's cost: memory in KiB, passes and lanes. */
export interface Argon2Parameters {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
export const OWASP_ARGON2: Argon2Parameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** argon2's version 1.3 (v=19), the one @node-rs/argon2 writes. */
const ARGON2_VERSION = 19;

/** The algorithm, version and parameters of a PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`. */
function encodedParameters(
  stored: string,
): (Argon2Parameters & { algorithm: string; version: number }) | null {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return null;
  const [, algorithm, version, m, t, p] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    algorithm,
    version: Number(version),
    memoryCost: Number(m),
    timeCost: Number(t),
    parallelism: Number(p),
  };
}

/**
 * argon2id with the configured parameters (default: the OWASP minimum) and a server-side pepper passed
 * as argon2's secret, so a stolen database alone cannot be brute-forced. A hash stored under other
 * parameters (or another variant) still verifies and `needsRehash` says to store it again.
 */
export class PasswordHasher {
  private readonly secret: Buffer;
  private dummyHash: Promise<string> | null = null;

  constructor(
    pepper: string,
    readonly parameters: Argon2Parameters = OWASP_ARGON2,
  ) {
    this.secret = Buffer.from(pepper, 'utf8');
  }

  /** The hasher identity's settings describe: PASSWORD_PEPPER and the ARGON2_* parameters. */
  static of(env: {
    PASSWORD_PEPPER: string;
    ARGON2_MEMORY_KIB: number;
    ARGON2_TIME_COST: number;
    ARGON2_PARALLELISM: number;
  }): PasswordHasher {
    return new PasswordHasher(env.PASSWORD_PEPPER, {
      memoryCost: env.ARGON2_MEMORY_KIB,
      timeCost: env.ARGON2_TIME_COST,
      parallelism: env.ARGON2_PARALLELISM,
    });
  }

  hash(passwordDigest: string): Promise<string> {
    return hash(passwordDigest, {
      algorithm: Algorithm.Argon2id,
      memoryCost: this.parameters.memoryCost,
      timeCost: this.parameters.timeCost,
      parallelism: this.parameters.parallelism,
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

  /**
   * Whether a stored hash was made otherwise than new hashes are (another variant, version or cost):
   * after a successful login the account's hash is made again (login.ts), so raising the parameters
   * reaches every active account without a password reset.
   */
  needsRehash(storedHash: string): boolean {
    const stored = encodedParameters(storedHash);
    if (!stored) return true;
    return (
      stored.algorithm !== 'argon2id' ||
      stored.version !== ARGON2_VERSION ||
      stored.memoryCost !== this.parameters.memoryCost ||
      stored.timeCost !== this.parameters.timeCost ||
      stored.parallelism !== this.parameters.parallelism
    );
  }

  /** Spends the same time as a real check, so unknown accounts answer as slowly as known ones. */
  async verifyNothing(passwordDigest: string): Promise<void> {
    this.dummyHash ??= this.hash('0'.repeat(64));
    await this.verify(await this.dummyHash, passwordDigest);
  }
}
