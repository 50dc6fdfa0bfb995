/**
 * The first import of every process's entry (`import '@vh/kit/instrumentation'`): when tracing is
 * configured, it patches the libraries that carry requests (http, fetch, express, graphql, pg,
 * ioredis) before anything loads them, since OpenTelemetry can only patch a module as it is
 * required. Spans are recorded once `startTracing` registered the exporter. Without an OTLP endpoint
 * nothing is patched and tracing costs nothing. Imports nothing that loads those libraries.
 */
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { loadEnvironment, tracingConfigured, tracingEnvSchema } from './environment';

/** Probes and scrapes: frequent, never interesting in a trace. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

function instrumentLibraries(): void {
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0]!),
      }),
      new UndiciInstrumentation(),
      // Route handlers only: a span per middleware on every request says little and costs much.
      new ExpressInstrumentation({
        ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER],
      }),
      // Parse, validate and execute of an operation; the database spans show the resolvers' work.
      new GraphQLInstrumentation({ ignoreResolveSpans: true }),
      // Queries of a traced request or event only: polling jobs would otherwise start a trace a second.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
}

if (tracingConfigured(loadEnvironment(tracingEnvSchema))) instrumentLibraries();
