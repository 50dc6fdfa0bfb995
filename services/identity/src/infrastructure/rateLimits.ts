import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from '@vh/kit';
import { TooManyRequestsError } from '@vh/kit';
import type { IdentityEnv } from '../environment';
import { describeWait } from '../domain/waitText';

type LimitName =
  | 'registerPerIp'
  | 'loginPerIp'
  | 'passwordConfirmFailures'
  | 'secondFactorFailures'
  | 'mailsPerAccount'
  | 'dataExportsPerAccount';

/** Redis-backed counters shared by every replica; exceeding one answers 429 with a message. */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterRedis>;

  constructor(redis: Redis, env: IdentityEnv) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:identity:${keyPrefix}`, points, duration });
    this.limiters = {
      registerPerIp: limiter('register-ip', env.RATE_LIMIT_REGISTER_PER_IP_PER_HOUR, 3600),
      loginPerIp: limiter('login-ip', env.RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE, 60),
      passwordConfirmFailures: limiter('password-confirm', env.RATE_LIMIT_PASSWORD_CONFIRMATIONS, 15 * 60),
      secondFactorFailures: limiter('second-factor', env.RATE_LIMIT_SECOND_FACTOR_FAILURES, 15 * 60),
      mailsPerAccount: limiter('mail', env.RATE_LIMIT_MAILS_PER_ACCOUNT_PER_HOUR, 3600),
      dataExportsPerAccount: limiter('data-export', env.RATE_LIMIT_DATA_EXPORTS_PER_ACCOUNT_PER_HOUR, 3600),
    };
  }

  /** Counts one attempt; throws 429 when the limit is already used up. */
  async consume(name: LimitName, key: string, message: string): Promise<void> {
    try {
      await this.limiters[name].consume(key.toLowerCase());
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new TooManyRequestsError(`${message} Please try again in ${describeWait(seconds)}.`, seconds);
      }
      throw rejection;
    }
  }

  /** Throws 429 when the limit is used up, without counting (checked before work is done). */
  async check(name: LimitName, key: string, message: string): Promise<void> {
    const state = await this.limiters[name].get(key.toLowerCase());
    if (state && state.remainingPoints <= 0) {
      const seconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
      throw new TooManyRequestsError(`${message} Please try again in ${describeWait(seconds)}.`, seconds);
    }
  }

  async penalise(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].penalty(key.toLowerCase(), 1);
  }
}
