import { ServerError } from '@apollo/client/errors';
import { GENERIC_FAILURE, failureMessage } from '../../api/errors';

/** The profile's messages of spec 001 section 8. */
export interface Outcome {
  text: string;
  failed: boolean;
}

export const CHANGED: Outcome = { text: 'Successful Changed', failed: false };

export function failed(reason: string): Outcome {
  return { text: ` Failed: ${reason}`, failed: true };
}

/** A refused change reads the server's message; a broken call its HTTP status text, else the generic text. */
export function outcomeOf(answer: { success: boolean; message: string } | undefined): Outcome {
  if (answer?.success) return CHANGED;
  return failed(answer?.message || GENERIC_FAILURE);
}

/** Like outcomeOf, but a success shows the server's message too: it says what happens next. */
export function outcomeSaying(answer: { success: boolean; message: string } | undefined): Outcome {
  return answer?.success ? { text: answer.message, failed: false } : outcomeOf(answer);
}

export function outcomeOfError(error: unknown): Outcome {
  if (ServerError.is(error)) return failed(error.response.statusText || GENERIC_FAILURE);
  return failed(failureMessage(error));
}
