import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { stackLogFile } from '@vh/scripts/lib/stack';
import type { CombatAnswer } from '../kit/game';
import { receivedTrace, type ReceivedSpan } from '../kit/otlpReceiver';
import { activatedPlayer } from '../kit/players';
import { stackInfo } from '../kit/stackInfo';
import { eventually } from '../kit/wait';

/** The JSON lines of a stack process's log that name `traceId`. */
function logLinesOf(process: string, traceId: string): Record<string, unknown>[] {
  return fs
    .readFileSync(stackLogFile('test', process), 'utf8')
    .split('\n')
    .filter((line) => line.includes(traceId))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** One trace follows a hunt from the gateway through the game and its events to analytics. */
describe('tracing', () => {
  let otlpEndpoint: string;

  beforeAll(() => {
    const endpoint = stackInfo().otlpEndpoint;
    if (!endpoint) throw new Error('the test stack exports no traces (StackOptions.otlpEndpoint)');
    otlpEndpoint = endpoint;
  });

  it('carries one trace id from the gateway through the game to the analytics consumer, and into logs', async () => {
    const hunter = await activatedPlayer();
    // The caller starts the trace, so the test knows its id.
    const traceId = randomBytes(16).toString('hex');
    const hunt = await hunter.client.request<CombatAnswer>('GET', '/api/Game/quickhunt', {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(hunt.status).toBe(200);

    // The gateway's REST route and its query plan, the game's operation and SQL, the event consumed.
    const expected = [
      'gateway: GET /api/Game/quickhunt',
      'gateway: gateway.execute',
      'game: POST /graphql',
      'game: mutation Hunt__game__0',
      'game: pg.query:COMMIT vh_test_game',
      'analytics: vh.game.players.v1 process',
    ];
    const namesOf = (spans: ReceivedSpan[]) => spans.map((span) => `${span.service}: ${span.name}`);
    const spans = await eventually(
      () => receivedTrace(otlpEndpoint, traceId),
      (found) => expected.every((name) => namesOf(found).includes(name)),
    );
    // The names missing from the trace, so a failure says which.
    expect(expected.filter((name) => !namesOf(spans).includes(name))).toEqual([]);
    // The consumer's span hangs from the span that wrote the event, in another process.
    const ids = new Set(spans.map((span) => span.spanId));
    const consumed = spans.find((span) => span.service === 'analytics' && span.name.endsWith(' process'))!;
    expect(ids.has(consumed.parentSpanId)).toBe(true);
    expect(spans.find((span) => span.spanId === consumed.parentSpanId)?.service).toBe('game');

    const gatewayLines = logLinesOf('gateway', traceId);
    expect(gatewayLines).toContainEqual(
      expect.objectContaining({
        msg: 'request finished',
        method: 'GET',
        route: '/api/Game/quickhunt',
        status: 200,
        traceId,
        spanId: expect.stringMatching(/^[0-9a-f]{16}$/),
        durationMs: expect.any(Number),
      }),
    );
    expect(logLinesOf('game', traceId)).toContainEqual(
      expect.objectContaining({ msg: 'request finished', route: '/graphql', status: 200, traceId }),
    );
  });

  it("counts the hunt per GraphQL operation and per REST route on the gateway's metrics", async () => {
    const hunter = await activatedPlayer();
    expect((await hunter.client.get('/api/Game/quickhunt')).status).toBe(200);
    const metrics = await (await fetch(stackInfo().metricsUrls.gateway!)).text();
    expect(metrics).toMatch(
      /^graphql_operation_duration_seconds_count\{operation="Hunt",type="mutation",outcome="ok"\} [1-9]/m,
    );
    expect(metrics).toMatch(
      /^http_request_duration_seconds_count\{[^}]*route="\/api\/Game\/quickhunt",status="200"[^}]*\} [1-9]/m,
    );
  });
});
