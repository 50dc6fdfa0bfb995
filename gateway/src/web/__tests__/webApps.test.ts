import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createLogger } from '@vh/kit/stateless';
import express from 'express';
import { ADMIN_WEB_PATH, adminWebRoutes } from '../adminWeb';
import { playerWebRoutes } from '../playerWeb';

const builds: string[] = [];

function fakeBuild(page: string, asset: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vh-web-'));
  builds.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), asset);
  // The build's precompressed copies (vite-plugin-compression2) and its robots.txt.
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js.br'), brotliCompressSync(asset));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js.gz'), gzipSync(asset));
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

describe('the web apps the gateway serves', () => {
  const logger = createLogger('test', 'silent');
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const player = fakeBuild('<meta name="vh-app-key" content="__VH_APP_KEY__">player', 'player();');
    const admin = fakeBuild(
      '<meta name="vh-app-key" content="__VH_APP_KEY__"><meta name="vh-style-nonce" content="__VH_STYLE_NONCE__">admin',
      'admin();',
    );
    const app = express();
    app.use(ADMIN_WEB_PATH, adminWebRoutes(admin, 'the-key', logger)!);
    app.use(playerWebRoutes(player, 'the-key', logger)!);
    app.use((_req, res) => res.status(404).send('none'));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    for (const dir of builds) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers every admin route with the admin page, a fresh style nonce in the page and the CSP', async () => {
    const nonces = new Set<string>();
    for (const route of ['/admin', '/admin/', '/admin/currencies/12']) {
      const answer = await fetch(`${url}${route}`);
      const page = await answer.text();
      expect(page).toContain('admin');
      expect(page).toContain('content="the-key"');
      const nonce = /vh-style-nonce" content="([^"]+)"/.exec(page)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      const csp = answer.headers.get('content-security-policy')!;
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("script-src 'self'");
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
  });

  it('serves each build its own assets and never the player page under /admin', async () => {
    expect(await (await fetch(`${url}/admin/assets/app-1234.js`)).text()).toBe('admin();');
    expect(await (await fetch(`${url}/assets/app-1234.js`)).text()).toBe('player();');
    expect(await (await fetch(`${url}/inventory`)).text()).toContain('player');
    const player = await fetch(`${url}/`);
    expect(player.headers.get('content-security-policy')).toContain("style-src 'self';");
  });

  it('sends hashed assets precompressed as the browser accepts, cached for good; the page and robots.txt revalidated', async () => {
    for (const [accepted, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const answer = await fetch(`${url}/assets/app-1234.js`, { headers: { 'Accept-Encoding': accepted } });
      expect([accepted, answer.headers.get('content-encoding')]).toEqual([accepted, sent]);
      expect(await answer.text()).toBe('player();');
      expect(answer.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    const robots = await fetch(`${url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toBe('User-agent: *\n');
    expect((await fetch(`${url}/`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves no admin web without its build', async () => {
    expect(adminWebRoutes(path.join(os.tmpdir(), 'vh-no-such-build'), 'k', logger)).toBeNull();
  });
});
