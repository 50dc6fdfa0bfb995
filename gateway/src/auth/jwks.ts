import { createPublicKey, type KeyObject, type webcrypto } from 'node:crypto';
import type { Logger } from '@vh/kit/stateless';

/**
 * The least time between two refreshes for unknown key ids, so forged kids cannot make the gateway
 * hammer identity (at most one small fetch a second per replica; requests meanwhile share it).
 */
const UNKNOWN_KID_COOLDOWN_MS = 1_000;
/**
 * How often the key set is read anyway: identity publishes its next key long before a rotation
 * promotes it, so this refresh learns it in time and no token waits on a fetch.
 */
export const JWKS_REFRESH_INTERVAL_MS = 60_000;

/**
 * Identity's public signing keys, by key id: its current key, the next one and the retired ones whose
 * tokens may still be valid (docs/security.md#rotating-keys-and-secrets). Read at start, every minute
 * (`startRefreshing`) and when a token names an unknown key id (at most once per cooldown); a request
 * arriving while a refresh is under way waits for it.
 */
export class JwksKeyStore {
  private keys = new Map<string, KeyObject>();
  private lastUnknownKidRefresh = 0;
  private refreshing: Promise<void> | null = null;
  /** The key set as identity last published it, to tell a change from a refresh that found the same. */
  private published = '';
  private readonly changeListeners: (() => void)[] = [];

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async keyFor(kid: string | undefined): Promise<KeyObject | undefined> {
    if (!kid) return undefined;
    if (!this.keys.has(kid)) {
      if (this.refreshing) await this.refreshing;
      else if (this.now() - this.lastUnknownKidRefresh > UNKNOWN_KID_COOLDOWN_MS) {
        this.lastUnknownKidRefresh = this.now();
        await this.refresh();
      }
    }
    return this.keys.get(kid);
  }

  refresh(): Promise<void> {
    this.refreshing ??= this.load().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /** Refreshes every `intervalMs` until the returned function is called. */
  startRefreshing(intervalMs = JWKS_REFRESH_INTERVAL_MS): () => void {
    const timer = setInterval(() => void this.refresh(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Calls `listener` whenever a refresh finds a key set other than the one before. */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  get size(): number {
    return this.keys.size;
  }

  private async load(): Promise<void> {
    try {
      const response = await fetch(this.url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
      const { keys } = (await response.json()) as { keys: (webcrypto.JsonWebKey & { kid?: string })[] };
      this.keys = new Map(
        keys.filter((jwk) => jwk.kid).map((jwk) => [jwk.kid!, createPublicKey({ key: jwk, format: 'jwk' })]),
      );
      const published = JSON.stringify(keys);
      if (published !== this.published) {
        this.published = published;
        for (const listener of this.changeListeners) listener();
      }
    } catch (error) {
      this.logger.warn({ err: error, url: this.url }, 'could not load JWKS');
    }
  }
}
