/**
 * Submissions (signed-in users, their own only). POST stores a pending submission and queues it; the
 * verdict comes from the judge, whatever the client says. GET /submission/:id/events streams the
 * judging live (Server-Sent Events): a `progress` event per judged test, then `done` with the submission.
 */
import {
  counterexampleResponseSchema,
  createSubmissionBodySchema,
  listSubmissionsQuerySchema,
  submissionParamsSchema,
  submissionResponseSchema,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/current-user';
import { openEventStream } from '../http/event-stream';
import { sendJsonBody } from '../http/json-body';
import { getCounterexample, requestCounterexample } from '../counterexamples/counterexample-service';
import { followSubmission } from '../submissions/follow-submission';
import { getOwnSubmission, submitSolution } from '../submissions/submission-service';
import { ownSubmissionsBody, solvedProblemsBody, submissionStatsBody } from '../submissions/submission-views';
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
      const submission = await submitSolution(
        { db, judge, boards: app.ctx.boards, now: app.ctx.now },
        currentUser(request),
        request.body,
        (error) => request.log.error({ err: error }, 'enqueue failed'),
      );
      return reply.code(202).send({ submission });
    },
  );

  // The user's own reads are served from bytes serialised once (submissions/submission-views.ts); their
  // shapes are the contracts' (the views are typed with them, and tests parse the answers).
  app.get(
    '/submission',
    { preValidation: app.requireUser, schema: { querystring: listSubmissionsQuerySchema } },
    async (request, reply) =>
      sendJsonBody(
        request,
        reply,
        await ownSubmissionsBody(db, currentUser(request).id, request.query),
        'private',
      ),
  );

  app.get('/submission/solved', { preValidation: app.requireUser }, async (request, reply) =>
    sendJsonBody(request, reply, await solvedProblemsBody(db, currentUser(request).id), 'private'),
  );

  app.get('/submission/stats', { preValidation: app.requireUser }, async (request, reply) =>
    sendJsonBody(request, reply, await submissionStatsBody(db, currentUser(request).id), 'private'),
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

  // "Find a small failing test" (docs/counterexamples.md): POST looks (charging tokens, refunded when
  // nothing is found) and answers within 45 s, or `searching`; GET reads the latest search as it stands.
  app.post(
    '/submission/:id/counterexample',
    {
      preValidation: app.requireUser,
      config: judgeRateLimits.counterexample(config),
      schema: { params: submissionParamsSchema, response: { 200: counterexampleResponseSchema } },
    },
    async (request) =>
      requestCounterexample({ db, judge, now: app.ctx.now }, currentUser(request).id, request.params.id),
  );

  app.get(
    '/submission/:id/counterexample',
    {
      preValidation: app.requireUser,
      schema: { params: submissionParamsSchema, response: { 200: counterexampleResponseSchema } },
    },
    async (request) => getCounterexample(db, currentUser(request).id, request.params.id),
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
