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
  type SubmissionProgressEvent,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/current-user';
import { AppError } from '../lib/app-error';
import {
  createSubmission,
  getOwnSubmission,
  listOwnSubmissions,
  solvedProblemIds,
  submissionStats,
} from '../submissions/submission-service';
import { judgeRateLimits } from './rate-limits';

/** Keeps proxies from closing a quiet stream while a long queue is ahead of the submission. */
const HEARTBEAT_MS = 15_000;

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
      const user = currentUser(request);
      if (judge.unavailableReason) throw new AppError('JUDGE_UNAVAILABLE');
      const row = await createSubmission(db, user.id, request.body);
      // Stored first, queued second: if queuing fails, the start-up sweep queues it again.
      await judge
        .enqueue(row.id)
        .catch((error: unknown) => request.log.error({ err: error }, 'enqueue failed'));
      const submission = await getOwnSubmission(db, user.id, row.id);
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

      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) => {
        if (!out.writableEnded) out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      let finished = false;
      // Never rejects: a database error here must not become an unhandled rejection (it would end the
      // process). The client falls back to polling when the stream ends without `done`.
      const finish = async () => {
        if (finished) return;
        finished = true;
        try {
          send('done', { submission: await getOwnSubmission(db, userId, id) });
        } catch (error) {
          request.log.error({ err: error }, 'submission stream: reading the verdict failed');
        } finally {
          stop();
        }
      };
      const unsubscribe = judge.subscribe((event) => {
        if (event.jobId !== id) return;
        if (event.type === 'progress') {
          const { testIndex, totalTests, result } = event.progress;
          const progress: SubmissionProgressEvent = {
            testIndex,
            totalTests,
            verdict: result.verdict,
            executionTime: result.cpuMs,
            memoryUsage: result.memoryMb,
          };
          send('progress', progress);
        } else {
          // Completed, or given up on (the submission then holds its Judge Error): either way, final.
          void finish();
        }
      });
      const heartbeat = setInterval(() => {
        if (!out.writableEnded) out.write(': keep-alive\n\n');
      }, HEARTBEAT_MS);
      function stop() {
        clearInterval(heartbeat);
        unsubscribe();
        if (!out.writableEnded) out.end();
      }
      request.raw.on('close', stop);
      // Judged before we subscribed? Then there is nothing left to stream.
      try {
        const current = await getOwnSubmission(db, userId, id);
        if (current.status !== 'Pending') await finish();
      } catch (error) {
        request.log.error({ err: error }, 'submission stream: reading the submission failed');
        stop();
      }
    },
  );
};
