import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { closeServer, createHttpApp, drainThenStop, listen } from '../http';

const logger = pino({ level: 'silent' });

describe('graceful shutdown', () => {
  it('keeps answering while draining, each answer closing its keep-alive connection', async () => {
    const { app, markNotReady } = createHttpApp({
      service: 't',
      logger,
      accessLog: false,
      readinessChecks: {},
    });
    app.get('/hunt', (_req, res) => res.json({ ok: true }));
    const server = await listen(app, 0);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const before = await fetch(`${url}/hunt`);
      expect(before.headers.get('connection')).toBe('keep-alive');
      markNotReady();
      const during = await fetch(`${url}/hunt`);
      expect(during.status).toBe(200);
      expect(during.headers.get('connection')).toBe('close');
      expect((await fetch(`${url}/readyz`)).status).toBe(503);
    } finally {
      await closeServer(server);
    }
  });

  it('stops only after the drain time, not ready from the start', async () => {
    const events: string[] = [];
    const started = Date.now();
    await drainThenStop(
      () => events.push('not ready'),
      150,
      async () => void events.push(`stopped after ${Date.now() - started >= 150 ? 'the drain' : 'too soon'}`),
    );
    expect(events).toEqual(['not ready', 'stopped after the drain']);
  });
});
