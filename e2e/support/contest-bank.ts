/**
 * Bank problems the contest scenarios use, with an accepted and a wrong Python program for each, and a
 * copy of just those packages for the server to load (so the judge's work at start-up stays small).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A, B and C: easy problems whose accepted solutions fit in two lines of Python. */
export const CONTEST_PROBLEMS = [
  {
    label: 'A',
    id: 'sensor-alarm-bits',
    title: 'Sensor Alarm Bits',
    accepted: [
      'n, *x = map(int, open(0).read().split())',
      "c = [bin(v).count('1') for v in x[:n]]; print(sum(c), sum(k & 1 for k in c))",
    ].join('\n'),
    wrong: 'print(0, 0)',
  },
  {
    label: 'B',
    id: 'ridge-walk-altitudes',
    title: 'Ridge Walk Altitudes',
    accepted: [
      'from itertools import accumulate',
      'n, h, *d = map(int, open(0).read().split()); p = list(accumulate(d[:n], initial=h)); print(min(p), max(p))',
    ].join('\n'),
    wrong: 'print(0, 0)',
  },
  {
    label: 'C',
    id: 'stencil-letter-tally',
    title: 'Stencil Letter Tally',
    accepted: [
      'from collections import Counter',
      'for c, k in sorted(Counter(input().strip()).items(), key=lambda t: (-t[1], t[0])): print(c, k)',
    ].join('\n'),
    wrong: "print('a 1')",
  },
] as const;

export type ContestLabel = (typeof CONTEST_PROBLEMS)[number]['label'];

export function contestProblem(label: ContestLabel): (typeof CONTEST_PROBLEMS)[number] {
  return CONTEST_PROBLEMS.find((entry) => entry.label === label) ?? CONTEST_PROBLEMS[0];
}

/**
 * A points contest's problem: the scoring fixture with two subtasks (group1: 40 points, sums up to 6;
 * group2: 60 points, larger sums), loaded with the packages when contestBankDir is asked for it.
 */
export const SCORING_PROBLEM_ID = 'big-sum';

/**
 * A temporary folder holding these packages only (removed after the file's tests), for PROBLEMS_DIR;
 * with `scoring`, the scoring fixture too.
 */
export function contestBankDir(options: { scoring?: boolean } = {}): string {
  const bankDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-contest-bank-'));
  for (const { id } of CONTEST_PROBLEMS)
    fs.cpSync(path.join(repoRoot, 'problems', id), path.join(bankDir, id), { recursive: true });
  if (options.scoring)
    fs.cpSync(
      path.join(repoRoot, 'apps/server/test/fixtures/packages', SCORING_PROBLEM_ID),
      path.join(bankDir, SCORING_PROBLEM_ID),
      { recursive: true },
    );
  afterAll(() => fs.rmSync(bankDir, { recursive: true, force: true }));
  return bankDir;
}
