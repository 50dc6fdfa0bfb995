import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import pino from 'pino';
import { bodyParserMistake, clientMistakeOf, databaseRefusalOf } from '../clientMistakes';
import { BadRequestError, ConflictError } from '../errors';
import { acceptedRequestId, closeServer, createHttpApp, listen, serveMetrics } from '../http';
import { httpErrorHandler } from '../httpFailures';

const logger = pino({ level: 'silent' });
const pgError = (code: string) => Object.assign(new Error('pg says no'), { code, severity: 'ERROR' });

describe('client mistakes', () => {
  it('keep AppErrors as they are', () => {
    const conflict = new ConflictError('Taken');
    expect(clientMistakeOf(conflict)).toBe(conflict);
  });

  it('turn values PostgreSQL refuses (NUL, out of range, wrong format) into 400s', () => {
    expect(databaseRefusalOf(pgError('22021'))).toEqual(
      new BadRequestError('Text must not contain NUL characters or invalid UTF-8'),
    );
    expect(clientMistakeOf(pgError('22003'))?.status).toBe(400);
    expect(clientMistakeOf(pgError('40001'))).toBeUndefined();
    expect(databaseRefusalOf(Object.assign(new Error('x'), { code: '22021' }))).toBeUndefined();
  });

  it('map body parser errors to 400, 413 and 415, and anything a parser refuses to 400', () => {
    expect(clientMistakeOf({ status: 400, type: 'entity.parse.failed' })?.message).toBe(
      'Malformed request body',
    );
    expect(clientMistakeOf({ status: 413, type: 'entity.too.large' })?.status).toBe(413);
    expect(clientMistakeOf({ status: 415, type: 'charset.unsupported' })?.status).toBe(415);
    expect(clientMistakeOf({ name: 'MulterError', code: 'LIMIT_FIELD_VALUE' })?.status).toBe(413);
    expect(clientMistakeOf(new Error('Multipart: Boundary not found'))).toBeUndefined();
    expect(bodyParserMistake(new Error('Multipart: Boundary not found')).status).toBe(400);
    expect(clientMistakeOf(new TypeError('undefined is not a function'))).toBeUndefined();
  });
});

describe('request ids', () => {
  it('keeps a caller id only when short and plain', () => {
    expect(acceptedRequestId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(acceptedRequestId('trace:abc.1_2')).toBe('trace:abc.1_2');
    for (const bad of ['', 'a'.repeat(129), 'has space', 'nul\u0000', '../../x', 'ü']) {
      expect(acceptedRequestId(bad)).toBeUndefined();
    }
  });
});

describe('the HTTP app', () => {
  const servers: http.Server[] = [];
  const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => Promise.all(servers.map(closeServer)));

  it('serves no metrics on its public port, answers errors without internals and replaces odd request ids', async () => {
    const { app } = createHttpApp({ service: 'test', logger, accessLog: true, readinessChecks: {} });
    app.get('/boom', () => {
      throw new Error('secret internals at /srv/app.js:12');
    });
    app.use(httpErrorHandler(logger));
    const server = await listen(app, 0);
    servers.push(server);

    expect((await fetch(`${urlOf(server)}/metrics`)).status).toBe(404);
    const boom = await fetch(`${urlOf(server)}/boom`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(boom.status).toBe(500);
    expect(await boom.text()).not.toContain('secret');
    expect(boom.headers.get('x-content-type-options')).toBe('nosniff');
    expect(boom.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves metrics on the separate metrics port', async () => {
    const server = await serveMetrics(0);
    servers.push(server);
    const metrics = await fetch(`${urlOf(server)}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('process_cpu_user_seconds_total');
    expect((await fetch(`${urlOf(server)}/graphql`)).status).toBe(404);
  });
});
