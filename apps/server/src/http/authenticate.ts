/**
 * Resolves the caller from `Authorization: Bearer <token>` or the session cookie. Routes opt in with
 * `preValidation: app.requireUser` (401 without a live session), `app.requireAdmin` (401 for guests, 403
 * for users), or read `request.user` (null for guests).
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { SESSION_COOKIE, findUserByToken, type UserRow } from '../accounts/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
    /** 401 for guests, 403 for users who are not admins. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
  }
  interface FastifyContextConfig {
    /**
     * The route answers everyone alike (the problem list): the caller is not looked up, which spares a
     * session query on the hottest reads. `request.user` stays null there.
     */
    anonymous?: boolean;
  }
}

function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (match?.[1]) return match[1];
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && cookie.length > 0 ? cookie : null;
}

export const authenticate = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  const signIn = (request: FastifyRequest, token: string, user: UserRow | null) => {
    if (!user) return;
    request.user = user;
    request.sessionToken = token;
  };
  // A callback hook, not an async one: a session kept in memory (the usual case) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config?.anonymous) return done();
    const token = tokenFrom(request);
    if (!token) return done();
    const found = findUserByToken(app.ctx, token);
    if (!(found instanceof Promise)) {
      signIn(request, token, found);
      return done();
    }
    found.then((user) => {
      signIn(request, token, user);
      done();
    }, done);
  });
  app.decorate(
    'requireUser',
    (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      done(request.user ? undefined : new AppError('UNAUTHENTICATED'));
    },
  );
  app.decorate(
    'requireAdmin',
    (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      if (!request.user) return done(new AppError('UNAUTHENTICATED'));
      done(request.user.role === 'admin' ? undefined : new AppError('FORBIDDEN'));
    },
  );
});
