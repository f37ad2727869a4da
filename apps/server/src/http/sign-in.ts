/** Starts a session for a user who just proved who they are: bearer token in the body, httpOnly cookie. */
import type { User } from '@codeconquer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './app-context';
import { ownUserView } from '../accounts/user-view';
import { createSession, setSessionCookie, type UserRow } from '../accounts/sessions';

export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<{ token: string; user: User }> {
  const userAgent = request.headers['user-agent'];
  const token = await createSession(ctx, user.id, { userAgent, ip: request.ip });
  setSessionCookie(ctx, reply, token);
  return { token, user: await ownUserView(ctx.db, user) };
}
