/**
 * The one conversion of a judged test into what the API shows of it (verdict, pass/fail, time in ms,
 * memory in MB), used by live progress events, stored submission results, submission views and Runs, so
 * the four can never drift apart. Inputs and outputs are never part of it.
 */
import type { Verdict } from '@codeconquer/contracts';

export type TestOutcome = { verdict: Verdict; success: boolean; executionTime: number; memoryUsage: number };

export function testOutcome(test: { verdict: Verdict; cpuMs: number; memoryMb: number }): TestOutcome {
  return {
    verdict: test.verdict,
    success: test.verdict === 'Accepted',
    executionTime: test.cpuMs,
    memoryUsage: test.memoryMb,
  };
}
