/**
 * The counterexample search in the real sandbox: a small generator, a reference and a program, each run
 * in boxes through the judge; what it finds, and that it keeps within its runs and its time.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { JudgeRequest } from '../src/judge';
import { createTestJudge } from './helpers';

const { judge, cleanup } = createTestJudge();
afterAll(cleanup);

/** A list of n numbers, n growing with the size: the convention of docs/packages.md#small-tests. */
const generator = [
  'import argparse, random',
  'p = argparse.ArgumentParser()',
  "p.add_argument('--seed', type=int)",
  "p.add_argument('--size', type=int)",
  'a = p.parse_args()',
  'r = random.Random(a.seed * 1000 + a.size)',
  'n = r.randint(1, 2 * a.size)',
  'print(n)',
  'print(*[r.randint(-9, 9) for _ in range(n)])',
].join('\n');

const reference = { language: 'python' as const, source: 'input()\nprint(sum(map(int, input().split())))\n' };

function searchFor(source: string, bounds: { maxRuns?: number; maxMs?: number } = {}): JudgeRequest {
  return {
    language: 'python',
    source,
    tests: [],
    limits: { timeLimitMs: 1000, memoryLimitMb: 128 },
    search: { generator, reference, maxRuns: bounds.maxRuns ?? 300, maxMs: bounds.maxMs ?? 20_000 },
  };
}

describe('the counterexample search', () => {
  it('finds a small input a wrong program fails, with the reference answer and the program output', async () => {
    const skipsFirst = 'n = int(input())\nv = list(map(int, input().split()))\nprint(sum(v[1:]))\n';
    const { counterexample } = await judge.judge(searchFor(skipsFirst));
    expect(counterexample?.status).toBe('found');
    if (counterexample?.status !== 'found') return;
    const [n, values] = counterexample.input.trim().split('\n');
    const numbers = (values ?? '').split(' ').map(Number);
    expect(Number(n)).toBe(numbers.length);
    expect(Number(n)).toBeLessThanOrEqual(4); // the smallest sizes come first
    expect(counterexample.expected?.trim()).toBe(String(numbers.reduce((a, b) => a + b, 0)));
    expect(counterexample.output.trim()).toBe(String(numbers.slice(1).reduce((a, b) => a + b, 0)));
    expect(counterexample.verdict).toBe('Wrong Answer');
    expect(counterexample.runs).toBeLessThanOrEqual(300);
  });

  it('counts a crash as a failure', async () => {
    const crashesOnNegatives =
      'input()\nv = list(map(int, input().split()))\nassert min(v) >= 0\nprint(sum(v))\n';
    const { counterexample } = await judge.judge(searchFor(crashesOnNegatives));
    expect(counterexample).toMatchObject({ status: 'found', verdict: 'Runtime Error' });
  });

  it('answers none for a right program, within its runs', async () => {
    const { counterexample } = await judge.judge(searchFor(reference.source, { maxRuns: 45 }));
    expect(counterexample).toMatchObject({ status: 'none' });
    expect(counterexample?.runs).toBeLessThanOrEqual(45);
    expect(counterexample?.tries).toBeGreaterThan(0);
    expect(counterexample?.tries).toBeLessThanOrEqual(15);
  });

  it('ends within its time however slow the program is', async () => {
    const slowButRight = 'import time\ntime.sleep(0.4)\ninput()\nprint(sum(map(int, input().split())))\n';
    const started = Date.now();
    const { counterexample } = await judge.judge(searchFor(slowButRight, { maxMs: 4000 }));
    expect(counterexample?.status).toBe('none');
    expect(Date.now() - started).toBeLessThan(4000 + 1000);
    expect(counterexample?.ms).toBeLessThanOrEqual(4000 + 1000);
  });

  it('fails the job, not the learner, when the generator is broken', async () => {
    const request = searchFor(reference.source);
    await expect(
      judge.judge({ ...request, search: { ...request.search!, generator: 'raise SystemExit(3)' } }),
    ).rejects.toThrow(/small-test generator failed/);
  });
});
