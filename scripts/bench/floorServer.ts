/**
 * bench:hunt's floor, one bare process: a REST quick hunt's own work and nothing around it. The game's
 * own hunt use case (`huntAction`, quick) with the game's knex handle on pg: the same combat
 * (@vh/combat-engine through the game's rules), the same SQL statements in the same transaction, the
 * same outbox row; answered with the game's combat view as JSON from node:http. No gateway (no app
 * key, token or session checks, no REST facade), no GraphQL, no Kafka (the outbox rows stay, as no
 * relay runs), no tracing, no access log.
 *
 * Started by floor.ts with DATABASE_URL (a test stack's game database), CONTENT_URL and
 * GATEWAY_SHARED_SECRET while that stack runs: it loads the content snapshot once, as the game does,
 * then says `{ port }` over IPC; it is measured after the stack stopped. GET /hunt?user=<id>&name=<name>
 * hunts as that player (the viewer the gateway would have verified).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { AppError, ContentSnapshotCache, createDatabase, createLogger, type Caller } from '@vh/kit';
import { GameContent, combatView, createGameDeps, huntAction } from '@vh/game/testing';

/** The game's default PLAY_STARTS_AT (services/game/src/environment.ts), which the test stack keeps. */
const PLAY_STARTS_AT = '2024-07-01T11:00:00+02:00';
/** The game service's pool (services/game/src/index.ts). */
const POOL_MAX = 20;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function answer(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function main(): Promise<void> {
  const logger = createLogger('bench-floor', 'warn');
  const snapshot = new ContentSnapshotCache({
    contentUrl: required('CONTENT_URL'),
    sharedSecret: required('GATEWAY_SHARED_SECRET'),
    service: 'game',
    logger,
  });
  await snapshot.refresh();
  const db = createDatabase(required('DATABASE_URL'), { max: POOL_MAX });
  const deps = createGameDeps(db, new GameContent(snapshot), { playStartsAt: Date.parse(PLAY_STARTS_AT) });

  const hunt = async (url: URL, response: http.ServerResponse) => {
    const userId = url.searchParams.get('user') ?? '';
    const name = url.searchParams.get('name') ?? '';
    const caller: Caller = {
      viewer: { userId, name, role: 'user' },
      requestId: randomUUID(),
      asOf: Date.now(),
    };
    try {
      answer(response, 200, combatView(deps.content, await huntAction(deps, caller, 'quick')));
    } catch (error) {
      if (error instanceof AppError) return answer(response, error.status, { message: error.message });
      logger.error({ err: error }, 'hunt failed');
      answer(response, 500, { message: 'hunt failed' });
    }
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    if (request.method === 'GET' && url.pathname === '/hunt') void hunt(url, response);
    else answer(response, 404, { message: 'GET /hunt?user=<id>&name=<name>' });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void db.destroy().finally(() => process.exit(0));
  });
  // The benchmark gone (a crash, Ctrl+C) leaves no floor behind.
  process.on('disconnect', () => process.exit(0));
  process.send?.({ port });
}

main().catch((error: unknown) => {
  process.stderr.write(`floor: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
