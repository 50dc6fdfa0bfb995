import client from 'prom-client';

/** One registry per process; /metrics serves it. */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

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
