/**
 * The judge workers' internal API, on only when JUDGE_WORKER_TOKEN is set: a worker loads a job's
 * request by id and hands the result back. Workers prove themselves with the shared token.
 */
import type { judgeRequestSchema, judgeResultSchema } from '@codeconquer/contracts';
import {
  judgeJobFailureBodySchema,
  judgeJobParamsSchema,
  judgeJobRequestResponseSchema,
  judgeJobResultBodySchema,
  messageResponseSchema,
} from '@codeconquer/contracts';
import { sameSecret, type JudgeRequest, type JudgeResult } from '@codeconquer/judge';
import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { findJudgeJob } from '../judging/judge-jobs';

// The wire shapes are the judge's own, exactly: an optional field the schema lacks (which zod would strip
// on the way to a worker, as validator arguments once were) stops this compiling too.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : never;
const requestsAgree: Same<z.infer<typeof judgeRequestSchema>, JudgeRequest> = true;
const resultsAgree: Same<z.infer<typeof judgeResultSchema>, JudgeResult> = true;
void [requestsAgree, resultsAgree];

export const judgeWorkerRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, { token }) => {
  const { handler } = app.ctx.judge;
  const requireWorker = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), token))
      throw new AppError('UNAUTHENTICATED');
  };
  // Runs after the params are validated: every route here names a job by id.
  const requireKnownJob = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (!(await findJudgeJob(app.ctx.db, id))) throw new AppError('NOT_FOUND');
  };

  app.get(
    '/internal/judge-jobs/:id',
    {
      preValidation: requireWorker,
      preHandler: requireKnownJob,
      schema: { params: judgeJobParamsSchema, response: { 200: judgeJobRequestResponseSchema } },
    },
    async (request) => {
      const judgeRequest = await handler.load(request.params.id);
      return { request: judgeRequest };
    },
  );

  app.put(
    '/internal/judge-jobs/:id/result',
    {
      preValidation: requireWorker,
      preHandler: requireKnownJob,
      schema: {
        params: judgeJobParamsSchema,
        body: judgeJobResultBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await handler.save(request.params.id, request.body.result);
      return { message: 'Result stored.' };
    },
  );

  app.put(
    '/internal/judge-jobs/:id/failure',
    {
      preValidation: requireWorker,
      preHandler: requireKnownJob,
      schema: {
        params: judgeJobParamsSchema,
        body: judgeJobFailureBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { reason, final } = request.body;
      if (final) await handler.fail(request.params.id, reason);
      else await handler.note?.(request.params.id, reason);
      return { message: 'Failure stored.' };
    },
  );
};
