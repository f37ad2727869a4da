/**
 * Discussion moderation, under /api/admin/discussions (behind the admin guard of routes/admin.ts): the
 * open reports, hiding and restoring posts, locking threads, dismissing reports. Banning is the users
 * page's (PATCH /api/admin/users/{id}). Each action is audited (discussions/moderation.ts).
 */
import {
  discussionReportsResponseSchema,
  hidePostBodySchema,
  lockThreadBodySchema,
  messageResponseSchema,
  postParamsSchema,
  reportParamsSchema,
  threadParamsSchema,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/current-user';
import { dismissReport, openReports, setPostHidden, setThreadLocked } from '../discussions/moderation';

export const adminDiscussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now, notifier } = app.ctx;
  const admin = (request: Parameters<typeof currentUser>[0]) => ({
    id: currentUser(request).id,
    role: 'admin' as const,
  });

  app.get(
    '/reports',
    { schema: { response: { 200: discussionReportsResponseSchema } } },
    async (request) => ({
      reports: await openReports(db, admin(request)),
    }),
  );

  app.put(
    '/posts/:postId/hidden',
    {
      schema: {
        params: postParamsSchema,
        body: hidePostBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { hidden } = request.body;
      const { notified } = await setPostHidden(db, request.params.postId, hidden, admin(request), now());
      notifier.pushed(notified);
      return { message: hidden ? 'The post is hidden.' : 'The post is shown again.' };
    },
  );

  app.put(
    '/threads/:threadId/locked',
    {
      schema: {
        params: threadParamsSchema,
        body: lockThreadBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { locked } = request.body;
      const { notified } = await setThreadLocked(db, request.params.threadId, locked, admin(request), now());
      notifier.pushed(notified);
      return { message: locked ? 'The thread is locked.' : 'The thread is open again.' };
    },
  );

  app.post(
    '/reports/:reportId/dismiss',
    { schema: { params: reportParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await dismissReport(db, request.params.reportId, admin(request), now());
      return { message: 'The report is dismissed.' };
    },
  );
};
