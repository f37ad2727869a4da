/**
 * HTTP Basic authentication, for API clients that sign in with every request instead of holding a session
 * (the ICPC tools read the Contest API this way). The credentials are checked by the password sign-in
 * (accounts/password-sign-in.ts): the same constant work for unknown accounts, the same failure throttle
 * per address and per account, the same refusal of banned accounts; no session is made. A verified header
 * is remembered for a minute (by its HMAC, never the password), so a client polling every few seconds does
 * not pay an argon2 verification per request; a changed password, role or ban is seen at once, because the
 * account is read again on every request.
 */
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { checkPasswordSignIn } from '../accounts/password-sign-in';
import type { UserRow } from '../accounts/sessions';
import type { SignInThrottle } from '../accounts/sign-in-throttle';
import { findUserById } from '../accounts/user-lookup';
import type { ServiceContext } from '../core/service-context';
import { AppError } from '../lib/app-error';
import { hmac } from '../lib/secrets';

const REMEMBER_MS = 60_000;

type Verified = { userId: string; passwordHash: string | null };

/** The identifier and password of an `Authorization: Basic …` header; null without one. */
export function basicCredentials(request: FastifyRequest): { identifier: string; password: string } | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new AppError('INVALID_CREDENTIALS');
  return { identifier: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Resolves the account of a request's Basic credentials (null without any); wrong ones are a 401. */
export function createBasicAuth(
  ctx: ServiceContext,
  throttle: SignInThrottle,
): (request: FastifyRequest) => Promise<UserRow | null> {
  const verified = new LRUCache<string, Verified>({ max: 1000, ttl: REMEMBER_MS });
  return async (request) => {
    const credentials = basicCredentials(request);
    if (!credentials) return null;
    const key = hmac(ctx.appSecret, `${credentials.identifier}\u0000${credentials.password}`);
    const remembered = verified.get(key);
    if (remembered) {
      const user = await findUserById(ctx, remembered.userId);
      if (user && !user.bannedAt && user.passwordHash === remembered.passwordHash) return user;
      verified.delete(key);
    }
    const user = await checkPasswordSignIn(ctx, { ...credentials, address: request.ip }, throttle);
    verified.set(key, { userId: user.id, passwordHash: user.passwordHash });
    return user;
  };
}
