import { ConflictError } from '@vh/kit';

/** Turns a lost race on the unique name/e-mail indexes into the same 409 the pre-check gives. */
export async function conflictOnUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const pgError = error as { code?: string; constraint?: string };
    if (pgError.code !== '23505') throw error;
    throw new ConflictError(
      pgError.constraint === 'users_email_lower_idx'
        ? 'This email address is already registered'
        : 'This username is already taken',
    );
  }
}
