/**
 * The online compiler: guests and users run code on their own input, in the judge's sandbox with the
 * platform's default limits. Rate-limited per client, and at most two runs of one client at once.
 */
import { compilerRunResultSchema, compilerSubmitBodySchema } from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { InFlightLimiter } from '../http/in-flight';
import { asApiErrors } from '../judging/judge-errors';
import { defaultRunLimits, RUN_PREVIEW_BYTES } from '../problems/run-limits';
import { toCompilerRunResult } from '../problems/run-results';
import { compilerRateLimit } from './rate-limits';

const RUNS_IN_FLIGHT_PER_CLIENT = 2;

export const compilerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { judge, config } = app.ctx;
  const inFlight = new InFlightLimiter(RUNS_IN_FLIGHT_PER_CLIENT);

  app.post(
    '/compiler/submit',
    {
      config: compilerRateLimit(config),
      schema: { body: compilerSubmitBodySchema, response: { 200: compilerRunResultSchema } },
    },
    async (request) => {
      const release = inFlight.tryAcquire(request.user ? `user:${request.user.id}` : `ip:${request.ip}`);
      if (!release) throw new AppError('TOO_MANY_RUNS');
      try {
        const { code, language, input } = request.body;
        const limits = await defaultRunLimits(app.ctx.db);
        const result = await asApiErrors(() =>
          judge.judgeNow('compiler', {
            language,
            source: code,
            tests: [{ id: 'input', input, answer: null }],
            limits,
            previewBytes: RUN_PREVIEW_BYTES,
          }),
        );
        return toCompilerRunResult(result);
      } finally {
        release();
      }
    },
  );
};
