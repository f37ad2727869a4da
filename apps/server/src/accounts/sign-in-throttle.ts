/**
 * Password spraying and distributed guessing: the per-route limit (10 a minute per address and
 * identifier) stops one address hammering one account, but not one address trying a password on many
 * accounts, nor many addresses sharing out the guesses at one account. So failed sign-ins are counted
 * twice, per client address across every account and per account across every address; either over its
 * budget refuses further tries for a while (429 with retryAfter), right password or not. Successes cost
 * nothing. rate-limiter-flexible keeps the counters: in memory for one server, in Redis when several share
 * it (REDIS_URL), so a guesser gains nothing by spreading tries over servers. While Redis is away each
 * server counts in memory (the library's insurance limiter) rather than stop counting.
 */
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../lib/app-error';

const WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins one client address may make in the window, over all accounts. */
export const FAILURES_PER_ADDRESS = 30;
/** Failed sign-ins one account may receive in the window, from all addresses together. */
export const FAILURES_PER_ACCOUNT = 10;

export type SignInThrottle = {
  /** Refuses (429) when the address or the account has used up its failures. */
  check(address: string, account: string): Promise<void>;
  recordFailure(address: string, account: string): Promise<void>;
};

function refused(retryAfterMs: number): AppError {
  return new AppError('TOO_MANY_SIGN_IN_FAILURES', undefined, {
    retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

/** A counter of `points` per window: in Redis under `redisPrefix` when given, else in memory. */
function failureCounter(name: string, points: number, redis?: Redis, redisPrefix = ''): RateLimiterAbstract {
  const options = { keyPrefix: `signin-${name}`, points, duration: WINDOW_SECONDS };
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `${redisPrefix}signin-${name}`,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

export function createSignInThrottle(
  enabled: boolean,
  shared?: { redis: Redis; prefix: string },
): SignInThrottle {
  if (!enabled) return { check: async () => undefined, recordFailure: async () => undefined };
  const byAddress = failureCounter('address', FAILURES_PER_ADDRESS, shared?.redis, shared?.prefix);
  const byAccount = failureCounter('account', FAILURES_PER_ACCOUNT, shared?.redis, shared?.prefix);
  const limits = [
    { limiter: byAddress, points: FAILURES_PER_ADDRESS, key: (address: string) => address },
    { limiter: byAccount, points: FAILURES_PER_ACCOUNT, key: (_: string, account: string) => account },
  ];
  return {
    async check(address, account) {
      for (const { limiter, points, key } of limits) {
        const used = await limiter.get(key(address, account));
        if (used && used.consumedPoints >= points) throw refused(used.msBeforeNext);
      }
    },
    async recordFailure(address, account) {
      for (const { limiter, key } of limits) {
        // Over the budget already: the refusal comes from check on the next try.
        await limiter.consume(key(address, account)).catch((over: unknown) => {
          if (!(over instanceof RateLimiterRes)) throw over;
        });
      }
    },
  };
}
