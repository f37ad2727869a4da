/**
 * Problems: anyone may list and read them (hidden tests only for admins); signed-in users run code on
 * a problem's visible tests or on their own input. Runs go through the judge queue like everything else.
 */
import {
  draftParamsSchema,
  draftsResponseSchema,
  executeBodySchema,
  executeCustomBodySchema,
  executeCustomResponseSchema,
  executeResponseSchema,
  problemParamsSchema,
  saveDraftBodySchema,
  saveDraftResponseSchema,
} from '@codeconquer/contracts';
import { currentUser } from '../http/current-user';
import { listDrafts, saveDraft } from '../drafts/draft-service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asApiErrors } from '../judging/judge-errors';
import { judgeRequestFor } from '../problems/judge-request';
import {
  findProblemRow,
  getProblemFor,
  getProblemForAdmin,
  judgedProblemOf,
} from '../problems/problem-queries';
import { AppError } from '../lib/app-error';
import { problemListBody, publicProblemBody } from '../problems/problem-views';
import { sendJsonBody } from '../http/json-body';
import { defaultRunLimits, RUN_PREVIEW_BYTES } from '../problems/run-limits';
import { toCustomRunResult, toExecuteResponse } from '../problems/run-results';
import { draftRateLimit, judgeRateLimits } from './rate-limits';

export const problemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, judge, config } = app.ctx;

  // The two hottest reads are served from bytes serialised once (problems/problem-views.ts); their shape
  // is the contracts' (the views are typed ProblemSummary[] and Problem, and tests parse the answers).
  app.get('/problem/list', { config: { anonymous: true } }, async (request, reply) =>
    sendJsonBody(request, reply, await problemListBody(db)),
  );

  app.get('/problem/:id', { schema: { params: problemParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    if (request.user?.role === 'admin') return getProblemForAdmin(db, id);
    try {
      return await sendJsonBody(request, reply, await publicProblemBody(db, id));
    } catch (error) {
      // Not public: a contest may have opened it to this contestant (docs/contests.md#problems).
      if (request.user && error instanceof AppError && error.code === 'PROBLEM_NOT_FOUND')
        return getProblemFor(db, id, currentUser(request));
      throw error;
    }
  });

  app.post(
    '/problem/execute',
    {
      preValidation: app.requireUser,
      config: judgeRateLimits.run(config),
      schema: { body: executeBodySchema, response: { 200: executeResponseSchema } },
    },
    async (request) => {
      const { problemId, language, code } = request.body;
      // The visible tests are small: the job carries them, so judging it reads nothing more.
      const problem = await judgedProblemOf(
        db,
        await findProblemRow(db, problemId, currentUser(request)),
        'samples',
      );
      const result = await asApiErrors(() =>
        judge.judgeNow('run', {
          ...judgeRequestFor(problem, language, code),
          previewBytes: RUN_PREVIEW_BYTES,
        }),
      );
      return toExecuteResponse(
        result,
        problem.tests.map((test) => ({ id: test.name, input: test.input, answer: test.answer })),
      );
    },
  );

  app.post(
    '/problem/execute-custom',
    {
      preValidation: app.requireUser,
      config: judgeRateLimits.run(config),
      schema: { body: executeCustomBodySchema, response: { 200: executeCustomResponseSchema } },
    },
    async (request) => {
      const { problemId, language, code, input } = request.body;
      const limits = problemId
        ? await findProblemRow(db, problemId, currentUser(request))
        : await defaultRunLimits(db);
      const result = await asApiErrors(() =>
        judge.judgeNow('run', {
          language,
          source: code,
          tests: [{ id: 'custom', input, answer: null }],
          limits: { timeLimitMs: limits.timeLimitMs, memoryLimitMb: limits.memoryLimitMb },
          previewBytes: RUN_PREVIEW_BYTES,
        }),
      );
      return { results: [toCustomRunResult(result)] };
    },
  );

  app.get(
    '/problem/:id/drafts',
    {
      preValidation: app.requireUser,
      schema: { params: problemParamsSchema, response: { 200: draftsResponseSchema } },
    },
    async (request) => listDrafts(db, currentUser(request), request.params.id),
  );

  app.put(
    '/problem/:id/drafts/:language',
    {
      preValidation: app.requireUser,
      config: draftRateLimit(config),
      schema: {
        params: draftParamsSchema,
        body: saveDraftBodySchema,
        response: { 200: saveDraftResponseSchema },
      },
    },
    async (request) => {
      const { id, language } = request.params;
      const draft = await saveDraft(db, currentUser(request), id, language, request.body.code, app.ctx.now());
      return { draft };
    },
  );
};
