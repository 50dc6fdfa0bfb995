import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
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
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.service }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  registerTracerProvider(provider);
  // Registered first, so it runs last: spans of the shutdown itself still leave.
  options.shutdown.register('tracing', () => provider.shutdown());
  options.logger.info('traces exported over OTLP');
}

/**
 * Makes the provider the process's tracer, with the async-local-storage context manager and the W3C
 * trace-context + baggage propagators (what NodeTracerProvider.register did before OpenTelemetry 3).
 */
export function registerTracerProvider(provider: TracerProvider): void {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({
      propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()],
    }),
  );
  trace.setGlobalTracerProvider(provider);
}
