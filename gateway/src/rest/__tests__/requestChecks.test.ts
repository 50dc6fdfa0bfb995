import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpErrorHandler } from '@vh/kit/stateless';
import express, { type Express } from 'express';
import pino from 'pino';
import { methodNotAllowed, pathMatcher } from '../methodNotAllowed';
import { bodyHandlerFor, bodyTypesOf, FORM_TYPES, JSON_TYPE } from '../requestBody';
import { form, type RestRoute } from '../routeTypes';

const logger = pino({ level: 'silent' });

async function serve(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('documented paths', () => {
  it('match path parameters as one segment, case and trailing slash aside', () => {
    const matcher = pathMatcher('/api/news/latestnews/{offset}/{count}');
    expect(matcher.test('/api/news/latestnews/0/5')).toBe(true);
    expect(matcher.test('/API/News/LatestNews/0/5/')).toBe(true);
    expect(matcher.test('/api/news/latestnews/0')).toBe(false);
    expect(matcher.test('/api/news/latestnews/0/5/6')).toBe(false);
    expect(pathMatcher('/api/version/').test('/api/version')).toBe(true);
  });
});

describe('request checks', () => {
  let app: Express;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    app = express();
    app.post('/form', bodyHandlerFor(FORM_TYPES), (req, res) => res.json(req.body));
    app.post('/json', bodyHandlerFor([JSON_TYPE]), (req, res) => res.json(req.body));
    app.post('/none', bodyHandlerFor([]), (_req, res) => res.json({ ok: true }));
    app.use(
      methodNotAllowed(
        { '/form': { post: {} }, '/item/{id}': { get: {}, delete: {} }, '/item/new': { post: {} } },
        logger,
      ),
    );
    app.use(httpErrorHandler(logger));
    server = await serve(app);
  });
  afterAll(() => server.close());

  it('parses the declared body types', async () => {
    const urlencoded = await fetch(`${server.url}/form`, {
      method: 'POST',
      body: new URLSearchParams({ a: '1' }),
    });
    expect(await urlencoded.json()).toEqual({ a: '1' });
    const multipart = new FormData();
    multipart.append('b', '2');
    expect(await (await fetch(`${server.url}/form`, { method: 'POST', body: multipart })).json()).toEqual({
      b: '2',
    });
  });

  it('refuses undeclared content types with 415 naming the declared ones', async () => {
    const answer = await fetch(`${server.url}/form`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: '<a>1</a>',
    });
    expect(answer.status).toBe(415);
    expect(((await answer.json()) as { message: string }).message).toContain('multipart/form-data');
    const none = await fetch(`${server.url}/none`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(none.status).toBe(415);
  });

  it('lets a call without a body through, whatever it declares', async () => {
    expect((await fetch(`${server.url}/none`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${server.url}/json`, { method: 'POST' })).status).toBe(200);
  });

  it('answers a multipart body whose boundary does not match with 400, not 500', async () => {
    const answer = await fetch(`${server.url}/form`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=expected' },
      body: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n',
    });
    expect(answer.status).toBe(400);
    const missing = await fetch(`${server.url}/form`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'no boundary at all',
    });
    expect(missing.status).toBe(400);
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const broken = await fetch(`${server.url}/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'Malformed request body',
    });
    const huge = await fetch(`${server.url}/json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
  });

  it('answers a documented path called with another method with 405 and Allow', async () => {
    const answer = await fetch(`${server.url}/item/7`, { method: 'PUT' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('DELETE, GET, HEAD');
    // The literal path wins over the parameter, as the document reads: /item/new answers POST only.
    expect((await fetch(`${server.url}/item/new`, { method: 'PUT' })).headers.get('allow')).toBe('POST');
    expect((await fetch(`${server.url}/item/new`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${server.url}/elsewhere`, { method: 'PUT' })).status).toBe(404);
  });
});

describe('body types of a route', () => {
  const base = {
    method: 'POST',
    path: '/x',
    summary: '',
    tag: '',
    auth: 'token',
    operation: 'X',
    answer: () => null,
  } as const;
  it('are the form types (and flat JSON) for form fields, JSON for a JSON body, none otherwise', () => {
    expect(bodyTypesOf({ ...base, variables: { a: form('a') } } as RestRoute)).toEqual([
      ...FORM_TYPES,
      JSON_TYPE,
    ]);
    expect(
      bodyTypesOf({
        ...base,
        jsonBody: { description: '', schema: {}, toVariables: () => ({}) },
      } as RestRoute),
    ).toEqual([JSON_TYPE]);
    expect(bodyTypesOf(base as RestRoute)).toEqual([]);
  });
});
