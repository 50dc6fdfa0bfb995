import type { Knex } from 'knex';
import type { IdentityEnv } from './environment';
import type { PasswordHasher } from './infrastructure/passwordHasher';
import type { RateLimits } from './infrastructure/rateLimits';
import type { TokenIssuer } from './infrastructure/tokenIssuer';
import type { AccountTokenRepository } from './repositories/accountTokenRepository';
import type { UserRepository } from './repositories/userRepository';

/** Everything the use cases need, built once in index.ts. */
export interface IdentityDeps {
  env: IdentityEnv;
  db: Knex;
  users: UserRepository;
  accountTokens: AccountTokenRepository;
  hasher: PasswordHasher;
  issuer: TokenIssuer;
  limits: RateLimits;
  now: () => Date;
}

/** Who is asking, as the gateway forwarded it. */
export interface Caller {
  viewer: import('@vh/kit').Viewer | null;
  requestId: string;
  clientIp: string;
}
