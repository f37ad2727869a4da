/**
 * Submissions (signed-in users, their own only). POST stores a pending submission and queues it; the
 * verdict comes from the judge, whatever the client says. GET /submission/:id/events streams the
 * judging live (Server-Sent Events): a `progress` event per judged test, then `done` with the submission.
 */
import {
  createSubmissionBodySchema,
  listSubmissionsQuerySchema,
  listSubmissionsResponseSchema,
  solvedProblemsResponseSchema,
  submissionParamsSchema,
  submissionResponseSchema,
  submissionStatsResponseSchema,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/current-user';
import { openEventStream } from '../http/event-stream';
import { followSubmission } from '../submissions/follow-submission';
import {
  getOwnSubmission,
  listOwnSubmissions,
  solvedProblemIds,
  submissionStats,
  submitSolution,
} from '../submissions/submission-service';
import { judgeRateLimits } from './rate-limits';

export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, judge, config } = app.ctx;

  app.post(
    '/submission',
    {
      preValidation: app.requireUser,
      config: judgeRateLimits.submit(config),
      schema: { body: createSubmissionBodySchema, response: { 202: submissionResponseSchema } },
    },
    async (request, reply) => {
      const submission = await submitSolution({ db, judge }, currentUser(request).id, request.body, (error) =>
        request.log.error({ err: error }, 'enqueue failed'),
      );
      return reply.code(202).send({ submission });
    },
  );

  app.get(
    '/submission',
    {
      preValidation: app.requireUser,
      schema: { querystring: listSubmissionsQuerySchema, response: { 200: listSubmissionsResponseSchema } },
    },
    async (request) => listOwnSubmissions(db, currentUser(request).id, request.query),
  );

  app.get(
    '/submission/solved',
    { preValidation: app.requireUser, schema: { response: { 200: solvedProblemsResponseSchema } } },
    async (request) => ({ solvedProblemIds: await solvedProblemIds(db, currentUser(request).id) }),
  );

  app.get(
    '/submission/stats',
    { preValidation: app.requireUser, schema: { response: { 200: submissionStatsResponseSchema } } },
    async (request) => submissionStats(db, currentUser(request).id),
  );

  app.get(
    '/submission/:id',
    {
      preValidation: app.requireUser,
      schema: { params: submissionParamsSchema, response: { 200: submissionResponseSchema } },
    },
    async (request) => ({
      submission: await getOwnSubmission(db, currentUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/submission/:id/events',
    { preValidation: app.requireUser, schema: { params: submissionParamsSchema } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { id } = request.params;
      await getOwnSubmission(db, userId, id); // 404 before the stream starts

      const stream = openEventStream(request, reply);
      const stop = followSubmission(
        { db, judge },
        userId,
        id,
        {
          progress: (event) => stream.send('progress', event),
          done: (submission) => {
            if (submission) stream.send('done', { submission });
            stream.close();
          },
        },
        (error, what) => request.log.error({ err: error }, `submission stream: ${what}`),
      );
      stream.onClose(stop);
    },
  );
};
