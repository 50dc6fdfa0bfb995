import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { bodyParserMistake, clientMistakeOf } from './clientMistakes';
import { AppError, INTERNAL_ERROR_MESSAGE } from './errors';
import { unavailabilityOf } from './unavailability';

/** A refusal as every process answers it over HTTP: `{ success: false, code, message }`. */
export interface HttpFailure {
  status: number;
  code: string;
  message: string;
  retryAfterSeconds?: number;
  /** A 405's Allow header. */
  allow?: string[];
}

export const INTERNAL_FAILURE: HttpFailure = {
  status: 500,
  code: 'INTERNAL_SERVER_ERROR',
  message: INTERNAL_ERROR_MESSAGE,
};

export function failureOfAppError(error: AppError): HttpFailure {
  const details = error.details as { retryAfterSeconds?: unknown; allowed?: unknown } | undefined;
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    ...(typeof details?.retryAfterSeconds === 'number'
      ? { retryAfterSeconds: details.retryAfterSeconds }
      : {}),
    ...(Array.isArray(details?.allowed) ? { allow: details.allowed as string[] } : {}),
  };
}

/** Writes a refusal; `asText` for the documented text answers (the message alone). */
export function sendFailure(res: Response, failure: HttpFailure, asText = false): void {
  if (failure.retryAfterSeconds) res.setHeader('Retry-After', String(failure.retryAfterSeconds));
  if (failure.allow) res.setHeader('Allow', failure.allow.join(', '));
  res.status(failure.status);
  if (asText) res.type('text/plain').send(failure.message);
  else res.json({ success: false, code: failure.code, message: failure.message });
}

/**
 * Answers any error: a client's mistake with its 4xx and message, an outage with 503, anything else
 * with a logged 500 that shows nothing of the internals (Express's own handler would print the stack
 * outside production).
 */
export function sendError(res: Response, error: unknown, logger: Logger, asText = false): void {
  const mistake = clientMistakeOf(error);
  // A dependency restarting (PostgreSQL, Redis) is no bug of ours: 503, and the caller retries.
  const outage = mistake ? undefined : unavailabilityOf(error);
  if (outage) {
    logger.warn({ err: error }, 'a dependency is unavailable');
    sendFailure(res, failureOfAppError(outage), asText);
    return;
  }
  if (!mistake) logger.error({ err: error }, 'request failed');
  else if (!(error instanceof AppError)) logger.warn({ err: error }, 'refused a malformed request');
  sendFailure(res, mistake ? failureOfAppError(mistake) : INTERNAL_FAILURE, asText);
}

/** The last error handler of every express app. */
export function httpErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    // Too late to answer: express ends the connection.
    if (res.headersSent) return next(error);
    sendError(res, error, logger);
  };
}

/** Runs a body parser; whatever it refuses reaches the error handler as the client's mistake. */
export function parseBodyWith(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    void parser(req, res, (error?: unknown) => (error ? next(bodyParserMistake(error)) : next()));
  };
}
