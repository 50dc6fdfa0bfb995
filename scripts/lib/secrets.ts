import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_DIR } from './paths';

interface LocalSecrets {
  jwtPrivateKey: string;
  passwordPepper: string;
  gatewaySharedSecret: string;
}

/** Secrets for local runs and tests, generated once and kept in .local so tokens survive restarts. */
export function localSecrets(): LocalSecrets {
  const file = path.join(LOCAL_DIR, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalSecrets;
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const secrets: LocalSecrets = {
    jwtPrivateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    passwordPepper: randomBytes(32).toString('base64url'),
    gatewaySharedSecret: randomBytes(32).toString('base64url'),
  };
  fs.mkdirSync(LOCAL_DIR, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
