/**
 * AI review, hints and VGuy. Reviews: anyone in the compiler (/ai/review), signed-in users in the solve
 * editor with per-problem and per-day limits (/ai/code-review). Hints cost tokens (/ai/hint) and stay
 * revealed (/ai/draft/{problemId}). VGuy answers everyone (/vguy), and reveals hints and reads the editor's code
 * through the same functions. All rate-limited per client.
 */
import { plagiarismScore } from '@codeconquer/analyser';
import {
  aiDraftResponseSchema,
  aiReviewBodySchema,
  aiReviewResponseSchema,
  codeReviewBodySchema,
  codeReviewResponseSchema,
  hintBodySchema,
  hintResponseSchema,
  problemParamsSchema,
  reviewLimitsQuerySchema,
  reviewLimitsSchema,
  vguyBodySchema,
  vguyResponseSchema,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guessLanguage } from '../ai/guess-language';
import { hintText, revealNextHint } from '../ai/hint-ladder';
import { failingTestOfCode } from '../counterexamples/failing-test-of-code';
import { revealHint, revealedHints } from '../ai/hints';
import { problemContext } from '../ai/problem-context';
import { reviewLimits, takeReview } from '../ai/review-limits';
import { othersAcceptedCode } from '../ai/similar-submissions';
import { currentUser } from '../http/current-user';
import { findProblemRow } from '../problems/problem-queries';
import { aiRateLimits } from './rate-limits';
import { answerVguy } from '../vguy';
import { fillSettings } from '../vguy/settings-text';
import { loadSettings } from '../settings/site-settings';

export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, ai, config } = app.ctx;

  app.post(
    '/ai/review',
    {
      config: aiRateLimits.review(config),
      schema: { body: aiReviewBodySchema, response: { 200: aiReviewResponseSchema } },
    },
    async (request) => {
      const { code } = request.body;
      const review = await ai.review(code, request.body.language ?? guessLanguage(code));
      // The compiler's code belongs to no problem: there is nothing to compare it with.
      return { review: { ...review, plagiarismScore: 0 } };
    },
  );

  app.get(
    '/ai/code-review/limits',
    {
      preValidation: app.requireUser,
      schema: { querystring: reviewLimitsQuerySchema, response: { 200: reviewLimitsSchema } },
    },
    async (request) => {
      await findProblemRow(db, request.query.problemId, currentUser(request));
      return reviewLimits(db, currentUser(request).id, request.query.problemId, app.ctx.now());
    },
  );

  app.post(
    '/ai/code-review',
    {
      preValidation: app.requireUser,
      config: aiRateLimits.review(config),
      schema: { body: codeReviewBodySchema, response: { 200: codeReviewResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { code, language, problemId } = request.body;
      const problem = await problemContext(db, problemId, user);
      const limits = await takeReview(db, user.id, problemId, app.ctx.now());
      const failingTest = await failingTestOfCode(db, user.id, problemId, code);
      const [review, others] = await Promise.all([
        ai.review(code, language, problem, failingTest),
        othersAcceptedCode(db, problemId, language, user.id),
      ]);
      return {
        review: { ...review, plagiarismScore: await plagiarismScore(code, language, others) },
        limits,
      };
    },
  );

  app.post(
    '/ai/hint',
    {
      preValidation: app.requireUser,
      config: aiRateLimits.hint(config),
      schema: { body: hintBodySchema, response: { 200: hintResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { problemId, hintNumber, code, language } = request.body;
      const problem = await problemContext(db, problemId, user);
      const failingTest = code ? await failingTestOfCode(db, user.id, problemId, code) : undefined;
      return revealHint(
        db,
        user.id,
        problemId,
        hintNumber,
        hintText(ai, problem, hintNumber, code, language, failingTest),
      );
    },
  );

  app.get(
    '/ai/draft/:id',
    {
      preValidation: app.requireUser,
      schema: { params: problemParamsSchema, response: { 200: aiDraftResponseSchema } },
    },
    async (request) => {
      await findProblemRow(db, request.params.id, currentUser(request));
      return { draft: { hintsUsed: await revealedHints(db, currentUser(request).id, request.params.id) } };
    },
  );

  app.post(
    '/vguy',
    {
      config: aiRateLimits.chat(config),
      schema: { body: vguyBodySchema, response: { 200: vguyResponseSchema } },
    },
    async (request) => {
      const { message, problemId, code } = request.body;
      const user = request.user ?? null;
      const problem = problemId
        ? await problemContext(db, problemId, user).catch(() => undefined)
        : undefined;
      const language = code?.trim() ? (request.body.language ?? guessLanguage(code)) : undefined;
      const reply = await answerVguy(
        { message, problem, code, language },
        {
          help: (question) => ai.chat({ message: question, problem }),
          review: (source, lang) => ai.review(source, lang, problem),
          hintLadder: async () =>
            user && problem
              ? revealNextHint(db, ai, user.id, problem, code, language)
              : { kind: 'guest' as const },
        },
      );
      return { reply: fillSettings(reply, await loadSettings(db)) };
    },
  );
};
