/// <reference types="jest" />
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { GENERIC_FAILURE } from '../../../api/errors';
import { CHANGED, failed, outcomeOf, outcomeOfError, outcomeSaying } from '../changeOutcome';

function serverError(status: number, statusText: string): ServerError {
  return new ServerError('Response not successful', {
    response: new Response('oops', { status, statusText }),
    bodyText: 'oops',
  });
}

describe('failed', () => {
  it('writes the spec’s failure text, leading space included', () => {
    expect(failed('Wrong password')).toEqual({ text: ' Failed: Wrong password', failed: true });
  });
});

describe('outcomeSaying', () => {
  it("shows a success in the server's words, and a refusal like outcomeOf", () => {
    expect(outcomeSaying({ success: true, message: 'We have sent you a mail' })).toEqual({
      text: 'We have sent you a mail',
      failed: false,
    });
    expect(outcomeSaying({ success: false, message: 'Nope' })).toEqual(failed('Nope'));
    expect(outcomeSaying(undefined)).toEqual(failed(GENERIC_FAILURE));
  });
});

describe('outcomeOf', () => {
  it('reports success in the spec’s words', () => {
    expect(outcomeOf({ success: true, message: 'ignored' })).toBe(CHANGED);
    expect(CHANGED).toEqual({ text: 'Successful Changed', failed: false });
  });

  it('reads a refusal’s message', () => {
    expect(outcomeOf({ success: false, message: 'Email already taken' })).toEqual({
      text: ' Failed: Email already taken',
      failed: true,
    });
  });

  it('falls back to the generic text without a message or an answer', () => {
    expect(outcomeOf({ success: false, message: '' })).toEqual(failed(GENERIC_FAILURE));
    expect(outcomeOf(undefined)).toEqual(failed(GENERIC_FAILURE));
  });
});

describe('outcomeOfError', () => {
  it('reads a broken call’s HTTP status text', () => {
    expect(outcomeOfError(serverError(503, 'Service Unavailable'))).toEqual(failed('Service Unavailable'));
  });

  it('uses the generic text for an HTTP failure without status text', () => {
    expect(outcomeOfError(serverError(500, ''))).toEqual(failed(GENERIC_FAILURE));
  });

  it('reads the first GraphQL error’s message', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Password too short' }, { message: 'second' }],
    });
    expect(outcomeOfError(error)).toEqual(failed('Password too short'));
  });

  it('uses the generic text for anything else', () => {
    expect(outcomeOfError(new Error('socket hang up'))).toEqual(failed(GENERIC_FAILURE));
    expect(outcomeOfError(new CombinedGraphQLErrors({ data: null, errors: [] }))).toEqual(
      failed(GENERIC_FAILURE),
    );
    expect(outcomeOfError('nope')).toEqual(failed(GENERIC_FAILURE));
    expect(outcomeOfError(undefined)).toEqual(failed(GENERIC_FAILURE));
  });
});
