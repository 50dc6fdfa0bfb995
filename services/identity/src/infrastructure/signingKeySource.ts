import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseSigningKeySet, publishedKeySource, type Logger, type SigningKeySet } from '@vh/kit';
import type { TokenIssuer } from './tokenIssuer';

export interface SigningKeySettings {
  NODE_ENV: string;
  JWT_KEYS?: string | undefined;
  JWT_KEYS_FILE?: string | undefined;
  JWT_PRIVATE_KEY?: string | undefined;
  /** Refuse RFC example keys (production, unless a development cluster allows them). */
  refusePublicKeys: boolean;
}

/** Throws when a key of the set was published (RFC 7515's example key...) and such keys are refused. */
function checked(set: SigningKeySet, refusePublicKeys: boolean): SigningKeySet {
  if (!refusePublicKeys) return set;
  for (const [name, pem] of [
    ['current', set.current],
    ['next', set.next],
  ] as const) {
    const source = pem ? publishedKeySource(pem) : null;
    if (source)
      throw new Error(
        `the ${name} signing key is a publicly known example key (${source}); production needs keys of its own (docs/deploy.md#6-the-application-secret)`,
      );
  }
  return set;
}

/**
 * The key set identity starts with: the file JWT_KEYS_FILE names (read again while running, see
 * watchSigningKeyFile), JWT_KEYS, a single JWT_PRIVATE_KEY (no next key: rotating it signs everyone
 * out), or, outside production, keys made for this process. Throws on an unreadable or refused set.
 */
export function initialSigningKeys(settings: SigningKeySettings): SigningKeySet | string | undefined {
  const { JWT_KEYS_FILE: file, JWT_KEYS: inline, JWT_PRIVATE_KEY: single, refusePublicKeys } = settings;
  if (file) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`JWT_KEYS_FILE ${file} cannot be read: ${(error as Error).message}`, { cause: error });
    }
    return checked(parseSigningKeySet(text), refusePublicKeys);
  }
  if (inline) return checked(parseSigningKeySet(inline), refusePublicKeys);
  if (single) return checked({ current: single, retired: [] }, refusePublicKeys).current;
  return undefined;
}

/**
 * Reads the key file every `intervalMs` and switches the issuer to a changed set: a rotation (npm run
 * keys:rotate, or a Secret mounted as a volume that the kubelet updates) needs no restart. A set that
 * cannot be read or is refused is logged and the keys before stay in use. Returns the stop function.
 */
export function watchSigningKeyFile(
  file: string,
  issuer: TokenIssuer,
  options: { intervalMs: number; refusePublicKeys: boolean; logger: Logger },
): () => void {
  const { logger } = options;
  let last: string | null = null;
  let lastFailure = '';
  let reading = false;
  const read = async () => {
    if (reading) return;
    reading = true;
    try {
      const text = await readFile(file, 'utf8');
      if (text === last) return;
      const first = last === null;
      last = text;
      const before = issuer.jwk.kid;
      issuer.use(checked(parseSigningKeySet(text), options.refusePublicKeys));
      lastFailure = '';
      if (!first)
        logger.info(
          { kid: issuer.jwk.kid, previousKid: before, published: issuer.jwks().keys.map((key) => key.kid) },
          'signing keys reloaded',
        );
    } catch (error) {
      // Once per problem, not every interval.
      const message = (error as Error).message;
      if (message !== lastFailure)
        logger.error(
          { err: error, file },
          'signing keys not reloaded: the key file is unusable; the keys before stay in use',
        );
      lastFailure = message;
    } finally {
      reading = false;
    }
  };
  void read();
  const timer = setInterval(() => void read(), options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
