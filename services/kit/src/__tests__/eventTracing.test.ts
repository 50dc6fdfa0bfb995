import { ROOT_CONTEXT, SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { decodeEnvelope, encodeEvent, identityEvents } from '@vh/contracts';
import { create } from '@bufbuild/protobuf';
import {
  activeTraceContext,
  consumedEventAttributes,
  contextOfEnvelope,
  inEventBatchSpans,
  inEventSpan,
} from '../eventTracing';
import { registerTracerProvider } from '../tracing';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const SPAN_ID = 'b7ad6b7169203331';
const producing = trace.setSpanContext(ROOT_CONTEXT, {
  traceId: TRACE_ID,
  spanId: SPAN_ID,
  traceFlags: TraceFlags.SAMPLED,
});

/** An encoded and decoded envelope, as a consumer receives it. */
function envelopeWith(traceContext: Record<string, string>) {
  const payload = create(identityEvents.UserActivatedSchema, { userId: 'u1' });
  return decodeEnvelope(
    encodeEvent(identityEvents.UserActivatedSchema, payload, {
      id: '6b1f0c1e-0000-4000-8000-000000000001',
      occurredAt: new Date(0),
      producer: 'identity',
      traceContext,
    }),
  );
}

describe('trace context in the event envelope', () => {
  it('carries the producing span through the envelope to the consumer', () => {
    const carried = activeTraceContext(producing);
    expect(carried).toEqual({ traceparent: `00-${TRACE_ID}-${SPAN_ID}-01` });
    expect(trace.getSpanContext(contextOfEnvelope(envelopeWith(carried)))).toEqual({
      traceId: TRACE_ID,
      spanId: SPAN_ID,
      traceFlags: TraceFlags.SAMPLED,
      isRemote: true,
    });
  });

  it('carries nothing outside a trace, and a consumer then starts from the root', () => {
    expect(activeTraceContext(ROOT_CONTEXT)).toEqual({});
    expect(trace.getSpanContext(contextOfEnvelope(envelopeWith({})))).toBeUndefined();
  });

  it('ignores a malformed traceparent', () => {
    const envelope = envelopeWith({ traceparent: 'not-a-trace' });
    expect(trace.getSpanContext(contextOfEnvelope(envelope))).toBeUndefined();
  });

  it('names the event in the messaging attributes of its span', () => {
    const envelope = envelopeWith({});
    expect(consumedEventAttributes({ envelope, topic: 'vh.identity.users.v1', groupId: 'game' })).toEqual({
      'messaging.system': 'kafka',
      'messaging.operation.type': 'process',
      'messaging.destination.name': 'vh.identity.users.v1',
      'messaging.consumer.group.name': 'game',
      'messaging.message.id': envelope.id,
      'vh.event.type': 'vh.identity.v1.UserActivated',
    });
  });
});

describe('consumer spans', () => {
  const exporter = new InMemorySpanExporter();
  beforeAll(() => {
    registerTracerProvider(new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] }));
  });
  afterEach(() => exporter.reset());

  it("continues the producer's trace and runs the handler inside the event's span", async () => {
    const envelope = envelopeWith(activeTraceContext(producing));
    const active = await inEventSpan({ envelope, topic: 'vh.identity.users.v1', groupId: 'game' }, async () =>
      trace.getActiveSpan()?.spanContext(),
    );
    const [span] = exporter.getFinishedSpans();
    expect(span).toMatchObject({ name: 'vh.identity.users.v1 process', kind: SpanKind.CONSUMER });
    expect(span!.spanContext().traceId).toBe(TRACE_ID);
    expect(span!.parentSpanContext?.spanId).toBe(SPAN_ID);
    expect(active?.spanId).toBe(span!.spanContext().spanId);
  });

  it('gives each event of a batch its span in its trace, and the work a batch span linking them', async () => {
    const events = [envelopeWith(activeTraceContext(producing)), envelopeWith({})].map((envelope) => ({
      envelope,
      topic: 'vh.game.players.v1',
    }));
    await expect(
      inEventBatchSpans(events, 'analytics', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    const spans = exporter.getFinishedSpans();
    const batch = spans.find((span) => span.name === 'events process batch')!;
    expect(batch.links.map((link) => link.context.spanId)).toEqual([SPAN_ID]);
    const perEvent = spans.filter((span) => span.name === 'vh.game.players.v1 process');
    expect(perEvent).toHaveLength(2);
    expect(perEvent[0]!.spanContext().traceId).toBe(TRACE_ID);
    expect(perEvent[1]!.spanContext().traceId).not.toBe(TRACE_ID);
    // A failed chunk marks every span of it failed (status code 2: error).
    expect(spans.map((span) => span.status.code)).toEqual([2, 2, 2]);
  });
});
