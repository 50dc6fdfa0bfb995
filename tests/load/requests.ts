/** Requests as the game client sends them through the gateway's REST facade, and verdicts on answers. */
import { randomUUID } from 'node:crypto';
import { anonymousHeaders, excerpt, formBody, gatewayHeaders } from '@vh/scripts/load/client';
import type { PreparedRequest, Session, Verdict } from '@vh/scripts/load/session';

/** A signed-in GET. */
export function get(session: Session, path: string): PreparedRequest {
  return {
    url: `${session.targets.gatewayUrl}${path}`,
    init: { headers: gatewayHeaders(session.player, session.targets.appKey) },
  };
}

/** A signed-in DELETE. */
export function del(session: Session, path: string): PreparedRequest {
  return {
    url: `${session.targets.gatewayUrl}${path}`,
    init: { method: 'DELETE', headers: gatewayHeaders(session.player, session.targets.appKey) },
  };
}

/** A form POST, signed in unless `anonymous`; writes carry a fresh Idempotency-Key as the client's do. */
export function postForm(
  session: Session,
  path: string,
  form: Record<string, string | number>,
  options: { anonymous?: boolean; idempotent?: boolean } = {},
): PreparedRequest {
  const { player, targets } = session;
  const headers = options.anonymous
    ? anonymousHeaders(player.ip, targets.appKey)
    : gatewayHeaders(player, targets.appKey);
  return {
    url: `${targets.gatewayUrl}${path}`,
    init: {
      method: 'POST',
      headers: options.idempotent ? { ...headers, 'Idempotency-Key': randomUUID() } : headers,
      body: formBody(form),
    },
  };
}

/** A 200 with JSON that `check` accepts (null), or why not. */
export function json<T>(check: (data: T) => string | null = () => null): Verdict {
  return (status, body) => {
    if (status !== 200) return `HTTP ${status}`;
    let data: T;
    try {
      data = JSON.parse(body) as T;
    } catch {
      return `not JSON: ${excerpt(body)}`;
    }
    return check(data);
  };
}

/** A list answer (array), optionally not empty. */
export const list = (options: { nonEmpty?: boolean } = {}) =>
  json<unknown>((data) => {
    if (!Array.isArray(data)) return `not a list: ${excerpt(JSON.stringify(data))}`;
    return options.nonEmpty && data.length === 0 ? 'empty list' : null;
  });

/** An action answer ({ success, message }) that succeeded. */
export const succeeded = json<{ success?: boolean; message?: string }>((data) =>
  data.success ? null : `refused: ${data.message ?? excerpt(JSON.stringify(data))}`,
);
