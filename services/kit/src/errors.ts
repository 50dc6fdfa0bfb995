/**
 * The one error taxonomy of the project. Each error carries the HTTP status the REST facade answers
 * with, an UPPER_SNAKE code for clients, and a message safe to show to the player.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(400, 'BAD_REQUEST', message, details);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(422, 'VALIDATION_FAILED', message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, 'UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, 'FORBIDDEN', message);
  }
}

/** An admin session that has not passed the second factor asked for an admin operation. */
export class SecondFactorRequiredError extends AppError {
  constructor() {
    super(
      403,
      'SECOND_FACTOR_REQUIRED',
      'Admin operations need the second factor: sign in with the code from your authenticator app',
    );
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(409, 'CONFLICT', message, details);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message, { retryAfterSeconds });
  }
}

/** A dependency needed to answer is down; the client may retry shortly. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, 'SERVICE_UNAVAILABLE', message);
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(readonly allowed: string[]) {
    super(405, 'METHOD_NOT_ALLOWED', `This path answers only ${allowed.join(', ')}`, { allowed });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'PAYLOAD_TOO_LARGE', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message);
  }
}

/** Status for the standard GraphQL/Apollo codes that do not come from an AppError. */
const STATUS_BY_CODE: Record<string, number> = {
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  SECOND_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export function statusForCode(code: string | undefined): number {
  return (code && STATUS_BY_CODE[code]) || 500;
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';
