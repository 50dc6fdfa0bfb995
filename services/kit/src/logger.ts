import { trace } from '@opentelemetry/api';
import pino, { type Logger } from 'pino';

export type { Logger };

/** The trace and span of the active span (nothing when tracing is off or outside a trace). */
export function activeTraceFields(): { traceId?: string; spanId?: string } {
  const span = trace.getActiveSpan()?.spanContext();
  return span ? { traceId: span.traceId, spanId: span.spanId } : {};
}

/** The process's logger. Its first line names the Node that runs it (the project pins one: .node-version). */
export function createLogger(service: string, level: string): Logger {
  const logger = pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Every line logged inside a trace names it, so a trace leads to its logs and back.
    mixin: activeTraceFields,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-internal-auth"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
  });
  logger.info({ node: process.version }, `${service} starting on Node ${process.version}`);
  return logger;
}
