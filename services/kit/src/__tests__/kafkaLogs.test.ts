import { logLevel } from 'kafkajs';
import pino from 'pino';
import { kafkaLogCreator } from '../kafkaLogs';

/** A pino logger whose lines land in `lines`, at every level. */
function capturedLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const ERROR = 50;
const DEBUG = 20;

describe('kafkajs logs', () => {
  it('logs transient broker states and the consumer restart after them at debug', () => {
    const { logger, lines } = capturedLogger();
    const log = kafkaLogCreator(logger)();
    log({
      level: logLevel.ERROR,
      log: {
        message: 'Response GroupCoordinator(key: 10, version: 2)',
        error: "The coordinator is loading and hence can't process requests for this group",
      },
    });
    log({
      level: logLevel.ERROR,
      log: {
        message:
          "Crash: KafkaJSNumberOfRetriesExceeded: The coordinator is loading and hence can't process requests for this group",
      },
    });
    log({ level: logLevel.ERROR, log: { message: 'Restarting the consumer in 300ms' } });
    expect(lines.map((line) => line.level)).toEqual([DEBUG, DEBUG, DEBUG]);
  });

  it('keeps real faults loud, the restart after them included', () => {
    const { logger, lines } = capturedLogger();
    const log = kafkaLogCreator(logger)();
    log({
      level: logLevel.ERROR,
      log: { message: 'Crash: KafkaJSConnectionError: Connection error: ECONNREFUSED' },
    });
    log({ level: logLevel.ERROR, log: { message: 'Restarting the consumer in 300ms' } });
    log({ level: logLevel.WARN, log: { message: 'Topic authorization failed' } });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [ERROR, 'Crash: KafkaJSConnectionError: Connection error: ECONNREFUSED'],
      [ERROR, 'Restarting the consumer in 300ms'],
      [40, 'Topic authorization failed'],
    ]);
  });
});
