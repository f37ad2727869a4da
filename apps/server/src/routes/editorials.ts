/**
 * A problem's editorial (docs/product.md#editorials): read by admins, by those who solved the problem and
 * by those who unlocked it for tokens; locked for everyone else while a contest that holds it runs.
 */
import { editorialResponseSchema, problemParamsSchema } from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readEditorial, unlockEditorial } from '../editorials/editorial-access';
import { currentUser } from '../http/current-user';
import { editorialUnlockRateLimit } from './rate-limits';

export const editorialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  // Open to guests, so they learn whether there is an editorial (404) or a contest holds it, before the
  // sign-in they need to read it (401).
  app.get(
    '/problem/:id/editorial',
    { schema: { params: problemParamsSchema, response: { 200: editorialResponseSchema } } },
    async (request) => ({
      editorial: await readEditorial(db, request.params.id, request.user, app.ctx.now()),
    }),
  );

  app.post(
    '/problem/:id/editorial/unlock',
    {
      preValidation: app.requireUser,
      config: editorialUnlockRateLimit(app.ctx.config),
      schema: { params: problemParamsSchema, response: { 200: editorialResponseSchema } },
    },
    async (request) => unlockEditorial(db, request.params.id, currentUser(request), app.ctx.now()),
  );
};
