import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  trace,
  type Context,
  type Link,
  type Span,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { EventEnvelope } from '@vh/contracts';

/**
 * Trace context through Kafka: a producer writes its active span's W3C context into the event
 * envelope (`trace_context`), and the consumer's span continues that trace, so one trace shows a
 * request, the events it caused and their consumers. The envelope always speaks W3C, whatever
 * propagators the process registered. Without tracing the spans are no-ops.
 */
const propagator = new W3CTraceContextPropagator();
const tracer = trace.getTracer('@vh/kit/events');

/** The active span's context as W3C headers (traceparent, tracestate); empty when nothing is traced. */
export function activeTraceContext(active: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagator.inject(active, carrier, defaultTextMapSetter);
  return carrier;
}

/** The producer's context carried by an envelope (the root context when it carries none). */
export function contextOfEnvelope(envelope: Pick<EventEnvelope, 'traceContext'>): Context {
  return propagator.extract(ROOT_CONTEXT, envelope.traceContext, defaultTextMapGetter);
}

/** A link to the span that produced the event, or none. */
function linkOf(envelope: Pick<EventEnvelope, 'traceContext'>): Link[] {
  const producer = trace.getSpanContext(contextOfEnvelope(envelope));
  return producer ? [{ context: producer }] : [];
}

/** The OpenTelemetry messaging attributes of a consumed event. */
export function consumedEventAttributes(event: { envelope: EventEnvelope; topic: string; groupId: string }) {
  return {
    'messaging.system': 'kafka',
    'messaging.operation.type': 'process',
    'messaging.destination.name': event.topic,
    'messaging.consumer.group.name': event.groupId,
    'messaging.message.id': event.envelope.id,
    'vh.event.type': event.envelope.type,
  };
}

async function endingWith<T>(spans: Span[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const span of spans) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    throw error;
  } finally {
    for (const span of spans) span.end();
  }
}

/** Handles one consumed event inside a span that continues the producer's trace. */
export function inEventSpan<T>(
  event: { envelope: EventEnvelope; topic: string; groupId: string },
  handle: () => Promise<T>,
): Promise<T> {
  const span = tracer.startSpan(
    `${event.topic} process`,
    { kind: SpanKind.CONSUMER, attributes: consumedEventAttributes(event) },
    contextOfEnvelope(event.envelope),
  );
  return context.with(trace.setSpan(ROOT_CONTEXT, span), () => endingWith([span], handle));
}

/**
 * Handles a chunk of consumed events applied together: each event gets its span in its producer's
 * trace, lasting as long as the chunk's handling. One event is handled inside its own span; several
 * inside a batch span that links to every producer, since one piece of work cannot sit in many traces.
 */
export function inEventBatchSpans<T>(
  events: { envelope: EventEnvelope; topic: string }[],
  groupId: string,
  handle: () => Promise<T>,
): Promise<T> {
  if (events.length === 1) return inEventSpan({ ...events[0]!, groupId }, handle);
  const spans = events.map((event) =>
    tracer.startSpan(
      `${event.topic} process`,
      { kind: SpanKind.CONSUMER, attributes: consumedEventAttributes({ ...event, groupId }) },
      contextOfEnvelope(event.envelope),
    ),
  );
  const batch = tracer.startSpan(
    'events process batch',
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'kafka',
        'messaging.operation.type': 'process',
        'messaging.consumer.group.name': groupId,
        'messaging.batch.message_count': events.length,
      },
      links: events.flatMap(({ envelope }) => linkOf(envelope)),
    },
    ROOT_CONTEXT,
  );
  return context.with(trace.setSpan(ROOT_CONTEXT, batch), () => endingWith([batch, ...spans], handle));
}

/**
 * Sends a batch of outbox events inside a producer span linked to the spans that wrote them. The
 * envelopes are decoded only while the span records (tracing on).
 */
export function inPublishSpan<T>(
  eventCount: number,
  envelopes: () => EventEnvelope[],
  send: () => Promise<T>,
): Promise<T> {
  const span = tracer.startSpan(
    'outbox publish',
    {
      kind: SpanKind.PRODUCER,
      attributes: {
        'messaging.system': 'kafka',
        'messaging.operation.type': 'send',
        'messaging.batch.message_count': eventCount,
      },
    },
    ROOT_CONTEXT,
  );
  if (span.isRecording()) span.addLinks(envelopes().flatMap(linkOf));
  return context.with(trace.setSpan(ROOT_CONTEXT, span), () => endingWith([span], send));
}
