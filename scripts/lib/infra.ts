import { adminUrl, startPostgres, stopPostgres } from './postgres';
import { kafkaBrokers, startKafka, stopKafka } from './kafka';
import { redisUrl, startRedis, stopRedis } from './redis';

/** Where the stores are: from the environment when given, otherwise the local ones this script runs. */
export interface InfraEndpoints {
  /** A URL of the PostgreSQL server; each service gets its own database on it. */
  postgresUrl: string;
  redisUrl: string;
  kafkaBrokers: string;
}

export function infraEndpoints(): InfraEndpoints {
  return {
    postgresUrl: process.env.POSTGRES_URL ?? adminUrl(),
    redisUrl: process.env.REDIS_URL ?? redisUrl(),
    kafkaBrokers: process.env.KAFKA_BROKERS ?? kafkaBrokers(),
  };
}

/** Starts what is not configured externally and waits until each answers. Idempotent. */
export async function infraUp(): Promise<InfraEndpoints> {
  const starts: Promise<void>[] = [];
  if (!process.env.POSTGRES_URL) starts.push(startPostgres());
  if (!process.env.REDIS_URL) starts.push(startRedis());
  if (!process.env.KAFKA_BROKERS) starts.push(startKafka());
  await Promise.all(starts);
  return infraEndpoints();
}

export async function infraDown(): Promise<void> {
  await Promise.all([stopKafka(), stopRedis()]);
  await stopPostgres();
}
