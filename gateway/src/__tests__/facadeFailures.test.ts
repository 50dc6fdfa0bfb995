import { failureOf } from '../rest/facade';

describe('REST facade failures', () => {
  it('passes on the message of a 503, which tells the client to retry', () => {
    expect(
      failureOf({
        message: 'The game is briefly unavailable. Please try again in a moment.',
        extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 },
      }),
    ).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The game is briefly unavailable. Please try again in a moment.',
    });
  });

  it('keeps other server errors generic', () => {
    expect(
      failureOf({ message: 'relation "x" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
    ).toEqual({ status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
  });
});
