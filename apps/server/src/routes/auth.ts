/** Password accounts: sign-up, sign-in, the current session, sign-out, and which providers exist. */
import {
  authProvidersResponseSchema,
  handoffBodySchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  sessionResponseSchema,
  userResponseSchema,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/current-user';
import { clearSessionCookie, revokeSession } from '../accounts/sessions';
import { startSession } from '../http/sign-in';
import { checkPasswordSignIn } from '../accounts/password-sign-in';
import { registerUser } from '../accounts/registration';
import { exchangeHandoff } from '../accounts/sign-in-handoff';
import { createSignInThrottle } from '../accounts/sign-in-throttle';
import { ownUserView } from '../accounts/user-view';
import { accountRateLimits, sharedCounters } from './rate-limits';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const throttle = createSignInThrottle(config.rateLimits, sharedCounters(app.ctx));

  app.post(
    '/auth/register',
    {
      config: accountRateLimits.register(config),
      schema: { body: registerBodySchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => {
      const registration = await registerUser(app.ctx, request.log, request.body);
      return reply.status(201).send({
        message: 'Almost there: we sent a 6-digit code to your email. Enter it to create your account.',
        ...registration,
      });
    },
  );

  app.post(
    '/auth/login',
    {
      config: accountRateLimits.login(config),
      schema: { body: loginBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const user = await checkPasswordSignIn(app.ctx, { ...request.body, address: request.ip }, throttle);
      return startSession(app.ctx, request, reply, user);
    },
  );

  // A sign-in handed over by a redirect (Google's callback): its one-time code for a session.
  app.post(
    '/auth/handoff',
    {
      config: accountRateLimits.handoff(config),
      schema: { body: handoffBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { code, switchAccount = false } = request.body;
      const user = await exchangeHandoff(app.ctx, code, request, switchAccount);
      return startSession(app.ctx, request, reply, user);
    },
  );

  app.get(
    '/auth/verify',
    { preValidation: app.requireUser, schema: { response: { 200: userResponseSchema } } },
    async (request) => ({ user: await ownUserView(app.ctx.db, currentUser(request)) }),
  );

  // Signing out is always allowed: a guest or an expired session just gets the cookie cleared.
  app.post(
    '/auth/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(app.ctx, request.sessionToken);
      clearSessionCookie(reply);
      return { message: 'Logged out successfully.' };
    },
  );

  app.get('/auth/providers', { schema: { response: { 200: authProvidersResponseSchema } } }, async () => ({
    google: Boolean(config.google),
  }));
};
