import { ServiceUnavailableError } from './errors';

/**
 * Errors that say a store or another service cannot be reached right now (a restart, a failover, a
 * crashed process), as opposed to a bug: answered 503 so clients retry, instead of a 500. Fault drills
 * (docs/fault-drills.md) see these while PostgreSQL restarts or a subgraph is down.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** PostgreSQL: class 08 (connection exception), shutting down or starting up, out of connections. */
const POSTGRES_CODES = /^(08...|57P01|57P02|57P03|53300)$/;

/**
 * Errors without a code: knex's pool that could not connect, pg's and ioredis' dropped connections
 * (knex prefixes the message with "ROLLBACK - " when the transaction's connection was lost).
 */
// TimeoutError: an internal call's AbortSignal.timeout, the other service not answering in time.
const OUTAGE_NAMES = new Set([
  'KnexTimeoutError',
  'MaxRetriesPerRequestError',
  'KafkaJSConnectionError',
  'TimeoutError',
]);
const OUTAGE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Connection is closed',
];

const UNAVAILABLE_MESSAGE = 'The game is briefly unavailable. Please try again in a moment.';

interface Inspectable {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  originalError?: unknown;
  cause?: unknown;
}

function isOutage(error: Inspectable): boolean {
  const { code, name, message } = error;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
  if (typeof name === 'string' && OUTAGE_NAMES.has(name)) return true;
  return typeof message === 'string' && OUTAGE_MESSAGES.some((part) => message.includes(part));
}

/**
 * The 503 to answer when `error`, or an error it wraps (GraphQL's originalError, a cause), is an
 * outage; undefined otherwise.
 */
export function unavailabilityOf(error: unknown): ServiceUnavailableError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const inspected = current as Inspectable;
    if (isOutage(inspected)) return new ServiceUnavailableError(UNAVAILABLE_MESSAGE);
    current = inspected.originalError ?? inspected.cause;
  }
  return undefined;
}
