import type { Knex } from 'knex';
import type { Redis } from '@vh/kit';
import type { DeviceTokens } from './domain/deviceTokens';
import type { IdentityEnv } from './environment';
import type { LoginThrottle } from './infrastructure/loginThrottle';
import type { PasswordHasher } from './infrastructure/passwordHasher';
import type { RateLimits } from './infrastructure/rateLimits';
import type { SecondFactorKeys } from './infrastructure/secondFactorKeys';
import type { SessionAnnouncer } from './infrastructure/sessionAnnouncer';
import type { TokenIssuer } from './infrastructure/tokenIssuer';
import type { AccountTokenRepository } from './repositories/accountTokenRepository';
import type { SecondFactorRepository } from './repositories/secondFactorRepository';
import type { SanctionStates } from './sanctions/sanctionStates';
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
  loginThrottle: LoginThrottle;
  devices: DeviceTokens;
  secondFactors: SecondFactorRepository;
  secondFactorKeys: SecondFactorKeys;
  redis: Redis;
  sessions: SessionAnnouncer;
  sanctionStates: SanctionStates;
  now: () => Date;
}

/** Who is asking, as the gateway forwarded it. */
export interface Caller {
  viewer: import('@vh/kit').Viewer | null;
  requestId: string;
  clientIp: string;
}
