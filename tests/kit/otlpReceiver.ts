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

/** Traces kept: the oldest go first, so a whole test run's traffic stays bounded in memory. */
const KEPT_TRACES = 50_000;

/**
 * A local OTLP/HTTP receiver (JSON encoding, the one the kit exports) at the endpoint the test stack's
 * services export to. The integration tier's global setup runs it for the whole run, so exporters
 * never meet a closed port: OpenTelemetry 3 retries a refused export for up to its timeout, and a
 * busy process's span queue then fills and drops new spans. Tests read a trace's spans over HTTP
 * (`receivedTrace`), from the test process.
 */
export class OtlpReceiver {
  private readonly traces = new Map<string, ReceivedSpan[]>();
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const traceQuery = /^\/v1\/traces\/([0-9a-f]{32})$/.exec(req.url ?? '');
      if (req.method === 'GET' && traceQuery) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(this.traces.get(traceQuery[1]!) ?? []));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      if (!req.headers['content-type']?.startsWith('application/json')) {
        res.writeHead(415).end();
        return;
      }
      for (const span of spansOf(JSON.parse(Buffer.concat(chunks).toString()) as ExportRequest))
        this.keep(span);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });

  private keep(span: ReceivedSpan): void {
    const trace = this.traces.get(span.traceId);
    if (trace) {
      trace.push(span);
      return;
    }
    this.traces.set(span.traceId, [span]);
    if (this.traces.size > KEPT_TRACES) this.traces.delete(this.traces.keys().next().value!);
  }

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
}

/** The spans the receiver at `endpoint` holds for one trace. */
export async function receivedTrace(endpoint: string, traceId: string): Promise<ReceivedSpan[]> {
  const response = await fetch(`${endpoint}/v1/traces/${traceId}`);
  if (!response.ok) throw new Error(`the OTLP receiver answered ${response.status}`);
  return (await response.json()) as ReceivedSpan[];
}
