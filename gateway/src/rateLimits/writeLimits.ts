import { TooManyRequestsError, type Redis } from '@vh/kit/stateless';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Both limits count in windows of a minute, each starting at a key's first write. */
export const WRITE_WINDOW_SECONDS = 60;

/** RATE_LIMIT_WRITES_PER_IP_PER_MINUTE and RATE_LIMIT_WRITES_PER_ACCOUNT_PER_MINUTE. */
export interface WriteLimitSettings {
  perIpPerMinute: number;
  perAccountPerMinute: number;
}

/** The policies' names in the RateLimit and RateLimit-Policy headers. */
export type WritePolicyName = 'writes-per-ip' | 'writes-per-account';

/** What one policy says of a write: its quota, what is left of it, when its window starts again. */
export interface PolicyState {
  name: WritePolicyName;
  quota: number;
  remaining: number;
  /** Seconds until the window starts again (at least 1). */
  resetSeconds: number;
  exceeded: boolean;
}

/** The answer to one write: the headers it carries, and the 429 when a limit was used up. */
export interface WriteCheck {
  states: PolicyState[];
  headers: Record<string, string>;
  refusal: TooManyRequestsError | null;
}

/** Who writes: the client address (Express's req.ip, behind TRUST_PROXY) and the signed-in account. */
export interface Writer {
  ip: string;
  accountId: string | null;
}

interface Policy {
  name: WritePolicyName;
  quota: number;
  limiter: RateLimiterAbstract;
  /** Whose writes the refusal speaks of. */
  who: string;
}

const waitText = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

/**
 * The RateLimit-Policy and RateLimit fields of the IETF draft "RateLimit header fields for HTTP"
 * (draft-ietf-httpapi-ratelimit-headers, structured-field lists since draft 08): each policy by name
 * with its quota `q` and window `w`, and what is left of it `r` with the seconds `t` until it resets.
 */
export function rateLimitHeaders(states: readonly PolicyState[]): Record<string, string> {
  return {
    'RateLimit-Policy': states
      .map((state) => `"${state.name}";q=${state.quota};w=${WRITE_WINDOW_SECONDS}`)
      .join(', '),
    RateLimit: states
      .map((state) => `"${state.name}";r=${state.remaining};t=${state.resetSeconds}`)
      .join(', '),
  };
}

/**
 * The gateway's limits of writes, per client address and per signed-in account, counted in Redis so
 * every replica shares them (rate-limiter-flexible, as identity's limits). While Redis cannot be
 * reached each replica counts in its own memory instead (the library's insurance limiter): the
 * limits then hold per replica, and writes never fail for want of a counter.
 */
export class WriteLimits {
  private readonly ip: Policy;
  private readonly account: Policy;

  private constructor(
    settings: WriteLimitSettings,
    limiter: (policy: WritePolicyName, quota: number) => RateLimiterAbstract,
  ) {
    this.ip = {
      name: 'writes-per-ip',
      quota: settings.perIpPerMinute,
      limiter: limiter('writes-per-ip', settings.perIpPerMinute),
      who: 'your address',
    };
    this.account = {
      name: 'writes-per-account',
      quota: settings.perAccountPerMinute,
      limiter: limiter('writes-per-account', settings.perAccountPerMinute),
      who: 'your account',
    };
  }

  /** Counters in Redis, shared by the replicas (keys rl:gateway:<policy>:<address or account id>). */
  static inRedis(redis: Redis, settings: WriteLimitSettings): WriteLimits {
    return new WriteLimits(
      settings,
      (policy, quota) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `rl:gateway:${policy}`,
          points: quota,
          duration: WRITE_WINDOW_SECONDS,
          // A Redis that is not connected is not waited for: the memory counter answers at once.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ points: quota, duration: WRITE_WINDOW_SECONDS }),
        }),
    );
  }

  /** Counters in this process's memory (tests). */
  static inMemory(settings: WriteLimitSettings): WriteLimits {
    return new WriteLimits(
      settings,
      (policy, quota) =>
        new RateLimiterMemory({ keyPrefix: policy, points: quota, duration: WRITE_WINDOW_SECONDS }),
    );
  }

  /**
   * Counts one write against the address and, when signed in, the account (both at once, so a
   * refused write still counts: a flood of refused writes is a flood too). Refused when either
   * quota is used up, with the longer wait.
   */
  async check(writer: Writer): Promise<WriteCheck> {
    const policies: [Policy, string][] = [[this.ip, writer.ip]];
    if (writer.accountId) policies.push([this.account, writer.accountId]);
    const states = await Promise.all(policies.map(([policy, key]) => consume(policy, key)));
    const headers = rateLimitHeaders(states);
    const exceeded = states.filter((state) => state.exceeded);
    if (exceeded.length === 0) return { states, headers, refusal: null };
    const longest = exceeded.reduce((a, b) => (b.resetSeconds > a.resetSeconds ? b : a));
    const policy = longest.name === this.ip.name ? this.ip : this.account;
    const refusal = new TooManyRequestsError(
      `Too many changes from ${policy.who} in a minute (at most ${policy.quota}). ` +
        `Please try again in ${waitText(longest.resetSeconds)}.`,
      longest.resetSeconds,
    );
    return { states, headers: { ...headers, 'Retry-After': String(longest.resetSeconds) }, refusal };
  }
}

async function consume(policy: Policy, key: string): Promise<PolicyState> {
  let result: RateLimiterRes;
  let exceeded = false;
  try {
    result = await policy.limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    result = rejection;
    exceeded = true;
  }
  return {
    name: policy.name,
    quota: policy.quota,
    remaining: Math.max(0, result.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
    exceeded,
  };
}
