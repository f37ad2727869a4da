/**
 * The contest rules (contests/rules/), table-driven: what each format counts as a try, how it scores a
 * cell (points, subtasks, penalties, the freeze, rejudges) and how rows compare. The ICPC rule's cell is
 * worked through in icpc-rule.test.ts; here every format meets the same cases.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JUDGE_ERROR_STATUS, SUBMISSION_STATUSES } from '@codeconquer/contracts';
import { CONTEST_RULES, EMPTY_CELL, type CellSubmission, type RuleSettings } from '../../src/contests/rules';
import { judgementTypes } from '../../src/contests/ccs/judgement-types';

const start = new Date('2026-06-01T09:00:00.000Z').getTime();
const at = (minute: number) => new Date(start + minute * 60_000);
const settings = (over: Partial<RuleSettings> = {}): RuleSettings => ({
  startTime: new Date(start),
  penaltyMinutes: 20,
  scoring: 'best-subtasks',
  ...over,
});
/** A pass-fail submission. */
const sub = (status: string, minute: number): CellSubmission => ({ status, createdAt: at(minute) });
/** A scoring submission: its subtasks' points out of [30, 70]. */
const graded = (minute: number, group1: number, group2: number): CellSubmission => ({
  status: group1 === 30 && group2 === 70 ? 'Accepted' : 'Wrong Answer',
  createdAt: at(minute),
  score: group1 + group2,
  maxScore: 100,
  scoreGroups: [
    {
      group: 'secret/group1',
      score: group1,
      maxScore: 30,
      verdict: group1 === 30 ? 'Accepted' : 'Wrong Answer',
    },
    {
      group: 'secret/group2',
      score: group2,
      maxScore: 70,
      verdict: group2 === 70 ? 'Accepted' : 'Wrong Answer',
    },
  ],
});

const FORMATS = ['icpc', 'ioi', 'atcoder'] as const;

describe('what counts as a try (every format)', () => {
  it.each(FORMATS)('%s: Compile and Judge Errors are not tries, in or out of the freeze', (format) => {
    const rule = CONTEST_RULES[format];
    const made = [sub('Compilation Error', 1), sub(JUDGE_ERROR_STATUS, 2), sub('Compilation Error', 250)];
    expect(rule.scoreCell(made, null, settings())).toEqual(EMPTY_CELL);
    expect(rule.scoreCell(made, at(240), settings())).toEqual(EMPTY_CELL);
    expect(rule.scoreCell([...made, sub('Wrong Answer', 3)], null, settings()).tries).toBe(1);
  });

  it.each(FORMATS)(
    '%s: a try being judged, or made in the freeze, is pending and earns nothing',
    (format) => {
      const rule = CONTEST_RULES[format];
      const cell = rule.scoreCell([sub('Pending', 5), sub('Accepted', 250)], at(240), settings());
      expect(cell).toMatchObject({ tries: 2, pending: 2, solvedAt: null, points: 0, pointsAt: null });
    },
  );

  it.each(FORMATS)("%s: the Contest API's judgement types take their penalty from the rule", (format) => {
    const rule = CONTEST_RULES[format];
    for (const type of judgementTypes(rule)) {
      expect(type.penalty).toBe(rule.penalizes(type.name));
      expect(Object.keys(SUBMISSION_STATUSES)).toContain(type.name);
    }
    expect(rule.penalizes('Compilation Error')).toBe(false);
    expect(rule.penalizes(JUDGE_ERROR_STATUS)).toBe(false);
    expect(rule.penalizes('Accepted')).toBe(false);
    expect(rule.penalizes('Wrong Answer')).toBe(format !== 'ioi');
  });
});

describe('IOI: points by subtasks', () => {
  const ioi = CONTEST_RULES.ioi;

  it.each([
    {
      name: 'each subtask counts its best over all submissions (the default)',
      scoring: 'best-subtasks' as const,
      made: [graded(10, 30, 0), graded(50, 0, 70), graded(60, 0, 10)],
      expected: { points: 100, pointsAt: at(50), solvedAt: at(50), subtaskPoints: [30, 70], tries: 3 },
    },
    {
      name: 'the best single submission, as a contest setting',
      scoring: 'best-submission' as const,
      made: [graded(10, 30, 0), graded(50, 0, 70), graded(60, 0, 10)],
      expected: { points: 70, pointsAt: at(50), solvedAt: null, subtaskPoints: [0, 70], tries: 3 },
    },
    {
      name: 'a later lower submission never lowers the cell, and an equal one does not move its time',
      scoring: 'best-subtasks' as const,
      made: [graded(10, 30, 20), graded(20, 0, 0), graded(30, 30, 20)],
      expected: { points: 50, pointsAt: at(10), solvedAt: null, subtaskPoints: [30, 20], tries: 3 },
    },
    {
      name: 'a pass-fail problem is worth 100 once Accepted',
      scoring: 'best-subtasks' as const,
      made: [sub('Wrong Answer', 3), sub('Accepted', 9), sub('Wrong Answer', 12)],
      expected: { points: 100, pointsAt: at(9), solvedAt: at(9), subtaskPoints: null, tries: 3 },
    },
  ])('$name', ({ scoring, made, expected }) => {
    expect(ioi.scoreCell(made, null, settings({ scoring }))).toMatchObject({ pending: 0, ...expected });
  });

  it('hides the points of tries made in the freeze on the public side', () => {
    const made = [graded(100, 30, 0), graded(250, 30, 70)];
    expect(ioi.scoreCell(made, at(240), settings())).toMatchObject({
      points: 30,
      pending: 1,
      solvedAt: null,
    });
    expect(ioi.scoreCell(made, null, settings())).toMatchObject({
      points: 100,
      pending: 0,
      solvedAt: at(250),
    });
  });

  it('rescores a rejudge from the submissions: a subtask lost is lost', () => {
    const before = [graded(10, 30, 0), graded(50, 0, 70)];
    const rejudged = [graded(10, 30, 0), graded(50, 0, 35)];
    expect(ioi.scoreCell(before, null, settings()).points).toBe(100);
    expect(ioi.scoreCell(rejudged, null, settings())).toMatchObject({ points: 65, subtaskPoints: [30, 35] });
  });

  it('adds fractional subtask points without floating-point dust', () => {
    const third = (minute: number): CellSubmission => ({
      status: 'Wrong Answer',
      createdAt: at(minute),
      score: 0.1,
      maxScore: 1,
      scoreGroups: [{ group: `secret/g${minute}`, score: 0.1, maxScore: 0.2, verdict: 'Wrong Answer' }],
    });
    expect(ioi.scoreCell([third(1), third(2), third(3)], null, settings()).points).toBe(0.3);
  });

  it.each([
    { name: 'more points first', a: [100, 0], b: [60, 30], better: 'a' },
    { name: 'equal points: the earlier last rise first', a: [50, 50, 40], b: [100, 0, 20], better: 'b' },
    { name: 'equal points at the same minute share a rank', a: [70, 0, 15], b: [30, 40, 15], better: 'tie' },
  ])('ranks rows: $name; no penalty', ({ a, b, better }) => {
    const row = ([p1, p2, minute = 10]: number[]) =>
      ioi.standing(
        [
          { ...EMPTY_CELL, tries: 1, points: p1 ?? 0, pointsAt: (p1 ?? 0) > 0 ? at(minute) : null },
          { ...EMPTY_CELL, tries: 1, points: p2 ?? 0, pointsAt: (p2 ?? 0) > 0 ? at(minute) : null },
        ],
        settings(),
      );
    const order = Math.sign(ioi.compare(row(a), row(b)));
    expect(order).toBe(better === 'a' ? -1 : better === 'b' ? 1 : 0);
    expect(row(a).penalty).toBe(0);
  });
});

describe('AtCoder: points, then the last rise plus 5 minutes a wrong try', () => {
  const atcoder = CONTEST_RULES.atcoder;
  const five = settings({ penaltyMinutes: 5 });

  it('counts the wrong tries before a problem is solved, not after, and not Compile Errors', () => {
    const cellA = atcoder.scoreCell(
      [
        sub('Wrong Answer', 5),
        sub('Compilation Error', 6),
        sub('Runtime Error', 8),
        sub('Accepted', 20),
        sub('Wrong Answer', 25),
      ],
      null,
      five,
    );
    expect(cellA).toMatchObject({
      points: 100,
      pointsAt: at(20),
      solvedAt: at(20),
      wrongBeforeSolve: 2,
      tries: 4,
    });
    const cellB = atcoder.scoreCell([sub('Accepted', 30)], null, five);
    const unsolvedC = atcoder.scoreCell([sub('Wrong Answer', 40), sub('Wrong Answer', 41)], null, five);
    // Last rise at minute 30, two wrong tries on A: 30 + 2 × 5; C's wrong tries cost nothing.
    expect(atcoder.standing([cellA, cellB, unsolvedC], five)).toEqual({
      solved: 2,
      points: 200,
      penalty: 40,
      lastMinute: 30,
    });
  });

  it('scores a problem with subtasks by its best single submission', () => {
    const made = [graded(10, 30, 0), graded(50, 0, 70)];
    expect(atcoder.scoreCell(made, null, five)).toMatchObject({
      points: 70,
      pointsAt: at(50),
      wrongBeforeSolve: 1,
    });
  });

  it('ranks by points, then by penalty', () => {
    const row = (points: number, minute: number, wrong: number) =>
      atcoder.standing(
        [{ ...EMPTY_CELL, tries: wrong + 1, points, pointsAt: at(minute), wrongBeforeSolve: wrong }],
        five,
      );
    expect(atcoder.compare(row(200, 90, 3), row(100, 10, 0))).toBeLessThan(0);
    expect(atcoder.compare(row(100, 30, 0), row(100, 20, 3))).toBeLessThan(0); // 30 against 35
    expect(atcoder.compare(row(100, 30, 0), row(100, 25, 1))).toBe(0);
  });
});

describe('ICPC rows', () => {
  const icpc = CONTEST_RULES.icpc;
  it('rank by solved, then penalty (minutes plus 20 a wrong try), then the earlier last solve', () => {
    const solvedAt = (minute: number, wrong = 0) => ({
      ...EMPTY_CELL,
      tries: wrong + 1,
      solvedAt: at(minute),
      wrongBeforeSolve: wrong,
    });
    const a = icpc.standing([solvedAt(10, 1), solvedAt(50)], settings());
    const b = icpc.standing([solvedAt(25), solvedAt(55)], settings());
    const c = icpc.standing([solvedAt(20), solvedAt(60)], settings());
    expect(a).toEqual({ solved: 2, points: 0, penalty: 80, lastMinute: 50 });
    expect(icpc.compare(a, b)).toBeLessThan(0); // 80 = 80: the earlier last solve (50 against 55)
    expect(icpc.compare(b, c)).toBeLessThan(0);
    expect(icpc.compare(icpc.standing([solvedAt(200)], settings()), c)).toBeGreaterThan(0);
  });
});

/** Every .ts file under a folder. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('one home for the rules', () => {
  it('no contest or ratings module but the rules decides which statuses are tries', () => {
    const src = join(import.meta.dirname, '../../src');
    const deciding = [...sources(join(src, 'contests')), ...sources(join(src, 'ratings'))]
      .map((path) => relative(src, path))
      .filter((path) => !path.startsWith('contests/rules/') && path !== 'contests/ccs/judgement-types.ts')
      .filter((path) =>
        /'Compilation Error'|JUDGE_ERROR_STATUS|penaltyMinutes \*/.test(
          readFileSync(join(src, path), 'utf8'),
        ),
      );
    expect(deciding).toEqual([]);
  });
});
