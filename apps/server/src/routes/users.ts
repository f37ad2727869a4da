/**
 * Profiles: anyone may read one (the e-mail only for its owner and admins); the owner or an admin may edit
 * it. Guarded routes check the session in preValidation so a guest gets 401 before any body error.
 */
import {
  changePasswordBodySchema,
  messageResponseSchema,
  updateUserBodySchema,
  userIdParamsSchema,
  userResponseSchema,
  usernameParamsSchema,
  type UserResponse,
} from '@codeconquer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonBody } from '../http/json-body';
import { currentUser } from '../http/current-user';
import { AppError } from '../lib/app-error';
import { changePassword } from '../accounts/change-password';
import { updateProfile } from '../accounts/profile';
import { loadManagedUser } from '../accounts/profile-access';
import {
  findProfileUser,
  publicProfileBody,
  seesPrivateFields,
  type ProfileKey,
} from '../accounts/profile-views';
import { userSeenBy, userView } from '../accounts/user-view';
import { profileStatsBody } from '../leaderboard/profile-stats';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Profiles as the public sees them are served from bytes serialised once (accounts/profile-views.ts),
  // typed with the contracts' UserResponse; their owner and admins get theirs (with the e-mail) built.
  const sendProfile = async (request: FastifyRequest, reply: FastifyReply, key: ProfileKey) => {
    if (!seesPrivateFields(request.user, key))
      return sendJsonBody(request, reply, await publicProfileBody(app.ctx, key));
    const subject = await findProfileUser(app.ctx, key);
    const answer: UserResponse = { user: await userSeenBy(app.ctx.db, request.user, subject) };
    return reply.send(answer);
  };

  app.get('/users/:id', { schema: { params: userIdParamsSchema } }, (request, reply) =>
    sendProfile(request, reply, { id: request.params.id }),
  );

  app.get('/users/by-username/:username', { schema: { params: usernameParamsSchema } }, (request, reply) =>
    sendProfile(request, reply, { username: request.params.username }),
  );

  app.get(
    '/users/by-username/:username/stats',
    { schema: { params: usernameParamsSchema } },
    async (request, reply) =>
      sendJsonBody(request, reply, await profileStatsBody(app.ctx, request.params.username)),
  );

  app.put(
    '/users/:id',
    {
      preValidation: app.requireUser,
      schema: {
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const target = await loadManagedUser(app.ctx, viewer, request.params.id);
      const user = await updateProfile(app.ctx, target, request.body);
      return { user: await userView(app.ctx.db, user, { includePrivate: true }) };
    },
  );

  app.put(
    '/users/:id/change-password',
    {
      preValidation: app.requireUser,
      schema: {
        params: userIdParamsSchema,
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      // Only the owner: it needs the current password, which nobody else (admins included) should know.
      if (viewer.id !== request.params.id) throw new AppError('FORBIDDEN');
      await changePassword(app.ctx, viewer, request.sessionToken, request.body);
      return { message: 'Password changed successfully!' };
    },
  );
};
