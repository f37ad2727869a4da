/** Which limit a run broke, when it broke more than one (verdict.ts limitOrCrashVerdict). */
import { describe, expect, it } from 'vitest';
import type { RawRunResult } from '../src/sandbox/box';
import { limitOrCrashVerdict } from '../src/verdict';

const LIMITS = { timeLimitMs: 1000, memoryLimitMb: 64 };

function run(overrides: Partial<RawRunResult>): RawRunResult {
  return {
    exitCode: 0,
    signal: 0,
    cpuMs: 100,
    wallMs: 150,
    peakMemoryKb: 10 * 1024,
    stdoutBytes: 0,
    stderrBytes: 0,
    killedBy: 'none',
    oomKilled: false,
    memoryExhausted: false,
    execErrno: 0,
    exitedAtMs: 0,
    stdoutFile: '',
    stderrFile: '',
    ...overrides,
  };
}

const verdictOf = (overrides: Partial<RawRunResult>) =>
  limitOrCrashVerdict(run(overrides), LIMITS, '')?.verdict;

describe('a run over several limits', () => {
  it('is a memory overrun when it held more than its memory limit before time ran out', () => {
    // A memory hog on a busy host: still filling the box's headroom when the wall clock stopped it.
    expect(
      verdictOf({ killedBy: 'wall', signal: 9, exitCode: -1, cpuMs: 850, peakMemoryKb: 180 * 1024 }),
    ).toBe('Memory Limit Exceeded');
    expect(verdictOf({ cpuMs: 1200, oomKilled: true, signal: 9, exitCode: -1 })).toBe(
      'Memory Limit Exceeded',
    );
  });

  it('is a time overrun when its memory stayed within the limit', () => {
    expect(verdictOf({ killedBy: 'cpu', signal: 9, exitCode: -1, cpuMs: 1001 })).toBe('Time Limit Exceeded');
    expect(verdictOf({ killedBy: 'wall', signal: 9, exitCode: -1, cpuMs: 10 })).toBe('Time Limit Exceeded');
  });

  it('is an output overrun first of all', () => {
    expect(verdictOf({ killedBy: 'output', peakMemoryKb: 180 * 1024 })).toBe('Output Limit Exceeded');
  });
});
