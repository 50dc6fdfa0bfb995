import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { OUTBOUND_IDLE_MS } from '../outboundKeepAlive';

/**
 * A separate process, because jest's sandbox has a global object of its own and Node's fetch reads
 * its dispatcher from the real one. The child fetches once, then stays alive for twice the idle
 * time: only the short keep-alive can close its connection before it exits.
 */
const CHILD = `
const { useShortOutboundKeepAlive, OUTBOUND_IDLE_MS } = require(${JSON.stringify(path.join(__dirname, '..', 'outboundKeepAlive.ts'))});
useShortOutboundKeepAlive();
fetch(process.argv[1]).then((answer) => answer.text()).then(() => setTimeout(() => {}, OUTBOUND_IDLE_MS * 2));
`;

describe('outbound keep-alive', () => {
  it('closes an idle outbound connection within its idle time, despite a server hint of a minute', async () => {
    let answeredAt = 0;
    const closedAt = new Promise<number>((resolve) => {
      const server = http.createServer((_req, res) => {
        answeredAt = Date.now();
        res.end('ok');
      });
      server.keepAliveTimeout = 65_000;
      server.on('connection', (socket) => socket.on('close', () => resolve(Date.now())));
      server.listen(0, '127.0.0.1', () => {
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', CHILD, url], { stdio: 'inherit' });
        child.on('exit', () => server.close());
      });
    });
    const idleFor = (await closedAt) - answeredAt;
    expect(idleFor).toBeGreaterThanOrEqual(OUTBOUND_IDLE_MS - 100);
    expect(idleFor).toBeLessThan(OUTBOUND_IDLE_MS * 1.5);
  }, 15_000);
});
