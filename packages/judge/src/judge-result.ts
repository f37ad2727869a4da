/**
 * A request's result: a Compilation Error when nothing could run, else the overall verdict and the
 * totals over the tests' results.
 */
import type { Verdict } from '@codeconquer/contracts';
import type { JudgeResult, TestResult } from './judge-types';

/** What every result says whatever happened: how memory was measured on this host, how many tests. */
export type JudgeResultBase = Pick<JudgeResult, 'memoryAccounting' | 'totalTests'>;

/** No test ran: the compiler's message is the whole answer. */
export function compileErrorResult(
  base: JudgeResultBase,
  compiled: { message: string; compileMs: number },
): JudgeResult {
  return {
    ...base,
    verdict: 'Compilation Error',
    compileMessage: compiled.message,
    compileMs: compiled.compileMs,
    compileCached: false,
    tests: [],
    passedTests: 0,
    totalCpuMs: 0,
    maxMemoryMb: 0,
  };
}

/**
 * The first test (in test order, not in the order the tests finished) that is not accepted gives
 * the overall verdict, so that the same submission gets the same verdict however its tests were spread
 * over boxes.
 */
export function overallVerdict(results: TestResult[]): Verdict {
  return results.find((result) => result.verdict !== 'Accepted')?.verdict ?? 'Accepted';
}

/** `results`: the reported tests, in test order. */
export function testsResult(
  base: JudgeResultBase,
  compiled: { compileMs: number; cached: boolean },
  results: TestResult[],
): JudgeResult {
  return {
    ...base,
    verdict: overallVerdict(results),
    compileMs: compiled.compileMs,
    compileCached: compiled.cached,
    tests: results,
    passedTests: results.filter((result) => result.verdict === 'Accepted').length,
    totalCpuMs: results.reduce((sum, result) => sum + result.cpuMs, 0),
    maxMemoryMb: results.reduce((max, result) => Math.max(max, result.memoryMb), 0),
  };
}
