import client from 'prom-client';

/** One registry per process; /metrics serves it. */
export const registry = new client.Registry();
/**
 * The event-loop delay histogram samples with a timer of this period; prom-client's 10 ms woke every
 * process 100 times a second while idle (docs/benchmarks.md, bench:idle). Any stall of 100 ms or
 * more is still caught, and shorter ones are not what the alerts watch.
 */
const EVENT_LOOP_SAMPLE_MS = 100;

client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });

export const httpRequestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by route and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const outboxPublished = new client.Counter({
  name: 'outbox_events_published_total',
  help: 'Events moved from the outbox to Kafka',
  labelNames: ['service'] as const,
  registers: [registry],
});

export const outboxPending = new client.Gauge({
  name: 'outbox_events_pending',
  help: 'Events waiting in the outbox',
  labelNames: ['service'] as const,
  registers: [registry],
});

export { client as promClient };
