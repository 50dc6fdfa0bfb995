import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express from 'express';
import pino from 'pino';
import { INTERNAL_AUTH_HEADER, signInternalToken } from '../auth';
import { ConflictError } from '../errors';
import { closeServer, listen } from '../http';
import { internalRoute } from '../internalRoutes';

const SECRET = 'a-shared-secret-of-enough-length-for-tests';
const logger = pino({ level: 'silent' });
const serviceToken = signInternalToken(
  { viewer: null, requestId: 'r1', clientIp: '', service: 'economy' },
  SECRET,
);
const playerToken = signInternalToken(
  {
    viewer: { userId: 'u1', name: 'Mina', role: 'user' },
    requestId: 'r2',
    clientIp: '1.2.3.4',
  },
  SECRET,
);

describe('internal routes', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.get(
      '/service',
      internalRoute({ from: 'service', sharedSecret: SECRET, logger }, async (_req, res, caller) => {
        res.json({ service: caller.service });
      }),
    );
    app.get(
      '/gateway',
      internalRoute({ from: 'gateway', sharedSecret: SECRET, logger }, async (_req, res, caller) => {
        res.json({ viewer: caller.viewer?.name ?? null });
      }),
    );
    app.get(
      '/refusal',
      internalRoute({ from: 'service', sharedSecret: SECRET, logger }, async () => {
        throw new ConflictError('Already applied');
      }),
    );
    app.get(
      '/outage',
      internalRoute({ from: 'service', sharedSecret: SECRET, logger }, async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      }),
    );
    server = await listen(app, 0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => closeServer(server));

  const get = async (path: string, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      headers: token ? { [INTERNAL_AUTH_HEADER]: token } : {},
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('let services in with their token and refuse everyone else in the kit error shape', async () => {
    expect(await get('/service', serviceToken)).toEqual({ status: 200, body: { service: 'economy' } });
    expect(await get('/service')).toEqual({
      status: 401,
      body: { success: false, code: 'UNAUTHENTICATED', message: 'A service token is required' },
    });
    expect((await get('/service', playerToken)).status).toBe(401);
    expect((await get('/service', 'forged')).status).toBe(401);
  });

  it("take the gateway's forwarded caller on gateway routes", async () => {
    expect(await get('/gateway', playerToken)).toEqual({ status: 200, body: { viewer: 'Mina' } });
    expect((await get('/gateway')).body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answer refusals with their status and outages with 503', async () => {
    expect(await get('/refusal', serviceToken)).toEqual({
      status: 409,
      body: { success: false, code: 'CONFLICT', message: 'Already applied' },
    });
    expect((await get('/outage', serviceToken)).status).toBe(503);
  });
});
