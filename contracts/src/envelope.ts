import { create, fromBinary, toBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { timestampFromDate, timestampDate } from '@bufbuild/protobuf/wkt';
import { EventEnvelopeSchema, type EventEnvelope } from './gen/vh/events/v1/envelope_pb';

export interface EnvelopeMeta {
  id: string;
  occurredAt: Date;
  producer: string;
  requestId?: string;
  /** The producer's trace context as W3C headers (traceparent, tracestate). */
  traceContext?: Record<string, string>;
}

/** Wraps a payload message in the project's event envelope and encodes it for Kafka. */
export function encodeEvent<Desc extends DescMessage>(
  schema: Desc,
  payload: MessageShape<Desc>,
  meta: EnvelopeMeta,
): Uint8Array {
  const envelope = create(EventEnvelopeSchema, {
    id: meta.id,
    type: schema.typeName,
    occurredAt: timestampFromDate(meta.occurredAt),
    producer: meta.producer,
    requestId: meta.requestId ?? '',
    traceContext: meta.traceContext ?? {},
    payload: toBinary(schema, payload),
  });
  return toBinary(EventEnvelopeSchema, envelope);
}

export function decodeEnvelope(bytes: Uint8Array): EventEnvelope {
  return fromBinary(EventEnvelopeSchema, bytes);
}

export function envelopeOccurredAt(envelope: EventEnvelope): Date {
  return envelope.occurredAt ? timestampDate(envelope.occurredAt) : new Date(0);
}

/** Decodes the payload when the envelope carries `schema`'s type, otherwise undefined. */
export function decodePayload<Desc extends DescMessage>(
  envelope: EventEnvelope,
  schema: Desc,
): MessageShape<Desc> | undefined {
  if (envelope.type !== schema.typeName) return undefined;
  return fromBinary(schema, envelope.payload);
}
