import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { Logger } from 'pino';
import { loadEnvironment, tracingConfigured, tracingEnvSchema } from './environment';

/**
 * Exports the process's spans over OTLP/HTTP (JSON) when an endpoint is configured: the W3C trace
 * context propagates through HTTP headers and event envelopes, spans leave in batches, and the last
 * batch is flushed at shutdown. Without an endpoint this does nothing (and instrumentation.ts patched
 * nothing). The sampler, batch sizes, headers and timeout follow the standard OTEL_* variables.
 */
export function startTracing(options: {
  service: string;
  logger: Logger;
  shutdown: { register(name: string, run: () => Promise<unknown>): void };
}): void {
  if (!tracingConfigured(loadEnvironment(tracingEnvSchema))) return;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.service }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The async-hooks context manager and the W3C trace-context + baggage propagators.
  provider.register();
  // Registered first, so it runs last: spans of the shutdown itself still leave.
  options.shutdown.register('tracing', () => provider.shutdown());
  options.logger.info('traces exported over OTLP');
}
