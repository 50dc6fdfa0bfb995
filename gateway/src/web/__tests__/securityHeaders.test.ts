import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { apiAnswerHeaders, strictTransportSecurity, webPageHeaders } from '../securityHeaders';

describe('security headers', () => {
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(strictTransportSecurity());
    app.use('/api', apiAnswerHeaders(), (_req, res) => res.json({}));
    app.use(webPageHeaders(), (_req, res) => res.type('html').send('<!doctype html>'));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('give pages a CSP the player web works with, no framing, nosniff and no referrer', async () => {
    const page = await fetch(`${url}/`);
    const csp = page.headers.get('content-security-policy')!;
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "img-src 'self' blob: data:",
      "media-src 'self' blob:",
      "worker-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('send HSTS and upgrade-insecure-requests only over TLS', async () => {
    const plain = await fetch(`${url}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const tls = await fetch(`${url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(tls.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('keep API answers out of caches', async () => {
    expect((await fetch(`${url}/api/x`)).headers.get('cache-control')).toBe('no-store');
  });
});
