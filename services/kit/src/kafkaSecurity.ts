import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import type { SASLOptions } from 'kafkajs';
import type { KafkaSecurityEnv } from './environment';

/** The part of kafkajs' client configuration that says how to reach the brokers safely. */
export interface KafkaSecurity {
  ssl?: ConnectionOptions | true;
  sasl?: SASLOptions;
}

/**
 * TLS and SASL settings of the Kafka client from the environment (KAFKA_SSL*, KAFKA_SASL*; see
 * docs/kafka.md). The variables' formats are checked by `kafkaEnvSchema`; this checks that they fit
 * together and reads the files they name, and throws one error listing every problem, so a service
 * never falls back to plaintext or to no authentication because one setting is missing.
 */
export function kafkaSecurity(env: KafkaSecurityEnv): KafkaSecurity {
  const problems: string[] = [];
  const security: KafkaSecurity = {};

  const ssl = tlsOptions(env, problems);
  if (ssl) security.ssl = ssl;

  const username = secretSetting(env, 'KAFKA_SASL_USERNAME', problems);
  const password = secretSetting(env, 'KAFKA_SASL_PASSWORD', problems);
  const mechanism = env.KAFKA_SASL_MECHANISM;
  if (mechanism) {
    for (const name of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'] as const) {
      if (env[name] === undefined && env[`${name}_FILE`] === undefined) {
        problems.push(`${name} (or ${name}_FILE): required with KAFKA_SASL_MECHANISM=${mechanism}`);
      }
    }
    if (username !== undefined && password !== undefined) security.sasl = { mechanism, username, password };
  } else if (username !== undefined || password !== undefined) {
    problems.push('KAFKA_SASL_MECHANISM: required when a SASL username or password is set');
  }

  if (problems.length > 0) {
    throw new Error(
      `Invalid Kafka security settings:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
  return security;
}

/** kafkajs' `ssl` option: the CA and client certificate given, or true for Node's own CAs. */
function tlsOptions(env: KafkaSecurityEnv, problems: string[]): KafkaSecurity['ssl'] {
  const names = ['KAFKA_SSL_CA', 'KAFKA_SSL_CERT', 'KAFKA_SSL_KEY'] as const;
  if (!env.KAFKA_SSL) {
    for (const name of names)
      if (env[name] !== undefined) problems.push(`${name}: set, but KAFKA_SSL is off`);
    return undefined;
  }
  if ((env.KAFKA_SSL_CERT === undefined) !== (env.KAFKA_SSL_KEY === undefined)) {
    problems.push('KAFKA_SSL_CERT and KAFKA_SSL_KEY: a client certificate needs both');
  }
  const [ca, cert, key] = names.map((name) => {
    const value = env[name];
    if (value === undefined || value.includes('-----BEGIN ')) return value;
    return readSetting(name, value, problems);
  });
  const options: ConnectionOptions = { ...(ca ? { ca: [ca] } : {}), ...(cert && key ? { cert, key } : {}) };
  return Object.keys(options).length > 0 ? options : true;
}

/** A secret given either inline (NAME) or as a mounted file (NAME_FILE), never both. */
function secretSetting(
  env: KafkaSecurityEnv,
  name: 'KAFKA_SASL_USERNAME' | 'KAFKA_SASL_PASSWORD',
  problems: string[],
): string | undefined {
  const inline = env[name];
  const file = env[`${name}_FILE`];
  if (inline !== undefined && file !== undefined) {
    problems.push(`${name} and ${name}_FILE: set one, not both`);
    return undefined;
  }
  if (file === undefined) return inline;
  // Secrets written with `echo` or an editor end with a newline that is no part of them.
  const value = readSetting(`${name}_FILE`, file, problems)?.replace(/\r?\n$/, '');
  if (value === '') problems.push(`${name}_FILE: ${file} is empty`);
  return value || undefined;
}

function readSetting(name: string, path: string, problems: string[]): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    problems.push(`${name}: cannot read ${path} (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
}
