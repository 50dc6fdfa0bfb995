import { GraphQLError } from 'graphql';
import pino from 'pino';
import { ConflictError, NotFoundError, TooManyRequestsError, statusForCode } from '../errors';
import { createErrorFormatter } from '../graphqlErrors';

const format = createErrorFormatter(pino({ level: 'silent' }));

describe('error formatting', () => {
  it('keeps the message of an AppError and carries code and status', () => {
    const formatted = format(
      { message: 'x', path: ['me'] },
      new GraphQLError('x', { originalError: new ConflictError('Taken'), path: ['me'] }),
    );
    expect(formatted).toEqual({
      message: 'Taken',
      path: ['me'],
      extensions: { code: 'CONFLICT', status: 409 },
    });
  });

  it('carries details such as the retry delay of a rate limit', () => {
    const formatted = format({ message: 'x' }, new TooManyRequestsError('Slow down.', 30));
    expect(formatted.extensions).toEqual({
      code: 'TOO_MANY_REQUESTS',
      status: 429,
      details: { retryAfterSeconds: 30 },
    });
  });

  it('hides unexpected errors behind a generic message', () => {
    const formatted = format(
      { message: 'relation "users" does not exist' },
      new Error('relation "users" does not exist'),
    );
    expect(formatted).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    });
  });

  it('keeps GraphQL validation errors, which are the client’s', () => {
    const formatted = format(
      { message: 'Cannot query field "x"', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      new GraphQLError('Cannot query field "x"'),
    );
    expect(formatted.message).toBe('Cannot query field "x"');
  });

  it('maps codes to HTTP statuses', () => {
    expect(statusForCode('UNAUTHENTICATED')).toBe(401);
    expect(statusForCode('BAD_USER_INPUT')).toBe(400);
    expect(statusForCode(new NotFoundError('x').code)).toBe(404);
    expect(statusForCode('SOMETHING_ELSE')).toBe(500);
    expect(statusForCode(undefined)).toBe(500);
  });
});
