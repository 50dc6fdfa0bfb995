import http from 'node:http';

/** A span as the receiver keeps it: who sent it and where it sits in its trace. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  links: { traceId: string; spanId: string }[];
}

/** The parts of an OTLP/HTTP JSON ExportTraceServiceRequest the tests read. */
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        links?: { traceId: string; spanId: string }[];
      }[];
    }[];
  }[];
}

/** The spans of one export request, each with the service.name of its resource. */
function spansOf(request: ExportRequest): ReceivedSpan[] {
  return (request.resourceSpans ?? []).flatMap(({ resource, scopeSpans }) => {
    const service =
      resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
    return (scopeSpans ?? []).flatMap(({ spans }) =>
      (spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        links: (span.links ?? []).map(({ traceId, spanId }) => ({ traceId, spanId })),
      })),
    );
  });
}

/**
 * A local OTLP/HTTP receiver (JSON encoding, the one the kit exports) at the endpoint the test stack's
 * services export to: it keeps every span it receives until closed.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      if (!req.headers['content-type']?.startsWith('application/json')) {
        res.writeHead(415).end();
        return;
      }
      this.spans.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString()) as ExportRequest));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });

  /** Listens on the endpoint's port (the test stack's OTEL_EXPORTER_OTLP_ENDPOINT). */
  listen(endpoint: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(Number(new URL(endpoint).port), '127.0.0.1', () => resolve());
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  inTrace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }
}
