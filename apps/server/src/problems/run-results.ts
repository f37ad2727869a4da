/** Judge results as the solve editor shows them (docs/product.md#data-shapes: test result entry, test run result). */
import type {
  CompilerRunResult,
  CustomRunResult,
  ExecuteResponse,
  TestResultEntry,
} from '@codeconquer/contracts';
import type { JudgeResult, TestResult } from '@codeconquer/judge';
import { testOutcome } from '../lib/test-outcome';

/** What went wrong in a test, for the user: the verdict and its detail, and what the program wrote to stderr. */
export function testErrorText(test: TestResult): string | null {
  if (test.verdict === 'Accepted' || test.verdict === 'Wrong Answer') return null;
  const headline = test.detail ? `${test.verdict}: ${test.detail}` : test.verdict;
  const stderr = test.stderrPreview.trim();
  return stderr ? `${headline}\n${stderr}` : headline;
}

type ShownTest = { id: string; input: string; answer: string };

export function toExecuteResponse(result: JudgeResult, tests: ShownTest[]): ExecuteResponse {
  const compileError =
    result.verdict === 'Compilation Error' ? (result.compileMessage ?? 'Compilation failed.') : null;
  const results: TestResultEntry[] = tests.map((test, index) => {
    const judged = result.tests[index];
    const base = { testCaseId: test.id, input: test.input, expectedOutput: test.answer };
    if (!judged)
      // Only a compile error leaves tests unjudged on a Run (it judges every test).
      return {
        ...base,
        output: '',
        success: false,
        verdict: result.verdict,
        executionTime: 0,
        memoryUsage: 0,
        error: compileError ?? 'Not judged.',
      };
    return { ...base, output: judged.stdoutPreview, ...testOutcome(judged), error: testErrorText(judged) };
  });
  return {
    verdict: result.verdict,
    results,
    passedTests: result.passedTests,
    totalTests: tests.length,
    compileError,
  };
}

export function toCustomRunResult(result: JudgeResult): CustomRunResult {
  const judged = result.tests[0];
  const compileError =
    result.verdict === 'Compilation Error' ? (result.compileMessage ?? 'Compilation failed.') : null;
  const error = compileError ?? (judged ? testErrorText(judged) : null);
  // A compile error judges no test: the run's own verdict, nothing measured.
  const outcome = testOutcome(judged ?? { verdict: result.verdict, cpuMs: 0, memoryMb: 0 });
  return {
    output: judged?.stdoutPreview ?? '',
    success: result.verdict === 'Accepted',
    verdict: result.verdict,
    executionTime: outcome.executionTime,
    memoryUsage: outcome.memoryUsage,
    error,
    compileError,
    runtimeError: !compileError && judged && judged.verdict !== 'Accepted' ? error : null,
  };
}

/** The online compiler's answer (docs/product.md#compiler-ai-and-vguy-calls): the custom-run result under its own field names. */
export function toCompilerRunResult(result: JudgeResult): CompilerRunResult {
  const run = toCustomRunResult(result);
  return {
    result: run.output,
    verdict: run.verdict,
    executionTime: run.executionTime,
    memoryUsage: run.memoryUsage,
    compileError: run.compileError,
    runtimeError: run.runtimeError,
    error: run.error,
  };
}
