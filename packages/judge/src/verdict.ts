/**
 * Turns what the supervisor measured into a verdict. Limits come first (a program killed for time did
 * not get to finish its output), then crashes, then the output check.
 */
import os from 'node:os';
import type { Verdict } from '@codeconquer/contracts';
import type { RawRunResult } from './sandbox';

export type Limits = { timeLimitMs: number; memoryLimitMb: number };

export type RunOutcome =
  | { verdict: 'Accepted' | 'Wrong Answer'; detail?: string }
  | { verdict: Exclude<Verdict, 'Accepted' | 'Wrong Answer' | 'Compilation Error'>; detail: string };

/** The first name of each signal number (SIGABRT, not its alias SIGIOT). */
const SIGNAL_NAMES = new Map<number, string>();
for (const [name, number] of Object.entries(os.constants.signals))
  if (!SIGNAL_NAMES.has(number)) SIGNAL_NAMES.set(number, name);

export function signalName(signal: number): string {
  return SIGNAL_NAMES.get(signal) ?? `signal ${signal}`;
}

/** Out-of-memory reports of runtimes that catch the failure themselves and exit normally. */
const RUNTIME_OUT_OF_MEMORY = /java\.lang\.OutOfMemoryError|^MemoryError\b|\nMemoryError\b|std::bad_alloc/;

/** The verdict a run earns before its output is looked at; null when it ran cleanly. */
export function limitOrCrashVerdict(
  run: RawRunResult,
  limits: Limits,
  stderrHead: string,
): RunOutcome | null {
  if (run.killedBy === 'output')
    return { verdict: 'Output Limit Exceeded', detail: 'The program wrote more output than allowed.' };
  // Memory before time: a program that held more than its limit broke it for certain, and the box's
  // ceiling sits above the limit (room for the runtime and buffers), so filling memory up to it takes
  // time; on a busy host that time ran out first and a memory hog was judged Time Limit Exceeded.
  const memoryLimitKb = limits.memoryLimitMb * 1024;
  const crashed = run.signal !== 0 || run.exitCode !== 0;
  if (
    run.oomKilled ||
    run.peakMemoryKb > memoryLimitKb ||
    (crashed && RUNTIME_OUT_OF_MEMORY.test(stderrHead))
  )
    return { verdict: 'Memory Limit Exceeded', detail: `Memory over ${limits.memoryLimitMb} MB.` };
  if (run.killedBy === 'cpu' || run.cpuMs > limits.timeLimitMs)
    return { verdict: 'Time Limit Exceeded', detail: `CPU time over ${limits.timeLimitMs} ms.` };
  if (run.killedBy === 'wall')
    return {
      verdict: 'Time Limit Exceeded',
      detail: 'Wall-clock time limit exceeded (sleeping or waiting).',
    };
  if (run.killedBy === 'stopped')
    return {
      verdict: 'Runtime Error',
      detail: `Stopped by ${signalName(run.signal)}; nothing continues a stopped program, so it was ended.`,
    };
  if (run.signal !== 0) return { verdict: 'Runtime Error', detail: `Killed by ${signalName(run.signal)}.` };
  if (run.exitCode !== 0) return { verdict: 'Runtime Error', detail: `Exited with code ${run.exitCode}.` };
  return null;
}
