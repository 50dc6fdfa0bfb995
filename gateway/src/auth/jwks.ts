import { createPublicKey, type KeyObject, type webcrypto } from 'node:crypto';
import type { Logger } from '@vh/kit/stateless';

const REFRESH_COOLDOWN_MS = 10_000;

/**
 * Identity's public signing keys, by key id. Unknown key ids trigger a refresh (key rotation), at
 * most once per cooldown so forged kids cannot make the gateway hammer identity.
 */
export class JwksKeyStore {
  private keys = new Map<string, KeyObject>();
  private lastRefresh = 0;
  private refreshing: Promise<void> | null = null;
  /** The key set as identity last published it, to tell a change from a refresh that found the same. */
  private published = '';
  private readonly changeListeners: (() => void)[] = [];

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {}

  async keyFor(kid: string | undefined): Promise<KeyObject | undefined> {
    if (!kid) return undefined;
    if (!this.keys.has(kid) && Date.now() - this.lastRefresh > REFRESH_COOLDOWN_MS) await this.refresh();
    return this.keys.get(kid);
  }

  refresh(): Promise<void> {
    this.refreshing ??= this.load().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /** Calls `listener` whenever a refresh finds a key set other than the one before. */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  get size(): number {
    return this.keys.size;
  }

  private async load(): Promise<void> {
    this.lastRefresh = Date.now();
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
