import { TooManyRequestsError, type Redis } from '@vh/kit';
import { delayAfter, type LoginDelayPolicy } from '../domain/loginDelays';
import { describeWait } from '../domain/waitText';

/** Whose attempts are counted: a known device of the account, or the account for unknown clients. */
export type LoginGate = { kind: 'device'; deviceId: string } | { kind: 'account'; name: string };

/**
 * Checks the gate and counts the attempt in one step, so parallel guesses cannot slip through
 * together. ARGV: now, the delays by attempts counted (ms, JSON), the key's lifetime. Answers 0 when the attempt may go ahead, else the milliseconds still to wait.
 */
const ATTEMPT_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local delays = cjson.decode(ARGV[2])
local wait = last + delays[math.min(count + 1, #delays)] - tonumber(ARGV[1])
if wait > 0 then return wait end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 0
`;

/**
 * Login throttling that cannot lock the owner out (OWASP): attempts from unknown clients share a
 * per-account budget with progressive delays; a device that logged in before has its own budget, so
 * guesses made elsewhere never delay it. Per-address limits are RateLimits' job.
 */
export class LoginThrottle {
  /** Each gate's delays in milliseconds by attempts counted, as JSON for the script (its last repeats). */
  private readonly delays: Record<LoginGate['kind'], string>;

  constructor(
    private readonly redis: Redis,
    private readonly policies: Record<LoginGate['kind'], LoginDelayPolicy>,
    private readonly now: () => number = Date.now,
  ) {
    this.delays = { account: delayTable(policies.account), device: delayTable(policies.device) };
  }

  /** Counts an attempt through the gate, or throws 429 saying how long to wait. */
  async attempt(gate: LoginGate): Promise<void> {
    const policy = this.policies[gate.kind];
    const ttlMs = (policy.forgetAfterSeconds + policy.maxDelaySeconds) * 1000;
    const wait = Number(
      await this.redis.eval(ATTEMPT_SCRIPT, 1, keyOf(gate), this.now(), this.delays[gate.kind], ttlMs),
    );
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new TooManyRequestsError(
        `Too many failed logins for this account. Please try again in ${describeWait(seconds)}.`,
        seconds,
      );
    }
  }

  /** A successful login forgets the gate's attempts. */
  async succeeded(gate: LoginGate): Promise<void> {
    await this.redis.del(keyOf(gate));
  }
}

function delayTable(policy: LoginDelayPolicy): string {
  const table: number[] = [];
  for (let attempts = 0; table.at(-1) !== policy.maxDelaySeconds * 1000; attempts++) {
    table.push(delayAfter(attempts, policy) * 1000);
  }
  return JSON.stringify(table);
}

function keyOf(gate: LoginGate): string {
  return gate.kind === 'device'
    ? `rl:identity:login-device:${gate.deviceId}`
    : `rl:identity:login-account:${gate.name.toLowerCase()}`;
}
