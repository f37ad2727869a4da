/**
 * Resolves the caller from `Authorization: Bearer <token>` or the session cookie. Routes opt in with
 * `preHandler: app.requireUser` (401 without a live session) or read `request.user` (null for guests).
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
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.anonymous) return;
    const token = tokenFrom(request);
    if (!token) return;
    const user = await findUserByToken(app.ctx, token);
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED');
  });
});
