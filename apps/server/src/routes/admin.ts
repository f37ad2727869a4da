/**
 * The admin API, mounted at /api/admin (docs/product.md#admin). Every route of this plugin is behind one
 * guard, run before anything is validated: guests get 401, users who are not admins 403.
 */
import {
  adminOverviewSchema,
  adminUserParamsSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  listSubmissionsQuerySchema,
  markdownPreviewBodySchema,
  markdownPreviewResponseSchema,
  listSubmissionsResponseSchema,
  patchAdminUserBodySchema,
  siteSettingsResponseSchema,
  siteSettingsSchema,
  statementPreviewBodySchema,
  statementPreviewResponseSchema,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/current-user';
import { changeUserAsAdmin, getUserForAdmin, searchUsers } from '../admin/admin-users';
import { listAudit } from '../admin/audit-log';
import { adminOverview } from '../admin/overview';
import { updateSettings } from '../admin/admin-settings';
import { loadSettings } from '../settings/site-settings';
import { renderOffThread } from '../rendering/render-pool';
import { renderStatement } from '../problems/statement-html';
import { previewRateLimit } from './rate-limits';
import { adminProblemRoutes } from './admin-problems';
import { adminContestRoutes } from './admin-contests';
import { adminDiscussionRoutes } from './admin-discussions';
import { listOwnSubmissions } from '../submissions/submission-service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireAdmin);
  await app.register(adminProblemRoutes, { prefix: '/problems' });
  await app.register(adminContestRoutes, { prefix: '/contests' });
  await app.register(adminDiscussionRoutes, { prefix: '/discussions' });

  app.get(
    '/users',
    { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } } },
    async (request) => searchUsers(app.ctx, request.query),
  );

  app.get(
    '/users/:id',
    { schema: { params: adminUserParamsSchema, response: { 200: adminUserResponseSchema } } },
    async (request) => ({ user: await getUserForAdmin(app.ctx, request.params.id) }),
  );

  app.get(
    '/users/:id/submissions',
    {
      schema: {
        params: adminUserParamsSchema,
        querystring: listSubmissionsQuerySchema,
        response: { 200: listSubmissionsResponseSchema },
      },
    },
    async (request) => {
      await getUserForAdmin(app.ctx, request.params.id);
      return listOwnSubmissions(app.ctx.db, request.params.id, request.query);
    },
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        params: adminUserParamsSchema,
        body: patchAdminUserBodySchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      user: await changeUserAsAdmin(app.ctx, currentUser(request), request.params.id, request.body),
    }),
  );

  app.get('/overview', { schema: { response: { 200: adminOverviewSchema } } }, async () =>
    adminOverview({
      db: app.ctx.db,
      judge: app.ctx.judge,
      redis: Boolean(app.ctx.config.redisUrl),
      now: app.ctx.now(),
    }),
  );

  app.get('/settings', { schema: { response: { 200: siteSettingsResponseSchema } } }, async () => ({
    settings: await loadSettings(app.ctx.db),
  }));

  app.put(
    '/settings',
    { schema: { body: siteSettingsSchema, response: { 200: siteSettingsResponseSchema } } },
    async (request) => ({ settings: await updateSettings(app.ctx, currentUser(request), request.body) }),
  );

  app.get(
    '/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } } },
    async (request) => listAudit(app.ctx.db, request.query),
  );

  // The panel's preview of what it is writing, rendered by the one renderer readers' copies come from.
  app.post(
    '/markdown/preview',
    {
      config: previewRateLimit(app.ctx.config),
      schema: { body: markdownPreviewBodySchema, response: { 200: markdownPreviewResponseSchema } },
    },
    async (request) => ({ html: (await renderOffThread(request.body.body)).html }),
  );

  // The statement editor's preview: its blocks through the renderer that stores readers' copies.
  app.post(
    '/statement/preview',
    {
      config: previewRateLimit(app.ctx.config),
      schema: { body: statementPreviewBodySchema, response: { 200: statementPreviewResponseSchema } },
    },
    async (request) => {
      const { content } = request.body;
      if (content.length === 0) return { statement: [] };
      return { statement: (await renderStatement({ content, description: '', explanations: [] })).blocks };
    },
  );
};
