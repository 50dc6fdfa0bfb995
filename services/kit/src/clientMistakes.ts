import { AppError, BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from './errors';

/**
 * PostgreSQL refusals that only a value sent by a client can cause (SQLSTATE class 22 "data
 * exception" and the index row limit): the net under the edge checks, so such a value answers 400
 * wherever it slips through instead of a 500.
 */
const REFUSED_VALUES: Record<string, string> = {
  '22021': 'Text must not contain NUL characters or invalid UTF-8',
  '22P05': 'Text must not contain NUL characters',
  '22P02': 'A value has the wrong format',
  '22003': 'A number is out of range',
  '22001': 'A value is too long',
  '54000': 'A value is too long',
};

/** The request-body errors of body-parser (http-errors) and multer. */
interface ParserError {
  name?: string;
  code?: string;
  status?: number;
  type?: string;
  message?: string;
}

const TOO_LARGE_MULTER_CODES = new Set(['LIMIT_FILE_SIZE', 'LIMIT_FIELD_VALUE', 'LIMIT_FIELD_KEY']);

function fromParser(error: ParserError): AppError | undefined {
  if (error.name === 'MulterError') {
    return error.code && TOO_LARGE_MULTER_CODES.has(error.code)
      ? new PayloadTooLargeError('A part of the form is too large')
      : new BadRequestError(`Malformed form: ${error.message ?? 'unreadable'}`);
  }
  if (typeof error.status !== 'number' || error.status >= 500 || error.status < 400) return undefined;
  if (error.status === 413) return new PayloadTooLargeError('The request body is too large');
  if (error.status === 415) return new UnsupportedMediaTypeError('The body has an unsupported encoding');
  return new BadRequestError('Malformed request body');
}

/**
 * The client's mistake behind an error, as the AppError to answer with; undefined for anything else
 * (a fault of ours, answered with a logged 500).
 */
export function clientMistakeOf(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  return databaseRefusalOf(error) ?? fromParser(error as ParserError);
}

/** A PostgreSQL error (pg's DatabaseError: SQLSTATE code and severity) refusing a client's value. */
export function databaseRefusalOf(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null || !('severity' in error)) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && REFUSED_VALUES[code]
    ? new BadRequestError(REFUSED_VALUES[code])
    : undefined;
}

/**
 * What a body parser refused is always the client's mistake: a busboy "Boundary not found" or an
 * unexpected end of form carries no status, so it becomes a 400 here rather than a 500 later.
 */
export function bodyParserMistake(error: unknown): AppError {
  return clientMistakeOf(error) ?? new BadRequestError('Malformed request body');
}
