/**
 * A problem's reference solutions as admins keep them (add or replace by name, delete), and Verify: each
 * judged on demand through the judge queue (in process or on workers), with its verdict against the one
 * it expects and its result per test (problems/reference-solutions.ts has the rule verify-cli uses too).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AdminProblem, SaveSolutionBody, Verdict, VerifyResponse } from '@codeconquer/contracts';
import type { ServiceContext } from '../core/service-context';
import type { Transaction } from '../db/client';
import { problemSolutions, problemTests, problems } from '../db/schema';
import { AppError } from '../lib/app-error';
import { testOutcome } from '../lib/test-outcome';
import type { UserRow } from '../accounts/sessions';
import { asApiErrors } from '../judging/judge-errors';
import type { JudgeService } from '../judging/judge-service';
import { judgeOptionsFor, meetsExpectation } from '../problems/reference-solutions';
import { adminProblemView } from './admin-problems';
import { recordAudit } from './audit-log';

/** Long enough for a slow accepted solution on every test behind a busy queue. */
const VERIFY_WAIT_MS = 5 * 60_000;

async function changeSolutions(
  ctx: ServiceContext,
  admin: UserRow,
  problemId: string,
  change: (tx: Transaction) => Promise<{ before: unknown; after: unknown }>,
): Promise<AdminProblem> {
  return ctx.db.transaction(async (tx) => {
    const [problem] = await tx.select().from(problems).where(eq(problems.id, problemId)).for('update');
    if (!problem) throw new AppError('PROBLEM_NOT_FOUND');
    const { before, after } = await change(tx);
    const [row] = await tx
      .update(problems)
      .set({ editedAt: ctx.now() })
      .where(eq(problems.id, problemId))
      .returning();
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'problem.solutions',
      target: { type: 'problem', id: problemId },
      before,
      after,
    });
    return adminProblemView(ctx, tx, row ?? problem);
  });
}

export function saveSolution(ctx: ServiceContext, admin: UserRow, problemId: string, body: SaveSolutionBody) {
  return changeSolutions(ctx, admin, problemId, async (tx) => {
    const key = and(eq(problemSolutions.problemId, problemId), eq(problemSolutions.name, body.name));
    const [existing] = await tx.select().from(problemSolutions).where(key);
    const values = { language: body.language, expected: body.expected, source: body.source };
    if (existing) await tx.update(problemSolutions).set(values).where(key);
    else await tx.insert(problemSolutions).values({ problemId, name: body.name, ...values });
    return {
      before: existing ? { name: existing.name, expected: existing.expected } : null,
      after: { name: body.name, expected: body.expected },
    };
  });
}

export function deleteSolution(ctx: ServiceContext, admin: UserRow, problemId: string, name: string) {
  return changeSolutions(ctx, admin, problemId, async (tx) => {
    const [removed] = await tx
      .delete(problemSolutions)
      .where(and(eq(problemSolutions.problemId, problemId), eq(problemSolutions.name, name)))
      .returning();
    if (!removed) throw new AppError('SOLUTION_NOT_FOUND');
    return { before: { name, expected: removed.expected }, after: null };
  });
}

export async function verifySolutions(
  ctx: ServiceContext,
  judge: JudgeService,
  problemId: string,
): Promise<VerifyResponse> {
  const [problem] = await ctx.db.select({ id: problems.id }).from(problems).where(eq(problems.id, problemId));
  if (!problem) throw new AppError('PROBLEM_NOT_FOUND');
  const solutions = await ctx.db
    .select()
    .from(problemSolutions)
    .where(eq(problemSolutions.problemId, problemId))
    .orderBy(asc(problemSolutions.name));
  const testNames = await ctx.db
    .select({ name: problemTests.name })
    .from(problemTests)
    .where(eq(problemTests.problemId, problemId))
    .orderBy(asc(problemTests.ordinal));
  // Judged one after the other: the queue's own parallelism is for users, and verify is rare.
  const results: VerifyResponse['solutions'] = [];
  for (const solution of solutions) {
    const expected = solution.expected as Verdict;
    const result = await asApiErrors(() =>
      judge.judgeNow(
        'run',
        { problemId, language: solution.language, source: solution.source, ...judgeOptionsFor(expected) },
        VERIFY_WAIT_MS,
      ),
    );
    results.push({
      name: solution.name,
      language: solution.language,
      expected,
      verdict: result.verdict,
      ok: meetsExpectation(expected, result.verdict),
      compileMessage: result.compileMessage ?? null,
      tests: result.tests.map((test, index) => {
        const outcome = testOutcome(test);
        return {
          name: testNames[index]?.name ?? test.testId,
          verdict: outcome.verdict,
          timeMs: outcome.executionTime,
          memoryMb: outcome.memoryUsage,
        };
      }),
    });
  }
  return { solutions: results, ok: results.every((result) => result.ok) };
}
