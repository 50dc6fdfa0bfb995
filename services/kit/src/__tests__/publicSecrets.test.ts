import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { baseEnvSchema, loadEnvironment } from '../environment';
import { publicSecretsIn, publishedKeySource, refusesPublicSecrets } from '../publicSecrets';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const CHART_CI = path.join(ROOT, 'charts', 'vampire-hunt', 'ci');

/** RFC 7515 appendix A.3's ES256 example key, as the chart's development values carried it. */
const RFC_7515_KEY = {
  kty: 'EC',
  crv: 'P-256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
  d: 'jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI',
};
const rfcKey = createPrivateKey({ key: RFC_7515_KEY, format: 'jwk' });
const rfcPkcs8 = rfcKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const rfcSec1 = rfcKey.export({ format: 'pem', type: 'sec1' }).toString();
const ownKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();
const own = () => randomBytes(24).toString('base64url');

const production = { NODE_ENV: 'production', PORT: '4001' };

describe('public example secrets', () => {
  it("recognises RFC 7515's example key in any encoding and inside a JSON key set", () => {
    expect(publishedKeySource(rfcPkcs8)).toContain('RFC 7515');
    expect(publishedKeySource(rfcSec1)).toContain('RFC 7515');
    expect(publishedKeySource(ownKey)).toBeNull();
    expect(publicSecretsIn({ JWT_PRIVATE_KEY: rfcPkcs8 })).toEqual([
      { variable: 'JWT_PRIVATE_KEY', source: expect.stringContaining('RFC 7515') },
    ]);
    const keySet = JSON.stringify({ current: ownKey, next: rfcSec1, retired: [] });
    expect(publicSecretsIn({ JWT_KEYS: keySet }).map((finding) => finding.variable)).toEqual(['JWT_KEYS']);
    expect(publicSecretsIn({ JWT_KEYS: JSON.stringify({ current: ownKey, next: ownKey }) })).toEqual([]);
  });

  it('recognises example values, each secret of a rotation set and passwords in URLs', () => {
    expect(
      publicSecretsIn({ GATEWAY_SHARED_SECRET: 'dev-gateway-shared-secret-not-for-production' }),
    ).toHaveLength(1);
    expect(
      publicSecretsIn({ GATEWAY_SHARED_SECRET: `${own()},ci-gateway-shared-secret-0123` })[0],
    ).toMatchObject({ variable: 'GATEWAY_SHARED_SECRET', source: 'charts/vampire-hunt/ci/prerequisites' });
    expect(publicSecretsIn({ ADMIN_PASSWORD: 'admin' })).toHaveLength(1);
    expect(
      publicSecretsIn({
        REDIS_URL: 'rediss://:staging-redis-password@staging-redis.example.internal:6380/0',
      }),
    ).toHaveLength(1);
    // Not secrets: the same words elsewhere, and an application key (public: the web page carries it).
    expect(
      publicSecretsIn({ LOG_LEVEL: 'admin', APP_KEYS: 'local-dev-app-key', PUBLIC_ORIGIN: 'http://admin' }),
    ).toEqual([]);
    expect(
      publicSecretsIn({
        GATEWAY_SHARED_SECRET: `${own()},${own()}`,
        PASSWORD_PEPPER: own(),
        DATABASE_URL: `postgres://identity:${own()}@db:5432/identity`,
        JWT_PRIVATE_KEY: ownKey,
      }),
    ).toEqual([]);
  });

  it('are refused in production only, unless a development cluster allows them', () => {
    expect(refusesPublicSecrets({ NODE_ENV: 'production' })).toBe(true);
    expect(refusesPublicSecrets({ NODE_ENV: 'development' })).toBe(false);
    expect(refusesPublicSecrets({})).toBe(false);
    expect(refusesPublicSecrets({ NODE_ENV: 'production', ALLOW_PUBLIC_EXAMPLE_SECRETS: 'true' })).toBe(
      false,
    );
  });

  it('stop a production process at start with a message naming the variable and where it was published', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const env = {
        ...production,
        GATEWAY_SHARED_SECRET: 'staging-gateway-shared-secret-0123',
        JWT_PRIVATE_KEY: rfcPkcs8,
      };
      expect(() => loadEnvironment(baseEnvSchema, env)).toThrow('exit');
      expect(exit).toHaveBeenCalledWith(1);
      const output = String(stderr.mock.calls[0]![0]);
      expect(output).toContain(
        'GATEWAY_SHARED_SECRET: is a publicly known example value (charts/vampire-hunt/ci/managed-services-values.yaml)',
      );
      expect(output).toContain("JWT_PRIVATE_KEY: is a publicly known example value (RFC 7515 appendix A.3's");
      expect(output).toContain('docs/deploy.md#6-the-application-secret');
      // The same values start outside production and where a development cluster allows them.
      expect(loadEnvironment(baseEnvSchema, { ...env, NODE_ENV: 'development' }).PORT).toBe(4001);
      expect(loadEnvironment(baseEnvSchema, { ...env, ALLOW_PUBLIC_EXAMPLE_SECRETS: 'true' }).PORT).toBe(
        4001,
      );
      expect(loadEnvironment(baseEnvSchema, { ...production, GATEWAY_SHARED_SECRET: own() }).PORT).toBe(4001);
    } finally {
      exit.mockRestore();
      stderr.mockRestore();
    }
  });
});

/** Every YAML file of the chart's CI values, prerequisites included. */
function chartValuesFiles(dir = CHART_CI): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return chartValuesFiles(file);
    return entry.name.endsWith('.yaml') ? [file] : [];
  });
}

/** The variables of the app Secret that hold a secret (APP_KEYS are public: the web page carries one). */
const SECRET_VARIABLES = [
  'GATEWAY_SHARED_SECRET',
  'PASSWORD_PEPPER',
  'ADMIN_PASSWORD',
  'ADMIN_TOTP_SECRET',
  'VAPID_PRIVATE_KEY',
  'PAYMENT_CLIENT_SECRET',
];

describe("the repository's own example values", () => {
  const files = chartValuesFiles();

  it('are all on the list (a new example secret must be added to publicSecrets.ts)', () => {
    expect(files.length).toBeGreaterThan(5);
    const missed: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const name = path.relative(ROOT, file);
      for (const match of text.matchAll(/^\s*([A-Z][A-Z0-9_]*|uri|url):\s*["']?([^"'\s#]+)["']?\s*$/gm)) {
        const [, variable, value] = match as unknown as [string, string, string];
        const isUrl = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s]*:[^/@\s]+@/.test(value);
        if (!SECRET_VARIABLES.includes(variable) && !isUrl) continue;
        const asVariable = isUrl ? 'CONNECTION_URL' : variable;
        if (publicSecretsIn({ [asVariable]: value }).length === 0) missed.push(`${name}: ${variable}`);
      }
      // Keys as YAML block scalars or JSON strings with \n escapes; placeholders that are no key are skipped.
      const unfolded = text.replace(/\\n/g, '\n').replace(/^[ \t]+/gm, '');
      for (const [pem] of unfolded.matchAll(
        /-----BEGIN ([A-Z ]*)PRIVATE KEY-----[\s\S]*?-----END \1PRIVATE KEY-----/g,
      )) {
        let readable = true;
        try {
          createPrivateKey(pem);
        } catch {
          readable = false;
        }
        if (readable && !publishedKeySource(pem)) missed.push(`${name}: a private key`);
      }
    }
    expect(missed).toEqual([]);
  });
});
