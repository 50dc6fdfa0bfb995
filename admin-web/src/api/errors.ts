import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The server's own message of a failed call (the first GraphQL error, or a refused HTTP answer's
 * body), so a notification says what the server said rather than a generic failure.
 */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  if (ServerError.is(error)) return serverErrorText(error);
  if (error instanceof Error && error.message) return error.message;
  return 'The server did not answer';
}

function serverErrorText(error: ServerError): string {
  try {
    const body = JSON.parse(error.bodyText) as { message?: unknown; errors?: { message?: unknown }[] };
    const message = body.errors?.[0]?.message ?? body.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: fall through to the status.
  }
  return `${error.statusCode}: ${error.message}`;
}

/**
 * The field a refusal names (the content service's 422 says `details.field`, e.g. 'loot[2].amountMax'),
 * as a form path ('loot.2.amountMax'), or undefined.
 */
export function serverField(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const details = error.errors[0]?.extensions?.details as { field?: unknown } | undefined;
  return typeof details?.field === 'string' ? details.field.replace(/\[(\d+)\]/g, '.$1') : undefined;
}
