/**
 * Per-route request limits for the account calls (the plugin is registered with global:false in app.ts).
 * RATE_LIMITS=off turns them all off, for suites that sign in many times from one address.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { AppContext } from '../http/app-context';

const ONE_MINUTE_MS = 60_000;

/** Where counters shared by every server live (Redis, when configured): for the sign-in throttle. */
export function sharedCounters(ctx: AppContext) {
  return ctx.redis && { redis: ctx.redis, prefix: `${ctx.config.judgeQueuePrefix}:` };
}

type RouteLimit = { rateLimit: RateLimitOptions | false };

function perMinute(config: Config, max: number, extra: RateLimitOptions = {}): RouteLimit {
  return { rateLimit: config.rateLimits ? { max, timeWindow: ONE_MINUTE_MS, ...extra } : false };
}

/** The account being signed in to, read from the raw body (the limit runs before validation). */
function signInIdentifier(request: FastifyRequest): string {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null) return '';
  const { email, username } = body as { email?: unknown; username?: unknown };
  const identifier = typeof email === 'string' ? email : typeof username === 'string' ? username : '';
  return identifier.trim().toLowerCase().slice(0, 254);
}

export const accountRateLimits = {
  /** Per address and account: guessing one account's password is slow, other people still sign in. */
  login: (config: Config) =>
    perMinute(config, 10, {
      hook: 'preValidation',
      keyGenerator: (request) => `${request.ip}|${signInIdentifier(request)}`,
    }),
  register: (config: Config) => perMinute(config, 5),
  sendOtp: (config: Config) => perMinute(config, 5),
  verifyOtp: (config: Config) => perMinute(config, 10),
  resetPassword: (config: Config) => perMinute(config, 5),
  /** Each Google sign-in costs a provider round trip and a token exchange. */
  googleSignIn: (config: Config) => perMinute(config, 20),
  handoff: (config: Config) => perMinute(config, 20),
};

/** Per signed-in user (else per address): each call occupies a judge box. */
function perUserPerMinute(config: Config, max: number): RouteLimit {
  return perMinute(config, max, {
    hook: 'preHandler',
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  });
}

export const judgeRateLimits = {
  run: (config: Config) => perUserPerMinute(config, 30),
  submit: (config: Config) => perUserPerMinute(config, 20),
  counterexample: (config: Config) => perUserPerMinute(config, 10),
};

/** The editor saves as the user types (debounced): generous, but not unbounded. */
export const draftRateLimit = (config: Config) => perUserPerMinute(config, 120);

/**
 * The admin panel's previews render what is being written (each takes a render thread for milliseconds
 * to a second): the editor asks again after a pause in the typing, so this is far beyond a writer's pace.
 */
export const previewRateLimit = (config: Config) => perUserPerMinute(config, 60);

/** The compiler is open to guests: per user when signed in, per address otherwise. */
export const compilerRateLimit = (config: Config) => perUserPerMinute(config, 30);

/** Reviews and replies cost an LLM call or an analysis; hints cost tokens, so a few per minute suffice. */
export const aiRateLimits = {
  review: (config: Config) => perUserPerMinute(config, 20),
  hint: (config: Config) => perUserPerMinute(config, 20),
  chat: (config: Config) => perUserPerMinute(config, 30),
};

/** Contest calls that write: a few a minute is all a contestant needs. */
export const contestRateLimits = {
  register: (config: Config) => perUserPerMinute(config, 20),
  virtual: (config: Config) => perUserPerMinute(config, 5),
  ask: (config: Config) => perUserPerMinute(config, 10),
};

/** Team calls: joining is limited more, so invite codes cannot be tried in bulk. */
export const teamRateLimits = {
  write: (config: Config) => perUserPerMinute(config, 20),
  join: (config: Config) => perUserPerMinute(config, 10),
};

/**
 * Discussion calls, per user and minute: a burst guard only. What a user may post over minutes is the
 * site setting `discussionPostLimit`, counted in the database (discussions/posting.ts).
 */
export const discussionRateLimits = {
  write: (config: Config) => perUserPerMinute(config, 30),
  vote: (config: Config) => perUserPerMinute(config, 120),
};

/** Unlocking an editorial charges tokens, as a hint does: the same few a minute. */
export const editorialUnlockRateLimit = (config: Config) => perUserPerMinute(config, 20);
