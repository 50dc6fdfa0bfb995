import { AppError } from '@vh/kit/stateless';

/** A document outside the trusted set, sent by a caller that may only use trusted documents. */
export class OperationNotAllowedError extends AppError {
  constructor() {
    super(400, 'PERSISTED_QUERY_NOT_ALLOWED', 'This operation is not allowed');
  }
}
