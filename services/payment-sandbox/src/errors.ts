/** PayPal's error shape: {name, message, debug_id, details: [{field?, location?, issue, description}]}. */
import type { z } from 'zod';
import { newId } from './ids';

interface IssueDetail {
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'query' | 'header';
  issue: string;
  description: string;
}

const MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE: 'Authentication failed: the bearer token is missing, unknown or expired.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  INTERNAL_SERVER_ERROR: 'An internal server error has occurred.',
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly details: IssueDetail[] = [],
  ) {
    super(MESSAGES[errorName] ?? errorName);
  }

  get body() {
    return { name: this.errorName, message: this.message, debug_id: newId.debug(), details: this.details };
  }
}

export const authenticationFailure = () => new ApiError(401, 'AUTHENTICATION_FAILURE');

const invalidRequest = (details: IssueDetail[]) => new ApiError(400, 'INVALID_REQUEST', details);

export const unprocessable = (issue: string, description: string) =>
  new ApiError(422, 'UNPROCESSABLE_ENTITY', [{ issue, description }]);

export const notFound = (field: string, value: string, location: IssueDetail['location'] = 'path') =>
  new ApiError(404, 'RESOURCE_NOT_FOUND', [
    { field, value, location, issue: 'INVALID_RESOURCE_ID', description: `No resource has the id ${value}.` },
  ]);

/** Looks an id up or answers 404 naming the field that carried it. */
export function mustFind<T>(
  map: Map<string, T>,
  id: string,
  field: string,
  location?: IssueDetail['location'],
): T {
  const found = map.get(id);
  if (found === undefined) throw notFound(field, id, location);
  return found;
}

/** Validates a request part; a failure names every offending field as a JSON pointer. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  location: 'body' | 'query' = 'body',
): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw invalidRequest(
    result.error.issues.map((issue) => ({
      field: `/${issue.path.map(String).join('/')}`,
      location,
      issue:
        issue.code === 'invalid_type' && issue.input === undefined
          ? 'MISSING_REQUIRED_PARAMETER'
          : 'INVALID_PARAMETER_VALUE',
      description: issue.message,
    })),
  );
}
