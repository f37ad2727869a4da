/**
 * Google sign-in (docs/product.md#google-sign-in). /auth/google sends the browser to the provider with state,
 * nonce and PKCE kept in a signed cookie; /auth/google/callback checks the answer, finds or creates the
 * account and hands the sign-in to the SPA: no session yet, but a one-time code (accounts/sign-in-handoff.ts)
 * in a 60-second cookie that only the SPA's /auth/callback page can read, which exchanges it by
 * POST /auth/handoff. The address never carries a token or a code. Every failure is a redirect with an
 * `error` code, never a JSON body.
 */
import { EMAIL_MAX_LENGTH, HANDOFF_TTL_SECONDS } from '@codeconquer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOrCreateGoogleUser, GoogleAccountConflict } from '../accounts/google/google-account';
import { createGoogleOidcClient, type PendingSignIn } from '../accounts/google/oidc-client';
import { issueHandoff } from '../accounts/sign-in-handoff';
import { AppError } from '../lib/app-error';
import { accountRateLimits } from './rate-limits';

export const GOOGLE_STATE_COOKIE = 'google_oidc';
const STATE_COOKIE_PATH = '/api/auth/google';
const STATE_TTL_SECONDS = 10 * 60;
/** The one-time code of a finished sign-in, readable by the SPA page the callback redirects to, and only there. */
export const HANDOFF_COOKIE = 'auth_handoff';
const HANDOFF_COOKIE_PATH = '/auth/callback';

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
      reply.setCookie(HANDOFF_COOKIE, await issueHandoff(ctx, user.id), {
        path: HANDOFF_COOKIE_PATH,
        httpOnly: false,
        sameSite: 'lax',
        secure,
        maxAge: HANDOFF_TTL_SECONDS,
      });
      return reply.redirect('/auth/callback', 302);
    },
  );
};
