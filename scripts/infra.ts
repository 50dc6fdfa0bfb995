/**
 * Local infrastructure: `up` starts PostgreSQL, Redis and Kafka unless POSTGRES_URL, REDIS_URL or
 * KAFKA_BROKERS point at existing ones; `down` stops what it started; `env` prints the endpoints.
 */
import { infraDown, infraEndpoints, infraUp } from './lib/infra';

async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case 'up': {
      const endpoints = await infraUp();
      process.stdout.write(`${JSON.stringify(endpoints, null, 2)}\n`);
      return;
    }
    case 'down':
      await infraDown();
      return;
    case 'env':
    case 'status': {
      const endpoints = infraEndpoints();
      process.stdout.write(
        `POSTGRES_URL=${endpoints.postgresUrl}\nREDIS_URL=${endpoints.redisUrl}\nKAFKA_BROKERS=${endpoints.kafkaBrokers}\n`,
      );
      return;
    }
    default:
      process.stderr.write('usage: tsx scripts/infra.ts up|down|env\n');
      process.exit(2);
  }
}

main(process.argv[2]).catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
