import { createPublicKey } from 'node:crypto';

/**
 * Secrets anyone can read: the example values this repository ships (the chart's development, CI and
 * staging values, the local cluster's prerequisites, the docs and tests) and the example keys of the
 * RFCs. A production process refuses to start with any of them (loadEnvironment), since whoever read
 * them could forge tokens, sign in as the admin or call the services around the gateway
 * (docs/security.md#public-example-secrets-are-refused). Add every new example value here:
 * `publicSecrets.test.ts` reads the chart's values files and fails on a secret missing from this list.
 */
const EXAMPLE_SECRETS: Readonly<Record<string, string>> = {
  // Internal secrets (GATEWAY_SHARED_SECRET)
  'dev-gateway-shared-secret-not-for-production': 'charts/vampire-hunt/ci/tilt-values.yaml',
  'staging-gateway-shared-secret-0123': 'charts/vampire-hunt/ci/managed-services-values.yaml',
  'ci-gateway-shared-secret-0123': 'charts/vampire-hunt/ci/prerequisites',
  'cluster-gateway-shared-secret-not-for-production':
    'charts/vampire-hunt/ci/prerequisites/local-cluster-values.yaml',
  '0123456789abcdef0123': 'docs/deploy.md',
  // Password peppers
  'dev-password-pepper-not-for-production': 'charts/vampire-hunt/ci/tilt-values.yaml',
  'staging-password-pepper-0123': 'charts/vampire-hunt/ci/managed-services-values.yaml',
  'ci-password-pepper-0123': 'charts/vampire-hunt/ci/prerequisites',
  'cluster-password-pepper-not-for-production':
    'charts/vampire-hunt/ci/prerequisites/local-cluster-values.yaml',
  // Admin passwords and second factors
  admin: 'README.md (the local admin password)',
  'admin-dev-password': 'charts/vampire-hunt/ci/tilt-values.yaml',
  'staging-admin-password': 'charts/vampire-hunt/ci/managed-services-values.yaml',
  'ci-admin-password': 'charts/vampire-hunt/ci/prerequisites',
  'cluster-admin-password': 'charts/vampire-hunt/ci/prerequisites/local-cluster-values.yaml',
  '7N2GTYDYPU4Q7W3URXTEKLCOJW2D6RKX': 'charts/vampire-hunt/ci/prerequisites/local-cluster-values.yaml',
  // Push reminders' VAPID private key
  dlEVbr8T3YoB386jvFdqNRtNCQQ75ReWIdmWRh3Ql0g:
    'charts/vampire-hunt/ci/prerequisites/local-cluster-values.yaml',
  // Payment provider apps
  'vh-sandbox-secret': 'services/payment-sandbox (its built-in REST app)',
  'vh-sandbox-webhook-secret': 'services/payment-sandbox (its built-in webhook secret)',
  'staging-paypal-client-secret': 'charts/vampire-hunt/ci/managed-services-values.yaml',
  'ci-paypal-client-secret': 'charts/vampire-hunt/ci/prerequisites/default-values.yaml',
  // Passwords inside connection URLs
  'staging-db-password': 'charts/vampire-hunt/ci/managed-services-values.yaml',
  'staging-redis-password': 'charts/vampire-hunt/ci/managed-services-values.yaml',
  'staging-smtp-key': 'charts/vampire-hunt/ci/managed-services-values.yaml',
  ci: 'charts/vampire-hunt/ci/prerequisites',
  postgres: 'charts/vampire-hunt/ci/prerequisites/local-cluster-values.yaml (the local stores)',
  dev: 'charts/vampire-hunt/ci/tilt-values.yaml (its mail catcher)',
  vh: 'docs/deploy.md',
};

/**
 * Published private keys, by the x coordinate of their public key (so any encoding of the private key
 * is recognised: PKCS#8 or SEC1 PEM, JWK).
 */
const EXAMPLE_KEYS: Readonly<Record<string, string>> = {
  f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU:
    "RFC 7515 appendix A.3's ES256 example key (the chart's development values used it)",
  MKBCTNIcKUSDii11ySs3526iDZ8AiTo7Tu6KPAqv7D4: "RFC 7517 appendix A.2's example EC key",
};

/** Variables whose whole value (or each comma separated part) is compared with the example secrets. */
const SECRET_NAME = /SECRET|PASSWORD|PEPPER|PRIVATE|TOTP|_KEYS?$/;
const PEM_BLOCK = /-----BEGIN ([A-Z ]*)PRIVATE KEY-----[\s\S]*?-----END \1PRIVATE KEY-----/g;

/** Escape hatch of development clusters, whose values files hold the example secrets. */
export const ALLOW_PUBLIC_SECRETS_VARIABLE = 'ALLOW_PUBLIC_EXAMPLE_SECRETS';

export interface PublicSecretFinding {
  variable: string;
  /** Where the value was published. */
  source: string;
}

/** Every string inside a value that is JSON (a key set), else the value itself. */
function textsOf(value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return [value];
  try {
    const texts: string[] = [];
    const walk = (node: unknown): void => {
      if (typeof node === 'string') texts.push(node);
      else if (node && typeof node === 'object') Object.values(node).forEach(walk);
    };
    walk(JSON.parse(trimmed));
    return texts;
  } catch {
    return [value];
  }
}

/** Where a PEM private key was published, or null for a key of one's own (or no readable key). */
export function publishedKeySource(pem: string): string | null {
  try {
    const { x } = createPublicKey(pem).export({ format: 'jwk' });
    return (x && EXAMPLE_KEYS[x]) ?? null;
  } catch {
    return null;
  }
}

/** The published private keys among the PEM blocks of a text. */
function publishedKeysIn(text: string): string[] {
  return [...text.matchAll(PEM_BLOCK)].flatMap((match) => {
    const source = publishedKeySource(match[0]);
    return source ? [source] : [];
  });
}

function urlPassword(value: string): string | null {
  try {
    const password = new URL(value).password;
    return password ? decodeURIComponent(password) : null;
  } catch {
    return null;
  }
}

/** The variables of `source` that hold a publicly known secret, and where each was published. */
export function publicSecretsIn(source: NodeJS.ProcessEnv): PublicSecretFinding[] {
  const findings: PublicSecretFinding[] = [];
  for (const [variable, value] of Object.entries(source)) {
    if (!value) continue;
    const sources = new Set<string>();
    for (const text of textsOf(value)) {
      for (const keySource of publishedKeysIn(text)) sources.add(keySource);
      if (SECRET_NAME.test(variable)) {
        for (const part of text.split(',')) {
          const example = EXAMPLE_SECRETS[part.trim()];
          if (example) sources.add(example);
        }
      }
      const password = variable.endsWith('_URL') ? urlPassword(text) : null;
      const example = password ? EXAMPLE_SECRETS[password] : undefined;
      if (example) sources.add(example);
    }
    for (const found of sources) findings.push({ variable, source: found });
  }
  return findings;
}

/** The line loadEnvironment prints for a finding. */
export function publicSecretProblem(finding: PublicSecretFinding): string {
  return (
    `${finding.variable}: is a publicly known example value (${finding.source}); production needs ` +
    `secrets of its own (docs/deploy.md#6-the-application-secret)`
  );
}

/**
 * Whether a process must refuse its public example secrets: in production (NODE_ENV=production, as the
 * chart sets it everywhere) unless a development cluster says it runs on them
 * (ALLOW_PUBLIC_EXAMPLE_SECRETS=true).
 */
export function refusesPublicSecrets(source: NodeJS.ProcessEnv): boolean {
  return source.NODE_ENV === 'production' && source[ALLOW_PUBLIC_SECRETS_VARIABLE] !== 'true';
}
