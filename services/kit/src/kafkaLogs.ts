import path from 'node:path';
import { logLevel } from 'kafkajs';
import type { Logger } from 'pino';

/**
 * Broker states every cluster passes through while it starts, elects leaders or moves a group's
 * coordinator. kafkajs retries them by itself (a consumer "crashes" and restarts), yet logs each at
 * ERROR; a fresh local start showed several. They are logged at debug; anything else stays loud.
 */
const TRANSIENT_BROKER_STATES = [
  'GROUP_LOAD_IN_PROGRESS',
  'GROUP_COORDINATOR_NOT_AVAILABLE',
  'NOT_COORDINATOR_FOR_GROUP',
  'LEADER_NOT_AVAILABLE',
  'NOT_LEADER_FOR_PARTITION',
  'UNKNOWN_TOPIC_OR_PARTITION',
  'REBALANCE_IN_PROGRESS',
];

/** Their messages, as kafkajs' own error table words them (kafkajs logs the message, not the type). */
function transientMessages(): string[] {
  const root = path.dirname(require.resolve('kafkajs/package.json'));
  const { errorCodes } = require(path.join(root, 'src', 'protocol', 'error.js')) as {
    errorCodes: { type: string; message: string }[];
  };
  return errorCodes.filter((code) => TRANSIENT_BROKER_STATES.includes(code.type)).map((code) => code.message);
}

type KafkaLog = { message: string } & Record<string, unknown>;

/** Whether a kafkajs log line only reports a transient broker state it will retry. */
export function isTransientBrokerState(log: KafkaLog, messages: readonly string[]): boolean {
  const text = `${log.message} ${typeof log.error === 'string' ? log.error : ''}`;
  return messages.some((message) => text.includes(message));
}

/**
 * kafkajs logs through the service's pino logger instead of its own console writer. A consumer
 * restart that follows a transient crash is as quiet as the crash.
 */
export function kafkaLogCreator(logger: Logger) {
  const messages = transientMessages();
  let lastCrashTransient = false;
  return () =>
    ({ level, log }: { level: logLevel; log: KafkaLog }) => {
      const { message, ...extra } = log;
      let transient = isTransientBrokerState(log, messages);
      if (message.startsWith('Crash: ')) lastCrashTransient = transient;
      else if (message.startsWith('Restarting the consumer')) transient = lastCrashTransient;
      if (transient || level > logLevel.WARN) logger.debug(extra, message);
      else if (level <= logLevel.ERROR) logger.error(extra, message);
      else logger.warn(extra, message);
    };
}
