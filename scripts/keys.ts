/**
 * `npm run keys:rotate`: rotates identity's signing keys and the internal secret without signing
 * anybody out (docs/security.md#rotating-keys-and-secrets, docs/deploy.md#rotating-keys-and-secrets).
 *
 *   npm run keys:rotate                                 the local game's keys (.local/)
 *   kubectl get secret <app secret> -o json | npm run -s keys:rotate -- --kubernetes-secret | kubectl replace -f -
 *   npm run keys:rotate -- --file <key set.json>        one key set file (JWT_KEYS), in place; a new
 *                                                       set (current and next key) when it does not exist
 *
 * A rotation promotes the next key (secret) to current, makes a new next one and keeps the old one
 * published (accepted) until nothing signed with it can still be in use. Where there is no next key
 * yet, it only adds one: run it again once every process has it.
 * Options: --token-lifetime <seconds> (identity's JWT_TTL_SECONDS, default 86400: how long retired
 * keys are kept), --only jwt|internal.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  newSigningKeySet,
  parseSigningKeySet,
  publicJwkOf,
  rotateInternalSecrets,
  rotateSigningKeySet,
  serializeSigningKeySet,
  type Rotation,
  type SigningKeySet,
} from '@vh/kit';
import { createPrivateKey } from 'node:crypto';
import { localJwtKeysFile, localSecrets, saveLocalGatewaySecret } from './lib/secrets';

interface Options {
  mode: 'local' | 'kubernetes-secret' | 'file';
  file?: string;
  tokenLifetimeSeconds: number;
  only?: 'jwt' | 'internal';
}

const say = (line: string) => process.stderr.write(`[keys] ${line}\n`);

function usage(problem: string): never {
  process.stderr.write(
    `${problem}\nusage: npm run keys:rotate [-- --kubernetes-secret | --file <key set.json>] [--token-lifetime <seconds>] [--only jwt|internal]\n`,
  );
  process.exit(2);
}

function optionsOf(argv: string[]): Options {
  const options: Options = {
    mode: 'local',
    tokenLifetimeSeconds: Number(process.env.JWT_TTL_SECONDS ?? 24 * 3600),
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    const value = () => argv[++index] ?? usage(`${argument} needs a value`);
    if (argument === 'rotate') continue;
    else if (argument === '--kubernetes-secret') options.mode = 'kubernetes-secret';
    else if (argument === '--file') {
      options.mode = 'file';
      // npm runs scripts from the repository root; a relative path means the caller's directory.
      options.file = path.resolve(process.env.INIT_CWD ?? process.cwd(), value());
    } else if (argument === '--token-lifetime') options.tokenLifetimeSeconds = Number(value());
    else if (argument === '--only') {
      const only = value();
      if (only !== 'jwt' && only !== 'internal') usage('--only takes jwt or internal');
      options.only = only;
    } else usage(`unknown argument ${argument}`);
  }
  if (!Number.isInteger(options.tokenLifetimeSeconds) || options.tokenLifetimeSeconds <= 0)
    usage('--token-lifetime must be a positive number of seconds');
  return options;
}

const kidOf = (pem: string) => publicJwkOf(createPrivateKey(pem)).kid;

function describeKeys(rotation: Rotation<SigningKeySet>, before: SigningKeySet): string {
  const { value } = rotation;
  if (rotation.step === 'prepared')
    return `JWT keys: added the next key ${kidOf(value.next!)} (current ${kidOf(value.current)} stays); rotate again once every identity replica publishes it`;
  return `JWT keys: ${kidOf(value.current)} signs from now on (was next), next ${kidOf(value.next!)}, ${kidOf(before.current)} retired and published until its tokens expired`;
}

function describeSecret(rotation: Rotation<string>): string {
  return rotation.step === 'prepared'
    ? 'internal secret: added a next secret (the current one still signs); rotate again once every process has it'
    : 'internal secret: the next secret signs from now on, a new next one was made, the old one stays accepted as the previous';
}

/** The local game's keys: its key set file (identity reads it again within a second) and .local/secrets.json. */
function rotateLocal(options: Options): void {
  if (options.only !== 'internal') {
    const file = localJwtKeysFile('local');
    const before = parseSigningKeySet(fs.readFileSync(file, 'utf8'));
    const rotation = rotateSigningKeySet(before, options.tokenLifetimeSeconds);
    fs.writeFileSync(file, serializeSigningKeySet(rotation.value), { mode: 0o600 });
    say(describeKeys(rotation, before));
    say(`${file}: a running identity signs with the new key within a second`);
  }
  if (options.only !== 'jwt') {
    const rotation = rotateInternalSecrets(localSecrets().gatewaySharedSecret);
    saveLocalGatewaySecret(rotation.value);
    say(describeSecret(rotation));
    say(
      '.local/secrets.json: the processes take it at their next start (npm start); until then they accept it',
    );
  }
}

/** Rotates a key set file in place; a file that does not exist yet gets a new set (a current and a next key). */
function rotateFile(options: Options): void {
  const file = options.file!;
  if (!fs.existsSync(file)) {
    const set = newSigningKeySet();
    fs.writeFileSync(file, serializeSigningKeySet(set), { mode: 0o600 });
    say(`${file}: a new key set, current ${kidOf(set.current)}, next ${kidOf(set.next!)}`);
    return;
  }
  const before = parseSigningKeySet(fs.readFileSync(file, 'utf8'));
  const rotation = rotateSigningKeySet(before, options.tokenLifetimeSeconds);
  fs.writeFileSync(file, serializeSigningKeySet(rotation.value), { mode: 0o600 });
  say(describeKeys(rotation, before));
}

interface KubernetesSecret {
  apiVersion: string;
  kind: string;
  metadata: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  type?: string;
}

const fromBase64 = (value: string) => Buffer.from(value, 'base64').toString('utf8');
const toBase64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/**
 * A Secret as `kubectl get secret -o json` prints it, rotated: JWT_KEYS (made from a single
 * JWT_PRIVATE_KEY, which it then replaces) and GATEWAY_SHARED_SECRET. The Secret keeps its
 * resourceVersion, so `kubectl replace` refuses it when someone changed the Secret meanwhile.
 */
export function rotateKubernetesSecret(
  secret: KubernetesSecret,
  options: Omit<Options, 'mode'>,
): KubernetesSecret {
  if (secret.kind !== 'Secret') throw new Error(`expected a Secret, got ${secret.kind}`);
  const data = { ...(secret.data ?? {}) };
  for (const [key, value] of Object.entries(secret.stringData ?? {})) data[key] = toBase64(value);
  if (options.only !== 'internal') {
    if (data.JWT_KEYS) {
      const before = parseSigningKeySet(fromBase64(data.JWT_KEYS));
      const rotation = rotateSigningKeySet(before, options.tokenLifetimeSeconds);
      data.JWT_KEYS = toBase64(serializeSigningKeySet(rotation.value));
      say(describeKeys(rotation, before));
    } else if (data.JWT_PRIVATE_KEY) {
      const set = newSigningKeySet(fromBase64(data.JWT_PRIVATE_KEY));
      parseSigningKeySet(JSON.stringify(set));
      data.JWT_KEYS = toBase64(serializeSigningKeySet(set));
      delete data.JWT_PRIVATE_KEY;
      say(
        `JWT keys: JWT_PRIVATE_KEY moved to JWT_KEYS as its current key ${kidOf(set.current)}, with the next key ${kidOf(set.next!)}; rotate again once every identity replica publishes it`,
      );
    } else
      throw new Error(
        'the Secret has neither JWT_KEYS nor JWT_PRIVATE_KEY (--only internal rotates the internal secret alone)',
      );
  }
  if (options.only !== 'jwt') {
    if (!data.GATEWAY_SHARED_SECRET) throw new Error('the Secret has no GATEWAY_SHARED_SECRET');
    const rotation = rotateInternalSecrets(fromBase64(data.GATEWAY_SHARED_SECRET));
    data.GATEWAY_SHARED_SECRET = toBase64(rotation.value);
    say(describeSecret(rotation));
  }
  const { stringData: _stringData, ...rest } = secret;
  return { ...rest, data };
}

function readStdin(): string {
  return fs.readFileSync(0, 'utf8');
}

function main(): void {
  const options = optionsOf(process.argv.slice(2));
  try {
    if (options.mode === 'local') rotateLocal(options);
    else if (options.mode === 'file') rotateFile(options);
    else {
      const rotated = rotateKubernetesSecret(JSON.parse(readStdin()) as KubernetesSecret, options);
      process.stdout.write(`${JSON.stringify(rotated, null, 2)}\n`);
      say(
        'then restart the pods that read it: kubectl rollout restart deployment -l app.kubernetes.io/instance=<release>',
      );
    }
  } catch (error) {
    process.stderr.write(`[keys] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

if (require.main === module) main();
