/** The judge request for a problem: its tests, limits and checker, with the contestant's code. */
import type { LanguageId } from '@codeconquer/contracts';
import type {
  CustomChecker,
  GroupSettings,
  JudgeRequest,
  TestCase,
  TokenCheckOptions,
} from '@codeconquer/judge';
import { testGroupOf } from './package/test-groups';

export type JudgedProblem = {
  timeLimitMs: number;
  memoryLimitMb: number;
  /** The package's output limit; null or absent: the judge's default. */
  outputLimitBytes?: number | null;
  checker: TokenCheckOptions;
  validator: CustomChecker | null;
  /** `group`: the test's folder when its name is not its path (stored tests are named by ordinal). */
  tests: { name: string; input: string; answer: string; group?: string }[];
  /**
   * Scoring problems: the groups' settings (test-groups.ts). Given only when every test is judged (a
   * submission, problems:verify): a Run of the samples scores nothing.
   */
  scoring?: { groups: Record<string, GroupSettings> } | null;
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
    ...(problem.scoring && {
      scoring: {
        testGroups: problem.tests.map((test) => test.group ?? testGroupOf(test.name)),
        groups: problem.scoring.groups,
      },
    }),
  };
}
