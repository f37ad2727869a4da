/** The judge request for a problem: its tests, limits and checker, with the contestant's code. */
import type { LanguageId } from '@codeconquer/contracts';
import type { CustomChecker, JudgeRequest, TestCase, TokenCheckOptions } from '@codeconquer/judge';

export type JudgedProblem = {
  timeLimitMs: number;
  memoryLimitMb: number;
  /** The package's output limit; null or absent: the judge's default. */
  outputLimitBytes?: number | null;
  checker: TokenCheckOptions;
  validator: CustomChecker | null;
  tests: { name: string; input: string; answer: string }[];
};

export function judgeRequestFor(problem: JudgedProblem, language: LanguageId, source: string): JudgeRequest {
  const tests: TestCase[] = problem.tests.map((t) => ({ id: t.name, input: t.input, answer: t.answer }));
  return {
    language,
    source,
    tests,
    limits: { timeLimitMs: problem.timeLimitMs, memoryLimitMb: problem.memoryLimitMb },
    checker: problem.checker,
    customChecker: problem.validator ?? undefined,
    ...(problem.outputLimitBytes ? { outputLimitBytes: problem.outputLimitBytes } : {}),
  };
}
