import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  detectResources,
  resourceAttributesEnvDetector,
  resourceFromAttributes,
  serviceNameEnvDetector,
  type Resource,
} from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  /** service.version; default: the version in the package.json of the process's entry. */
  version?: string;
  logger: Logger;
  shutdown: { register(name: string, run: () => Promise<unknown>): void };
}): void {
  if (!tracingConfigured(loadEnvironment(tracingEnvSchema))) return;
  const provider = new TracerProvider({
    resource: tracingResource(options.service, options.version ?? entryPackageVersion()),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  registerTracerProvider(provider);
  // Registered first, so it runs last: spans of the shutdown itself still leave.
  options.shutdown.register('tracing', () => provider.shutdown());
  options.logger.info('traces exported over OTLP');
}

/**
 * What every span says of its process: service.name and service.version as the code knows them,
 * overridden and completed by the standard variables: OTEL_RESOURCE_ATTRIBUTES (`key=value,...`,
 * percent-encoded; the chart puts the image tag as service.version and the pod's k8s.pod.name,
 * k8s.namespace.name and k8s.node.name there) and OTEL_SERVICE_NAME, which wins over both.
 */
export function tracingResource(service: string, version: string | undefined): Resource {
  return resourceFromAttributes({
    [ATTR_SERVICE_NAME]: service,
    ...(version ? { [ATTR_SERVICE_VERSION]: version } : {}),
  }).merge(detectResources({ detectors: [resourceAttributesEnvDetector, serviceNameEnvDetector] }));
}

/**
 * The version of the package whose entry runs (`<workspace>/dist/index.js` -> its package.json), or
 * undefined when there is none to read (a test, a REPL).
 */
export function entryPackageVersion(entry = require.main?.filename): string | undefined {
  if (!entry) return undefined;
  let dir = path.dirname(entry);
  for (let level = 0; level < 3; level += 1) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown };
      return typeof version === 'string' ? version : undefined;
    }
    dir = path.dirname(dir);
  }
  return undefined;
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
