/**
 * /api/admin/contests (docs/contests.md#admin). Registered inside the admin plugin, so its guard (401 to
 * guests, 403 to users) runs before anything here.
 */
import {
  adminContestListResponseSchema,
  adminContestResponseSchema,
  announcementBodySchema,
  answerClarificationBodySchema,
  clarificationParamsSchema,
  clarificationResponseSchema,
  clarificationsResponseSchema,
  contestParamsSchema,
  contestRejudgeResponseSchema,
  createContestBodySchema,
  updateContestBodySchema,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announceInContest,
  answerContestClarification,
  createContest,
  deleteContest,
  getAdminContest,
  listAdminContests,
  rejudgeContest,
  unfreezeContest,
  updateContest,
} from '../admin/admin-contests';
import { listClarifications } from '../contests/clarifications';
import { currentUser } from '../http/current-user';

export const adminContestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, boards, ratings, notifier, now, judge } = app.ctx;
  const deps = { db, boards, ratings, notifier, now };

  app.get('/', { schema: { response: { 200: adminContestListResponseSchema } } }, async (request) => ({
    contests: await listAdminContests(deps, currentUser(request)),
  }));

  app.post(
    '/',
    { schema: { body: createContestBodySchema, response: { 201: adminContestResponseSchema } } },
    async (request, reply) =>
      reply.code(201).send({ contest: await createContest(deps, currentUser(request), request.body) }),
  );

  app.get(
    '/:id',
    { schema: { params: contestParamsSchema, response: { 200: adminContestResponseSchema } } },
    async (request) => ({ contest: await getAdminContest(deps, request.params.id, currentUser(request)) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        params: contestParamsSchema,
        body: updateContestBodySchema,
        response: { 200: adminContestResponseSchema },
      },
    },
    async (request) => ({
      contest: await updateContest(deps, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete('/:id', { schema: { params: contestParamsSchema } }, async (request, reply) => {
    await deleteContest(deps, currentUser(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/:id/unfreeze',
    { schema: { params: contestParamsSchema, response: { 200: adminContestResponseSchema } } },
    async (request) => ({ contest: await unfreezeContest(deps, currentUser(request), request.params.id) }),
  );

  app.post(
    '/:id/rejudge',
    { schema: { params: contestParamsSchema, response: { 200: contestRejudgeResponseSchema } } },
    async (request) =>
      rejudgeContest({ ...deps, judge }, currentUser(request), request.params.id, (error) =>
        request.log.error({ err: error }, 'enqueue failed'),
      ),
  );

  app.get(
    '/:id/clarifications',
    { schema: { params: contestParamsSchema, response: { 200: clarificationsResponseSchema } } },
    async (request) => ({
      clarifications: await listClarifications(db, request.params.id, currentUser(request)),
    }),
  );

  app.post(
    '/:id/clarifications/:clarificationId/answer',
    {
      schema: {
        params: clarificationParamsSchema,
        body: answerClarificationBodySchema,
        response: { 200: clarificationResponseSchema },
      },
    },
    async (request) => ({
      clarification: await answerContestClarification(
        deps,
        currentUser(request),
        { contestId: request.params.id, clarificationId: request.params.clarificationId },
        request.body,
      ),
    }),
  );

  app.post(
    '/:id/announcements',
    {
      schema: {
        params: contestParamsSchema,
        body: announcementBodySchema,
        response: { 201: clarificationResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        clarification: await announceInContest(deps, currentUser(request), request.params.id, request.body),
      }),
  );
};
