/** Profile photo upload (multipart field `image`) and removal, by the owner or an admin. */
import { userIdParamsSchema, userResponseSchema } from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/current-user';
import { readImageUpload } from '../http/image-upload';
import { loadManagedUser } from '../accounts/profile-access';
import { removeProfilePhoto, saveProfilePhoto } from '../accounts/profile-photo';
import { userView } from '../accounts/user-view';

export const userPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:id/upload-photo',
    {
      preValidation: app.requireUser,
      schema: { params: userIdParamsSchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      const target = await loadManagedUser(app.ctx, currentUser(request), request.params.id);
      const bytes = await readImageUpload(request, 'image');
      const user = await saveProfilePhoto(app.ctx, target, bytes);
      return { user: await userView(app.ctx.db, user, { includePrivate: true }) };
    },
  );

  app.delete(
    '/users/:id/photo',
    {
      preValidation: app.requireUser,
      schema: { params: userIdParamsSchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      const target = await loadManagedUser(app.ctx, currentUser(request), request.params.id);
      const user = await removeProfilePhoto(app.ctx, target);
      return { user: await userView(app.ctx.db, user, { includePrivate: true }) };
    },
  );
};
