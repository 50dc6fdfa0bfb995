/**
 * Every API call goes through apiRoute: bearer token check, PayPal-Request-Id replay, PayPal-shaped errors.
 * Handlers are synchronous over the in-memory store, so no two requests interleave inside one.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Logger } from '@vh/kit';
import type { SandboxContext } from '../context';
import { ApiError, authenticationFailure } from '../errors';
import type { StoredAnswer } from '../store';

export interface Answer {
  status: number;
  body?: unknown;
}

type ApiHandler = (request: Request) => Answer;

/** The client id of a valid bearer token. */
function authenticate(context: SandboxContext, request: Request): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.header('authorization') ?? '');
  const token = match?.[1] && context.store.tokens.get(match[1]);
  if (!token || token.expiresAt <= context.now().getTime()) throw authenticationFailure();
  return token.clientId;
}

/**
 * Repeats are keyed per client, call and request id, so one id reused on two different calls cannot
 * answer the wrong one.
 */
function replayKey(clientId: string, request: Request): string | undefined {
  const requestId = request.header('paypal-request-id');
  if (request.method !== 'POST' || !requestId) return undefined;
  return `${clientId} POST ${request.originalUrl} ${requestId}`;
}

const serialize = (answer: Answer): StoredAnswer =>
  answer.body === undefined
    ? { status: answer.status }
    : { status: answer.status, body: JSON.stringify(answer.body) };

function send(response: Response, answer: StoredAnswer): void {
  response.status(answer.status);
  if (answer.body === undefined) response.end();
  else response.type('application/json').send(answer.body);
}

export function apiRoute(context: SandboxContext, handler: ApiHandler): RequestHandler {
  return (request, response) => {
    let answer: StoredAnswer;
    try {
      const clientId = authenticate(context, request);
      const key = replayKey(clientId, request);
      const earlier = key ? context.store.answers.get(key) : undefined;
      if (earlier) {
        answer = earlier;
      } else {
        answer = serialize(handler(request));
        // Only successes are kept: a refused call changed nothing, so repeating it is a fresh attempt.
        if (key && answer.status < 300) context.store.answers.set(key, answer);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answer = serialize({ status: error.status, body: error.body });
    }
    send(response, answer);
  };
}

/** Unknown API paths answer like unknown ids, in PayPal's shape. */
export const apiNotFound: RequestHandler = (request, response) => {
  const path = request.originalUrl.split('?')[0] ?? '';
  const error = new ApiError(404, 'RESOURCE_NOT_FOUND', [
    {
      field: path,
      location: 'path',
      issue: 'INVALID_URI',
      description: `${request.method} ${path} is not part of the sandbox's API.`,
    },
  ]);
  response.status(404).json(error.body);
};

/** Body parser failures are the caller's: 400 MALFORMED_REQUEST_JSON. Anything else is a sandbox bug. */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: Error & { status?: number; type?: string }, _request, response, _next) => {
    if (error.status && error.status < 500) {
      const body = new ApiError(400, 'INVALID_REQUEST', [
        {
          issue: error.type === 'entity.parse.failed' ? 'MALFORMED_REQUEST_JSON' : 'INVALID_REQUEST_BODY',
          description: error.message,
        },
      ]).body;
      response.status(400).json(body);
      return;
    }
    logger.error({ err: error }, 'unexpected sandbox error');
    response.status(500).json(new ApiError(500, 'INTERNAL_SERVER_ERROR').body);
  };
}
