import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Secret } from 'otpauth';
import { newSigningKeySet, serializeSigningKeySet } from '@vh/kit';
import { LOCAL_DIR } from './paths';

interface LocalSecrets {
  /** The first current key of the stacks' key sets (jwtKeysFile): the load tool mints tokens with it. */
  jwtPrivateKey: string;
  passwordPepper: string;
  /** GATEWAY_SHARED_SECRET: one secret or, once `npm run keys:rotate` ran, `<current>,<next>,<previous>`. */
  gatewaySharedSecret: string;
  /** Web push (docs/reminders.md): a P-256 key pair, base64url, as VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** The seeded admin's second factor (ADMIN_TOTP_SECRET, base32): `npm start` prints it. */
  adminTotpSecret: string;
}

function vapidKeys(): Pick<LocalSecrets, 'vapidPublicKey' | 'vapidPrivateKey'> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    vapidPublicKey: ecdh.getPublicKey('base64url', 'uncompressed'),
    vapidPrivateKey: ecdh.getPrivateKey('base64url'),
  };
}

/** 160 random bits in base32, as authenticator apps take a TOTP secret. */
const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The contact push services see for local runs (VAPID_SUBJECT). */
export const LOCAL_VAPID_SUBJECT = 'mailto:reminders@vampire-hunt.localhost';

const SECRETS_FILE = path.join(LOCAL_DIR, 'secrets.json');

/** Secrets for local runs and tests, generated once and kept in .local so tokens survive restarts. */
export function localSecrets(): LocalSecrets {
  const file = SECRETS_FILE;
  if (fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
    if (kept.vapidPublicKey && kept.vapidPrivateKey && kept.adminTotpSecret) return kept as LocalSecrets;
    // Made before push reminders or the admin's second factor existed: keep the rest, add those.
    const completed = {
      ...kept,
      ...(kept.vapidPublicKey && kept.vapidPrivateKey ? {} : vapidKeys()),
      adminTotpSecret: kept.adminTotpSecret ?? newTotpSecret(),
    } as LocalSecrets;
    fs.writeFileSync(file, JSON.stringify(completed, null, 2), { mode: 0o600 });
    return completed;
  }
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const secrets: LocalSecrets = {
    jwtPrivateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    passwordPepper: randomBytes(32).toString('base64url'),
    gatewaySharedSecret: randomBytes(32).toString('base64url'),
    ...vapidKeys(),
    adminTotpSecret: newTotpSecret(),
  };
  fs.mkdirSync(LOCAL_DIR, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Replaces the local stacks' internal secret (npm run keys:rotate). */
export function saveLocalGatewaySecret(gatewaySharedSecret: string): void {
  const secrets = { ...localSecrets(), gatewaySharedSecret };
  fs.writeFileSync(SECRETS_FILE, JSON.stringify(secrets, null, 2), { mode: 0o600 });
}

/**
 * The key set file identity reads (JWT_KEYS_FILE) and reads again while it runs, one per stack mode:
 * `npm run keys:rotate` rotates the local game's, tests/integration/keyRotation.test.ts the test
 * stack's. The local one is made once, with the key of .local/secrets.json as its current key (tokens
 * signed before the key sets existed stay valid); the test stack's is made afresh at each start, as
 * its stores are, so the key the load tool signs with is always current.
 */
export function localJwtKeysFile(mode: 'local' | 'test'): string {
  const file = path.join(LOCAL_DIR, mode === 'local' ? 'jwt-keys.json' : 'jwt-keys-test.json');
  if (mode === 'test' || !fs.existsSync(file)) {
    fs.mkdirSync(LOCAL_DIR, { recursive: true });
    fs.writeFileSync(file, serializeSigningKeySet(newSigningKeySet(localSecrets().jwtPrivateKey)), {
      mode: 0o600,
    });
  }
  return file;
}
