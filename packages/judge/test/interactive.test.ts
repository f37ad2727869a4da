/**
 * Interactive judging: the program and the problem's validator talk through FIFOs, each in its own box.
 * A guessing game: the validator holds a number from the test's input and answers each guess with
 * "lower", "higher" or "correct"; a program has 10 guesses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageId } from '@codeconquer/contracts';
import type { CustomChecker } from '../src/checkers/custom-checker';
import type { Judge, JudgeRequest } from '../src/judge';
import { createTestJudge } from './helpers';

const GUESS_VALIDATOR = String.raw`
#include <cstdio>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  int secret; if (fscanf(in, "%d", &secret) != 1) return 1;
  for (int guesses = 1; guesses <= 10; guesses++) {
    int guess;
    if (scanf("%d", &guess) != 1) { fprintf(stderr, "no guess after %d\n", guesses - 1); return 43; }
    if (guess < 1 || guess > 1000) { fprintf(stderr, "guess out of range\n"); return 43; }
    if (guess == secret) {
      printf("correct\n"); fflush(stdout);
      // Nothing may follow the last guess.
      char extra; if (scanf(" %c", &extra) == 1) { fprintf(stderr, "output after the answer\n"); return 43; }
      return 42;
    }
    printf(guess < secret ? "higher\n" : "lower\n"); fflush(stdout);
  }
  fprintf(stderr, "too many guesses\n");
  return 43;
}`;

const validator: CustomChecker = { language: 'cpp', source: GUESS_VALIDATOR, interactive: true };

const BINARY_SEARCH_PY = `
lo, hi = 1, 1000
while True:
    mid = (lo + hi) // 2
    print(mid, flush=True)
    reply = input()
    if reply == 'correct':
        break
    if reply == 'higher':
        lo = mid + 1
    else:
        hi = mid - 1
`;

const BINARY_SEARCH_CPP = String.raw`
#include <iostream>
#include <string>
int main() {
  int lo = 1, hi = 1000;
  for (;;) {
    int mid = (lo + hi) / 2;
    std::cout << mid << std::endl;
    std::string reply; std::cin >> reply;
    if (reply == "correct") return 0;
    if (reply == "higher") lo = mid + 1; else hi = mid - 1;
  }
}`;

function request(
  language: LanguageId,
  source: string,
  secrets: number[],
  overrides: Partial<JudgeRequest> = {},
) {
  return {
    language,
    source,
    tests: secrets.map((secret, index) => ({ id: String(index + 1), input: `${secret}\n`, answer: '' })),
    limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
    customChecker: validator,
    ...overrides,
  } satisfies JudgeRequest;
}

describe('interactive problems', () => {
  let judge: Judge;
  let cleanup: () => Promise<void>;
  beforeAll(() => ({ judge, cleanup } = createTestJudge()));
  afterAll(() => cleanup());

  it('accepts a binary search in Python and in C++, on every test', async () => {
    for (const [language, source] of [
      ['python', BINARY_SEARCH_PY],
      ['cpp', BINARY_SEARCH_CPP],
    ] as const) {
      const result = await judge.judge(request(language, source, [1, 500, 1000, 377]));
      expect(result.verdict, language).toBe('Accepted');
      expect(result.passedTests).toBe(4);
    }
  });

  it('runs tests on several boxes at once without crossing their conversations', async () => {
    const secrets = [3, 999, 250, 750, 1, 1000, 512, 64];
    const result = await judge.judge(request('python', BINARY_SEARCH_PY, secrets, { parallelism: 3 }));
    expect(result.verdict).toBe('Accepted');
    expect(result.passedTests).toBe(secrets.length);
  });

  it('gives Wrong Answer with the validator message when the program guesses too often', async () => {
    const linear =
      'for i in range(1, 1001):\n    print(i, flush=True)\n    if input() == "correct":\n        break\n';
    const result = await judge.judge(request('python', linear, [5, 900], { stopOnFirstFailure: true }));
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Wrong Answer']);
    expect(result.tests[1]?.detail).toBe('too many guesses');
  });

  it('rejects a program that ends without answering', async () => {
    const result = await judge.judge(request('python', 'print(1, flush=True)\n', [700]));
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.tests[0]?.detail).toBe('no guess after 1');
  });

  it('gives Wrong Answer, not Runtime Error, when the validator rejects first and the program then crashes', async () => {
    // After "too many guesses" the validator is gone; the program's next write gets a broken pipe.
    const stubborn = 'import sys\nwhile True:\n    print(1, flush=True)\n    sys.stdin.readline()\n';
    const result = await judge.judge(request('python', stubborn, [600]));
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.tests[0]?.detail).toBe('too many guesses');
  });

  it('decides who ended first by when each process ended, every time (as problemtools does)', async () => {
    // problemtools' guess example: a program that crashes right after the interactor rejected it is Wrong
    // Answer; one that crashes or loops after the interactor accepted is Runtime Error or TLE; one that
    // never flushes waits with the interactor until the wall limit: Time Limit Exceeded.
    const cases: [string, string, string][] = [
      ['crash after a rejection', 'print(0, flush=True)\ninput()\nraise SystemExit(1)\n', 'Wrong Answer'],
      ['crash after the answer', BINARY_SEARCH_PY + 'raise SystemExit(1)\n', 'Runtime Error'],
      ['spin after the answer', BINARY_SEARCH_PY + 'while True:\n    pass\n', 'Time Limit Exceeded'],
      // readline, not input(): input() flushes standard output first.
      ['no flush', 'import sys\nprint(500)\nsys.stdin.readline()\n', 'Time Limit Exceeded'],
    ];
    const limits = { timeLimitMs: 300, memoryLimitMb: 64 };
    for (let round = 0; round < 3; round += 1)
      for (const [name, source, verdict] of cases) {
        const result = await judge.judge(request('python', source, [700], { limits }));
        expect(result.verdict, `${name}, round ${round + 1}`).toBe(verdict);
      }
  });

  it('gives Wrong Answer, not Time Limit Exceeded, when the validator rejects and the program then closes its output and sleeps', async () => {
    // problemtools' order: the validator's rejection came first, whatever the program does after it. The
    // first program is rejected for its guess; the second closes its output at once, and the validator,
    // seeing the end of its input, rejects it for giving no guess while the program still sleeps.
    const cases = [
      [
        'a wrong guess, then sleeps',
        'import os, time\nprint(0, flush=True)\nos.close(1)\ntime.sleep(30)\n',
        /out of range/,
      ],
      ['no guess at all, then sleeps', 'import os, time\nos.close(1)\ntime.sleep(30)\n', /no guess after 0/],
    ] as const;
    for (const [name, source, detail] of cases) {
      const result = await judge.judge(
        request('python', source, [700], { limits: { timeLimitMs: 500, memoryLimitMb: 64 } }),
      );
      expect(result.verdict, `${name}: ${result.tests[0]?.detail}`).toBe('Wrong Answer');
      expect(result.tests[0]?.detail, name).toMatch(detail);
    }
  });

  it('gives Runtime Error when the program crashes before the validator decides', async () => {
    const crash = 'print(500, flush=True)\ninput()\nraise SystemExit(3)\n';
    const result = await judge.judge(request('python', crash, [2]));
    expect(result.verdict).toBe('Runtime Error');
  });

  it('gives Time Limit Exceeded to a program that stops talking, counting only its own time', async () => {
    const silent = 'import time\ntime.sleep(30)\n';
    const waited = await judge.judge(
      request('python', silent, [10], { limits: { timeLimitMs: 500, memoryLimitMb: 64 } }),
    );
    expect(waited.verdict).toBe('Time Limit Exceeded');
    const busy = 'while True:\n    pass\n';
    const spun = await judge.judge(
      request('python', busy, [10], { limits: { timeLimitMs: 500, memoryLimitMb: 64 } }),
    );
    expect(spun.verdict).toBe('Time Limit Exceeded');
  });

  it('never shows the program the input file: it holds only its own FIFO pair', async () => {
    // The tests folder cannot be listed, and the validator's files are in a box of their own.
    const snoop = [
      'import os',
      'try:',
      '    names = os.listdir("/tests")',
      'except OSError:',
      '    names = None',
      'print(500 if names is None and not os.path.exists("/check") else 1, flush=True)',
      'input()',
    ].join('\n');
    const result = await judge.judge(request('python', snoop, [500]));
    expect(result.verdict).toBe('Accepted');
  });

  it('reports a validator that fails as the judge’s error, never the contestant’s', async () => {
    const broken: CustomChecker = { language: 'python', source: 'raise SystemExit(7)\n', interactive: true };
    await expect(
      judge.judge(request('python', BINARY_SEARCH_PY, [1], { customChecker: broken })),
    ).rejects.toThrow(/output validator failed \(exit 7/);
  });
});
