import { PasswordHasher, type Argon2Parameters } from '@vh/identity/testing';
import { localSecrets } from './secrets';

/**
 * Password hashes as identity makes them on the local and test stacks (their pepper), optionally under
 * other argon2 parameters: tests/integration/passwordRehash.test.ts stores an older, cheaper hash.
 */
export function localPasswordHasher(parameters?: Argon2Parameters): PasswordHasher {
  return new PasswordHasher(localSecrets().passwordPepper, parameters);
}
