import type { Viewer } from '@vh/kit/stateless';

/** What a token's signature and claims said when they were verified. */
export interface VerifiedToken {
  viewer: Viewer;
  /** The session generation the token was issued for (checked against the account's on every request). */
  generation: unknown;
  /** The token's `exp` in milliseconds; the entry is not used from then on. */
  expiresAtMs: number;
}

/** Enough for every player active on one replica at once; a miss costs one ES256 verification. */
const MAX_ENTRIES = 20_000;

/**
 * Bearer tokens already verified (signature, issuer, audience, claims), by the token itself, until the
 * token expires: a client sends the same token with every request, and the ES256 check was about half
 * a millisecond of each. Only what the signature proves is kept; the session generation is still
 * compared on every request, so an ended session is refused as soon as the gateway knows of it.
 * Cleared when identity's signing keys change (a withdrawn key must stop vouching for its tokens).
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, VerifiedToken>();

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): VerifiedToken | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAtMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, entry: VerifiedToken): void {
    if (!this.entries.has(token) && this.entries.size >= this.maxEntries) {
      // The oldest entry first (a Map keeps insertion order); its token is verified again when it returns.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(token, entry);
  }

  forget(token: string): void {
    this.entries.delete(token);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
