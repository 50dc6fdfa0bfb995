/** `npm start`: runs the whole game locally (after scripts/run.sh installed and built it). */
import { startStack } from './lib/stack';

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
      `  Admin login:    admin / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : 'admin'}`,
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
