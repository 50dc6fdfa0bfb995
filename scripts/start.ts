/** `npm start`: runs the whole game locally (after scripts/run.sh installed and built it). */
import { TOTP } from 'otpauth';
import { localSecrets } from './lib/secrets';
import { startStack } from './lib/stack';

/** The seeded admin's second factor as an authenticator app takes it (scan or paste the URI). */
function adminTotpUri(): string {
  return new TOTP({
    issuer: 'Vampire Hunt (local)',
    label: 'admin',
    secret: localSecrets().adminTotpSecret,
  }).toString();
}

async function main(): Promise<void> {
  const stack = await startStack({ mode: 'local', output: 'terminal' });
  const origin = 'http://localhost:4000';
  stack.terminalShowsProblemsOnly();
  process.stdout.write(
    [
      '',
      `  Vampire Hunt is running at ${origin}`,
      `  GraphQL:        ${origin}/graphql`,
      `  REST:           ${origin}/api/  (OpenAPI at ${origin}/api/openapi.json)`,
      `  Local mailbox:  ${origin}/dev/mailbox`,
      `  Admin web:      ${origin}/admin/  (log in at ${origin}/login first)`,
      `  Admin login:    admin / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : 'admin'}, then the admin web asks for a code`,
      `  Admin TOTP:     secret ${localSecrets().adminTotpSecret} (development only; in an app: ${adminTotpUri()})`,
      '                  REST: POST /api/user/login with username, password and otp=<the current code>',
      `  App key header: X-App-Key: ${stack.appKey}`,
      '  Logs:           .local/logs/local-<service>.log (here: warnings and errors only)',
      '',
      '  Ctrl+C stops the services; `npm run infra:down` stops PostgreSQL, Redis and Kafka.',
      '',
    ].join('\n'),
  );
  const stop = () => {
    void stack.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
