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
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/current-user';
import { AppError } from '../lib/app-error';
import { changePassword } from '../accounts/change-password';
import { getUserByIdOrThrow, getUserByUsernameOrThrow, updateProfile } from '../accounts/profile';
import { loadManagedUser } from '../accounts/profile-access';
import { toUserView, userSeenBy } from '../accounts/user-view';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    { schema: { params: userIdParamsSchema, response: { 200: userResponseSchema } } },
    async (request) => {
      return { user: userSeenBy(request.user, await getUserByIdOrThrow(app.ctx, request.params.id)) };
    },
  );

  app.get(
    '/users/by-username/:username',
    { schema: { params: usernameParamsSchema, response: { 200: userResponseSchema } } },
    async (request) => {
      const user = await getUserByUsernameOrThrow(app.ctx, request.params.username);
      return { user: userSeenBy(request.user, user) };
    },
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
      return { user: toUserView(user, { includeEmail: true }) };
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
