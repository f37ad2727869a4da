/**
 * Google sign-in (docs/product.md#google-sign-in). /auth/google sends the browser to the provider with state,
 * nonce and PKCE kept in a signed cookie; /auth/google/callback checks the answer, finds or creates the
 * account and hands the session to the SPA through two short-lived readable cookies, then redirects to
 * /auth/callback. Every failure is a redirect with an `error` code, never a JSON body.
 */
import { EMAIL_MAX_LENGTH } from '@codeconquer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOrCreateGoogleUser, GoogleAccountConflict } from '../accounts/google/google-account';
import { createGoogleOidcClient, type PendingSignIn } from '../accounts/google/oidc-client';
import { createSession, setSessionCookie } from '../accounts/sessions';
import { AppError } from '../lib/app-error';
import { accountRateLimits } from './rate-limits';

export const GOOGLE_STATE_COOKIE = 'google_oidc';
const STATE_COOKIE_PATH = '/api/auth/google';
const STATE_TTL_SECONDS = 10 * 60;
export const AUTH_TOKEN_COOKIE = 'auth_token';
export const AUTH_COMPLETED_COOKIE = 'auth_completed';
const HANDOFF_TTL_SECONDS = 120;

/** The `error` values the SPA's /auth/callback and /login pages receive. */
export type GoogleSignInError =
  | 'google_not_configured'
  | 'google_unavailable'
  | 'invalid_state'
  | 'google_failed'
  | 'email_not_verified'
  | 'account_banned'
  | 'registration_closed';

function callbackError(reply: FastifyReply, error: GoogleSignInError) {
  return reply.redirect(`/auth/callback?error=${error}`, 302);
}

function readPending(request: FastifyRequest): PendingSignIn | null {
  const raw = request.cookies[GOOGLE_STATE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed: unknown = JSON.parse(unsigned.value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { state, nonce, verifier } = parsed as Record<string, unknown>;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') return null;
    return { state, nonce, verifier };
  } catch {
    return null;
  }
}

export const googleAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const { config } = ctx;
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  const client = config.google ? createGoogleOidcClient(config.google, redirectUri) : undefined;
  const secure = config.publicUrl.startsWith('https://');

  const clearState = (reply: FastifyReply) =>
    reply.clearCookie(GOOGLE_STATE_COOKIE, {
      path: STATE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });

  app.get('/auth/google', { config: accountRateLimits.googleSignIn(config) }, async (request, reply) => {
    if (!client) return reply.redirect('/login?error=google_not_configured', 302);
    let started;
    try {
      started = await client.startSignIn();
    } catch (error) {
      request.log.warn({ err: error }, 'Google OpenID discovery failed');
      return callbackError(reply, 'google_unavailable');
    }
    reply.setCookie(GOOGLE_STATE_COOKIE, JSON.stringify(started.pending), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: STATE_COOKIE_PATH,
      maxAge: STATE_TTL_SECONDS,
    });
    return reply.redirect(started.authorizationUrl.href, 302);
  });

  app.get(
    '/auth/google/callback',
    { config: accountRateLimits.googleSignIn(config) },
    async (request, reply) => {
      if (!client) return reply.redirect('/login?error=google_not_configured', 302);
      const pending = readPending(request);
      // The state cookie is single-use: it goes whatever the outcome.
      clearState(reply);
      if (!pending) return callbackError(reply, 'invalid_state');

      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      let claims;
      try {
        claims = await client.finishSignIn(new URL(`${redirectUri}${query}`), pending);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in was not completed');
        return callbackError(reply, 'google_failed');
      }
      const { email } = claims;
      if (!email || email.length > EMAIL_MAX_LENGTH || !email.includes('@') || email.includes('\0'))
        return callbackError(reply, 'google_failed');
      if (!claims.emailVerified) return callbackError(reply, 'email_not_verified');

      let user;
      try {
        user = await findOrCreateGoogleUser(ctx, { sub: claims.sub, email, name: claims.name });
      } catch (error) {
        if (error instanceof AppError && error.code === 'REGISTRATION_CLOSED')
          return callbackError(reply, 'registration_closed');
        if (!(error instanceof GoogleAccountConflict)) throw error;
        request.log.warn({ err: error }, 'Google identity conflicts with an existing account');
        return callbackError(reply, 'google_failed');
      }

      if (user.bannedAt) return callbackError(reply, 'account_banned');
      const token = await createSession(ctx, user.id, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      setSessionCookie(ctx, reply, token);
      // Readable by the SPA, which moves the token to storage and clears both.
      const handoff = {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure,
        maxAge: HANDOFF_TTL_SECONDS,
      } as const;
      reply.setCookie(AUTH_TOKEN_COOKIE, token, handoff);
      reply.setCookie(AUTH_COMPLETED_COOKIE, 'true', handoff);
      return reply.redirect('/auth/callback', 302);
    },
  );
};
