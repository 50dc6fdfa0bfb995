import { promClient, registry } from '@vh/kit';

/** From an event's occurrence (the producer's transaction) to the ladder in Redis showing it. */
export const eventToLadderSeconds = new promClient.Histogram({
  name: 'vh_analytics_event_to_ladder_seconds',
  help: 'Time from a progress event occurring to the ladder showing it',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10, 30],
  registers: [registry],
});

export const eventsProcessed = new promClient.Counter({
  name: 'vh_analytics_events_total',
  help: 'Events handled by analytics, by type and outcome (applied, duplicate, stale)',
  labelNames: ['type', 'outcome'],
  registers: [registry],
});
