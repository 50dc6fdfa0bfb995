import { createHash, randomInt } from 'node:crypto';
import { stackInfo } from './stackInfo';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A distinct client IP per test client, so per-IP rate limits of one test do not hit another. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

type Body = {
  form?: Record<string, string>;
  multipart?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
};

/**
 * A client of the gateway as the game client calls it: app key (an API user's unless given, so
 * tests may send any GraphQL operation), version, optional bearer token.
 */
export class GatewayClient {
  readonly baseUrl = stackInfo().gatewayUrl;
  token: string | null = null;

  constructor(
    readonly ip = randomIp(),
    private readonly appKey: string | null = stackInfo().apiAppKey,
  ) {}

  withToken(token: string | null): GatewayClient {
    const client = new GatewayClient(this.ip, this.appKey);
    client.token = token;
    return client;
  }

  /** The same client calling another address of the gateway: one replica of a cluster's gateway. */
  at(baseUrl: string): GatewayClient {
    const client = this.withToken(this.token);
    (client as { baseUrl: string }).baseUrl = baseUrl;
    return client;
  }

  async request<T = unknown>(method: string, path: string, body: Body = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      'X-App-Version': '0.1.0',
      'X-Forwarded-For': this.ip,
      ...body.headers,
    };
    if (this.appKey) headers['X-App-Key'] = this.appKey;
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    let payload: string | FormData | undefined;
    if (body.form) {
      headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    } else if (body.multipart) {
      payload = new FormData();
      for (const [key, value] of Object.entries(body.multipart)) payload.append(key, value);
    } else if (body.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      payload = typeof body.json === 'string' ? body.json : JSON.stringify(body.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload ?? null });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, body: Body = {}) {
    return this.request<T>('POST', path, body);
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const answer = await this.request<{
      data?: T;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    }>('POST', '/graphql', { json: { query, variables }, headers });
    return answer;
  }
}
