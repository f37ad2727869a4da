/**
 * One finished run → its test's result: what the supervisor measured, then the verdict. Limits and
 * crashes come first (verdict.ts), and only a clean run's output is compared with the answer.
 */
import fs from 'node:fs';
import { checkTokens, type TokenCheckOptions } from './checkers/token-checker';
import type { TestCase, TestResult } from './judge-types';
import { readHead } from './read-head';
import type { RawRunResult } from './sandbox';
import { limitOrCrashVerdict, type Limits } from './verdict';

export function checkRun(
  test: TestCase,
  run: RawRunResult,
  limits: Limits,
  /** null: a custom validator decides after this, so a clean run is Accepted here. */
  checker: TokenCheckOptions | null,
  previewBytes: number,
): TestResult {
  // Read before the verdict: a runtime's own out-of-memory report on stderr is a Memory Limit Exceeded.
  const stderrPreview = readHead(run.stderrFile, previewBytes);
  const measured = {
    testId: test.id,
    cpuMs: Math.round(run.cpuMs),
    wallMs: Math.round(run.wallMs),
    memoryMb: Math.round((run.peakMemoryKb / 1024) * 10) / 10,
    exitCode: run.exitCode,
    signal: run.signal,
    stdoutPreview: readHead(run.stdoutFile, previewBytes),
    stderrPreview,
  };
  const failure = limitOrCrashVerdict(run, limits, stderrPreview);
  if (failure) return { ...measured, ...failure };
  if (checker === null || test.answer === null) return { ...measured, verdict: 'Accepted' };
  const output = fs.readFileSync(run.stdoutFile, 'utf8');
  const problem = checkTokens(test.answer, output, checker);
  return problem === null
    ? { ...measured, verdict: 'Accepted' }
    : { ...measured, verdict: 'Wrong Answer', detail: problem };
}
