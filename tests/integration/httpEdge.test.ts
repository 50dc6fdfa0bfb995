/**
 * The gateway's HTTP edge against the attacker's findings: client mistakes answer 4xx with a reason,
 * image ids are checked, pages carry security headers, metrics stay on the internal port, and a
 * caller's request id is kept only when well-formed.
 */
import http from 'node:http';
import { GatewayClient } from '../kit/gateway';
import { activatedPlayer } from '../kit/players';
import { stackInfo } from '../kit/stackInfo';

type Failure = { success: false; code: string; message: string };

/** A GET of the path exactly as written (no URL normalisation), as curl --path-as-is sends it. */
function statusOfRawGet(path: string): Promise<number | undefined> {
  const { hostname, port } = new URL(stackInfo().gatewayUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('error', reject);
  });
}

describe('the HTTP edge', () => {
  const anonymous = new GatewayClient();

  it('refuses NUL bytes in the fields of calls that need no sign-in with a 400 and the reason', async () => {
    const calls: [string, Record<string, string>][] = [
      ['/api/user/login', { username: 'vlad\u0000', password: 'x'.repeat(64) }],
      ['/api/user/ForgotPasswordRequest', { username: 'vlad\u0000' }],
    ];
    for (const [path, form] of calls) {
      const answer = await anonymous.post<Failure>(path, { form });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('username must not contain NUL characters');
    }
  });

  it('refuses a multipart body whose boundary does not match with 400', async () => {
    const answer = await fetch(`${anonymous.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'X-App-Key': stackInfo().appKey, 'Content-Type': 'multipart/form-data; boundary=expected' },
      body: '--other\r\nContent-Disposition: form-data; name="username"\r\n\r\nvlad\r\n--other--\r\n',
    });
    expect(answer.status).toBe(400);
  });

  it('refuses ids beyond 32 bits with a 400 naming the range', async () => {
    const { client } = await activatedPlayer();
    const answer = await client.get<Failure>('/api/ClientItem/2147483648');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('itemId must be a whole number from 0 to 2147483647');
  });

  it('answers undeclared body types with 415 and unserved methods with 405 and Allow', async () => {
    const xml = await anonymous.post<Failure>('/api/user/login', {
      json: '<login/>',
      headers: { 'Content-Type': 'text/xml' },
    });
    expect(xml.status).toBe(415);
    expect(xml.body.message).toContain('application/x-www-form-urlencoded');
    // Form fields may come as a flat JSON object too, as earlier clients sent them.
    const json = await anonymous.post<Failure>('/api/user/login', { json: { username: 'a', password: 'b' } });
    // Read as JSON, checked as documented: the password is not a SHA-256 hex digest.
    expect(json.status).toBe(400);
    expect(json.body.message).toContain('SHA-256 hex digest');
    const patch = await anonymous.request<Failure>('PATCH', '/api/user/login');
    expect(patch.status).toBe(405);
    // The literal path wins over /api/user/{id}, as the document reads: DELETE is not served here.
    expect(patch.headers.get('allow')).toBe('POST');
    expect((await anonymous.request<Failure>('DELETE', '/api/user/login')).status).toBe(405);
  });

  it('passes only well-formed image ids to the content service', async () => {
    // Sent as written: fetch would resolve the dot segments itself, an attacker's client does not.
    for (const id of [
      '%2e%2e',
      '%2E%2E%2F%2E%2E%2Finternal%2Fsnapshot',
      '..%2f..%2fhealthz',
      '-1',
      '2147483648',
    ]) {
      expect(await statusOfRawGet(`/api/image/${id}`)).toBe(404);
      expect(await statusOfRawGet(`/api/image/thumb/${id}`)).toBe(404);
    }
  });

  it('sends security headers with the web page, HSTS only over TLS, and no-store with API answers', async () => {
    const page = await fetch(`${anonymous.baseUrl}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const overTls = await fetch(`${anonymous.baseUrl}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(overTls.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');

    const api = await anonymous.get('/api/clientUser/getme');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves metrics on the internal metrics ports only', async () => {
    const info = stackInfo();
    expect((await fetch(`${info.gatewayUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`${info.serviceUrls.content}/metrics`)).status).toBe(404);
    for (const url of [info.metricsUrls.gateway!, info.metricsUrls.content!]) {
      const metrics = await fetch(url);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds');
    }
  });

  it('keeps a well-formed caller request id and replaces anything else', async () => {
    const kept = await anonymous.request('GET', '/api/version/', {
      headers: { 'X-Request-Id': 'trace-42.a' },
    });
    expect(kept.headers.get('x-request-id')).toBe('trace-42.a');
    const replaced = await anonymous.request('GET', '/api/version/', {
      headers: { 'X-Request-Id': 'x'.repeat(500) },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
