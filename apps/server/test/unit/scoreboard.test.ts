/**
 * The in-memory ICPC scoreboard: a hand-worked example, shared ranks, first solves on each side, pages
 * that start inside a tie, and a seeded random walk of cell updates checked against a from-scratch ranking.
 */
import { describe, expect, it } from 'vitest';
import { CONTEST_RULES, EMPTY_CELL, type CellScore, type CellSubmission } from '../../src/contests/rules';
import { BOARD_SIDES, Scoreboard, type BoardContest, type BoardSide } from '../../src/contests/scoreboard';
import { scoreCellBothSides as bothSidesOf } from '../../src/contests/score-cache';

const MINUTE = 60_000;
const PENALTY = 20;
const start = new Date('2025-03-01T10:00:00.000Z').getTime();
/** `minute` (fractions allowed) minutes into the contest. */
const atMinute = (minute: number) => new Date(start + Math.round(minute * MINUTE));
const sub = (status: string, minute: number): CellSubmission => ({ status, createdAt: atMinute(minute) });

/** A five-hour ICPC contest with a one-hour freeze. */
const CONTEST = {
  format: 'icpc' as const,
  scoring: 'best-subtasks' as const,
  startTime: new Date(start),
  endTime: new Date(start + 300 * MINUTE),
  penaltyMinutes: PENALTY,
  freezeMinutes: 60,
};
const icpcBoard = (problemIds: readonly string[]): BoardContest => ({
  rule: CONTEST_RULES.icpc,
  settings: CONTEST,
  problemIds,
});
const scoreCellBothSides = (submissions: readonly CellSubmission[]) => bothSidesOf(CONTEST, submissions);

function newBoard(problemIds: readonly string[], users: readonly string[]): Scoreboard {
  const board = new Scoreboard(icpcBoard(problemIds));
  for (const user of users)
    board.addContestant({
      id: `id-${user}`,
      handle: user,
      name: user.toUpperCase(),
      team: null,
      affiliation: null,
    });
  return board;
}

/** Scores a cell from submissions (public side hidden from the freeze) and sets it on the board. */
function submit(board: Scoreboard, user: string, problemId: string, submissions: CellSubmission[]): boolean {
  return board.setCell(`id-${user}`, problemId, scoreCellBothSides(submissions));
}

/** A solved cell: `wrong` wrong tries, then Accepted at `minute`. */
const solvedCell = (minute: number, wrong = 0): CellScore => ({
  ...EMPTY_CELL,
  tries: wrong + 1,
  pending: 0,
  solvedAt: atMinute(minute),
  wrongBeforeSolve: wrong,
});
const bothSides = (cell: CellScore) => ({ full: cell, public: cell });

const summary = (board: Scoreboard, side: BoardSide, offset = 0, limit = board.size) =>
  board.rows(side, offset, limit).map((row) => ({
    user: row.contestant.handle,
    rank: row.rank,
    solved: row.standing.solved,
    penalty: row.standing.penalty,
    last: row.standing.lastMinute,
  }));

describe('Scoreboard: a hand-worked contest (4 contestants × problems A, B, C, penalty 20)', () => {
  // Worked out by hand (minutes are floored; CE is not a try):
  // alice: A WA@5 AC@15:59 → 15 + 20 = 35; B AC@40 → 40; C WA, WA → unsolved.   2 solved, 75, last 40
  // bob:   A AC@20:30 → 20; B CE@50 AC@55:10 → 55.                               2 solved, 75, last 55
  // carol: A AC@10 → 10; C WA@30 AC@45:01 → 45 + 20 = 65.                         2 solved, 75, last 45
  // dave:  A AC@120 → 120; B WA WA WA AC@5 → 5 + 60 = 65; C AC@90 → 90.          3 solved, 275, last 120
  // Ranks: dave 1 (most solved, despite the most penalty); then 75 each, by the last solve: alice 2
  // (40), carol 3 (45), bob 4 (55).
  // Per problem: A attempted 4, solved 4, first carol (10:10:00); B attempted 3 (alice, bob, dave),
  // solved 3, first dave (10:05); C attempted 3 (alice, carol, dave), solved 2, first carol (10:45:01).
  const expected = [
    { user: 'dave', rank: 1, solved: 3, penalty: 275, last: 120 },
    { user: 'alice', rank: 2, solved: 2, penalty: 75, last: 40 },
    { user: 'carol', rank: 3, solved: 2, penalty: 75, last: 45 },
    { user: 'bob', rank: 4, solved: 2, penalty: 75, last: 55 },
  ];

  function handBoard(): Scoreboard {
    const board = newBoard(['A', 'B', 'C'], ['alice', 'bob', 'carol', 'dave']);
    submit(board, 'alice', 'A', [sub('Wrong Answer', 5), sub('Accepted', 15 + 59 / 60)]);
    submit(board, 'alice', 'B', [sub('Accepted', 40)]);
    submit(board, 'alice', 'C', [sub('Wrong Answer', 50), sub('Runtime Error', 60)]);
    submit(board, 'bob', 'A', [sub('Accepted', 20.5)]);
    submit(board, 'bob', 'B', [sub('Compilation Error', 50), sub('Accepted', 55 + 10 / 60)]);
    submit(board, 'carol', 'A', [sub('Accepted', 10)]);
    submit(board, 'carol', 'C', [sub('Wrong Answer', 30), sub('Accepted', 45 + 1 / 60)]);
    submit(board, 'dave', 'B', [
      sub('Wrong Answer', 1),
      sub('Wrong Answer', 2),
      sub('Time Limit Exceeded', 3),
      sub('Accepted', 5),
    ]);
    submit(board, 'dave', 'C', [sub('Accepted', 90)]);
    submit(board, 'dave', 'A', [sub('Accepted', 120)]);
    return board;
  }

  it('ranks by solved, then penalty, then the last solve, on both sides', () => {
    const board = handBoard();
    expect(summary(board, 'full')).toEqual(expected);
    // Nothing was submitted in the freeze: the public side is the same.
    expect(summary(board, 'public')).toEqual(expected);
  });

  it('counts solved and attempted per problem and marks the first solves', () => {
    const board = handBoard();
    for (const side of BOARD_SIDES) {
      expect([0, 1, 2].map((index) => board.attemptedCount(side, index))).toEqual([4, 3, 3]);
      expect([0, 1, 2].map((index) => board.solvedCount(side, index))).toEqual([4, 3, 2]);
      expect([0, 1, 2].map((index) => board.firstSolver(side, index)?.handle)).toEqual([
        'carol',
        'dave',
        'carol',
      ]);
    }
  });

  it('shows each cell with its floored minute and first-solve mark', () => {
    const board = handBoard();
    const alice = board.contestant('id-alice');
    const carol = board.contestant('id-carol');
    if (!alice || !carol) throw new Error('missing contestant');
    expect(board.cell('full', alice, 0)).toMatchObject({ minutes: 15, tries: 2, firstSolve: false });
    expect(board.cell('full', alice, 2)).toMatchObject({ minutes: null, tries: 2, firstSolve: false });
    expect(board.cell('full', carol, 0)).toMatchObject({ minutes: 10, tries: 1, firstSolve: true });
    expect(board.cell('full', carol, 2)).toMatchObject({ minutes: 45, tries: 2, firstSolve: true });
    expect(board.cell('full', carol, 1)).toMatchObject({ minutes: null, tries: 0, firstSolve: false });
  });
});

describe('Scoreboard: shared ranks', () => {
  it('gives rows equal on solved, penalty and last solve one rank (1, 2, 2, 4, 4)', () => {
    const board = newBoard(['A', 'B'], ['wendy', 'yann', 'xavier', 'zoe', 'zack']);
    board.setCell('id-wendy', 'A', bothSides(solvedCell(10)));
    board.setCell('id-wendy', 'B', bothSides(solvedCell(50)));
    // Minute 30 on A; minute 30 (30:45, floored) on B: equal rows, ordered by username only.
    board.setCell('id-yann', 'A', bothSides(solvedCell(30)));
    board.setCell('id-xavier', 'B', bothSides(solvedCell(30.75)));
    // zoe tried and failed, zack never tried: both 0 solved, equal.
    board.setCell('id-zoe', 'A', bothSides({ ...EMPTY_CELL, tries: 2, wrongBeforeSolve: 2 }));
    expect(summary(board, 'full')).toEqual([
      { user: 'wendy', rank: 1, solved: 2, penalty: 60, last: 50 },
      { user: 'xavier', rank: 2, solved: 1, penalty: 30, last: 30 },
      { user: 'yann', rank: 2, solved: 1, penalty: 30, last: 30 },
      { user: 'zack', rank: 4, solved: 0, penalty: 0, last: 0 },
      { user: 'zoe', rank: 4, solved: 0, penalty: 0, last: 0 },
    ]);
  });

  it('does not tie rows equal on solved and penalty but not on the last solve', () => {
    const board = newBoard(['A', 'B'], ['ann', 'ben']);
    // ann: A at 10 after 1 wrong (30), ben: B at 30 (30): equal penalty, ann's last solve is earlier.
    board.setCell('id-ann', 'A', bothSides(solvedCell(10, 1)));
    board.setCell('id-ben', 'B', bothSides(solvedCell(30)));
    expect(summary(board, 'full').map((row) => [row.user, row.rank, row.penalty])).toEqual([
      ['ann', 1, 30],
      ['ben', 2, 30],
    ]);
  });
});

describe('Scoreboard: first solves', () => {
  it('goes to the earliest submission time, not the lowest penalty or the order of updates', () => {
    const board = newBoard(['A', 'B', 'C'], ['u1', 'u2', 'u3', 'u4', 'u5']);
    // u2 is set first and holds the mark until u1's earlier solve arrives.
    board.setCell('id-u2', 'A', bothSides(solvedCell(101)));
    expect(board.firstSolver('full', 0)?.id).toBe('id-u2');
    // u1: minute 100 after three wrong tries (penalty 160 on A) is still the first solve.
    board.setCell('id-u1', 'A', bothSides(solvedCell(100, 3)));
    for (const side of BOARD_SIDES) {
      expect(board.firstSolver(side, 0)?.id).toBe('id-u1');
      const u1 = board.contestant('id-u1');
      const u2 = board.contestant('id-u2');
      if (!u1 || !u2) throw new Error('missing contestant');
      expect(board.cell(side, u1, 0).firstSolve).toBe(true);
      expect(board.cell(side, u2, 0).firstSolve).toBe(false);
    }
    // Within one minute the seconds decide: u5 at 30:10 before u4 at 30:50.
    board.setCell('id-u4', 'C', bothSides(solvedCell(30 + 50 / 60)));
    board.setCell('id-u5', 'C', bothSides(solvedCell(30 + 10 / 60)));
    expect(board.firstSolver('full', 2)?.id).toBe('id-u5');
    // A rejudge takes u1's solve away: the mark moves to u2.
    board.setCell('id-u1', 'A', bothSides({ ...EMPTY_CELL, tries: 4, wrongBeforeSolve: 4 }));
    expect(board.firstSolver('full', 0)?.id).toBe('id-u2');
    expect(board.solvedCount('full', 0)).toBe(1);
    expect(board.attemptedCount('full', 0)).toBe(2);
  });

  it('is decided on each side: a solve in the freeze is the first on the full side only', () => {
    const board = newBoard(['A', 'B'], ['u1', 'u2', 'u3']);
    submit(board, 'u3', 'B', [sub('Wrong Answer', 200), sub('Accepted', 250)]);
    expect(board.firstSolver('full', 1)?.id).toBe('id-u3');
    expect(board.firstSolver('public', 1)).toBeNull();
    expect(board.solvedCount('public', 1)).toBe(0);
    expect(board.attemptedCount('public', 1)).toBe(1);
    const u3 = board.contestant('id-u3');
    if (!u3) throw new Error('missing contestant');
    expect(board.cell('full', u3, 1)).toMatchObject({ minutes: 250, firstSolve: true, pending: 0 });
    expect(board.cell('public', u3, 1)).toMatchObject({ minutes: null, firstSolve: false, pending: 1 });

    // u2 solved B before the freeze: the first solve on both sides.
    submit(board, 'u2', 'B', [sub('Accepted', 239)]);
    expect(board.firstSolver('full', 1)?.id).toBe('id-u2');
    expect(board.firstSolver('public', 1)?.id).toBe('id-u2');

    // u1 solved A in the freeze, u2 later in the freeze: the public side shows no solve yet.
    submit(board, 'u2', 'A', [sub('Accepted', 280)]);
    submit(board, 'u1', 'A', [sub('Accepted', 260)]);
    expect(board.firstSolver('full', 0)?.id).toBe('id-u1');
    expect(board.firstSolver('public', 0)).toBeNull();
    expect(summary(board, 'public').map((row) => [row.user, row.rank, row.solved])).toEqual([
      ['u2', 1, 1],
      ['u1', 2, 0],
      ['u3', 2, 0],
    ]);
  });
});

describe('Scoreboard: pages and rowOf', () => {
  // Ranks 1, 2, 2, 2, 5, 6: one with two solves, three tied on one solve at minute 30, one at 40, one with none.
  function tiedBoard(): Scoreboard {
    const board = newBoard(['A', 'B'], ['top', 'tie1', 'tie2', 'tie3', 'fifth', 'last']);
    board.setCell('id-top', 'A', bothSides(solvedCell(5)));
    board.setCell('id-top', 'B', bothSides(solvedCell(6)));
    board.setCell('id-tie1', 'A', bothSides(solvedCell(30)));
    board.setCell('id-tie2', 'B', bothSides(solvedCell(30.5)));
    board.setCell('id-tie3', 'A', bothSides(solvedCell(10, 1)));
    board.setCell('id-tie3', 'A', bothSides(solvedCell(30.9)));
    board.setCell('id-fifth', 'A', bothSides(solvedCell(40)));
    return board;
  }
  const ranks = (board: Scoreboard, offset: number, limit: number) =>
    board.rows('full', offset, limit).map((row) => [row.contestant.handle, row.rank]);

  it('ranks the whole board', () => {
    expect(ranks(tiedBoard(), 0, 100)).toEqual([
      ['top', 1],
      ['tie1', 2],
      ['tie2', 2],
      ['tie3', 2],
      ['fifth', 5],
      ['last', 6],
    ]);
  });

  it('gives a page that starts inside a tie the tie’s rank', () => {
    const board = tiedBoard();
    expect(ranks(board, 2, 2)).toEqual([
      ['tie2', 2],
      ['tie3', 2],
    ]);
    expect(ranks(board, 3, 3)).toEqual([
      ['tie3', 2],
      ['fifth', 5],
      ['last', 6],
    ]);
    expect(ranks(board, 1, 1)).toEqual([['tie1', 2]]);
    expect(ranks(board, 4, 1)).toEqual([['fifth', 5]]);
  });

  it('pages that together cover the board equal the whole board', () => {
    const board = tiedBoard();
    for (const size of [1, 2, 4, 5]) {
      const pages = [];
      for (let offset = 0; offset < board.size; offset += size) pages.push(...ranks(board, offset, size));
      expect(pages).toEqual(ranks(board, 0, board.size));
    }
  });

  it('returns short or empty pages past the end', () => {
    const board = tiedBoard();
    expect(ranks(board, 5, 10)).toEqual([['last', 6]]);
    expect(ranks(board, 6, 10)).toEqual([]);
    expect(ranks(board, 100, 10)).toEqual([]);
    expect(ranks(board, 0, 0)).toEqual([]);
  });

  it('finds a contestant’s row with its shared rank, or null for someone not on the board', () => {
    const board = tiedBoard();
    expect(board.rowOf('full', 'id-tie3')).toMatchObject({ rank: 2, standing: { solved: 1, penalty: 30 } });
    expect(board.rowOf('full', 'id-tie3')?.contestant.handle).toBe('tie3');
    expect(board.rowOf('full', 'id-fifth')?.rank).toBe(5);
    expect(board.rowOf('full', 'id-last')?.rank).toBe(6);
    expect(board.rowOf('full', 'id-nobody')).toBeNull();
    expect(board.positionOf('full', 'id-tie3')).toBe(3);
    expect(board.positionOf('full', 'id-nobody')).toBeNull();
  });

  it('finds a row on each side separately', () => {
    const board = newBoard(['A', 'B'], ['early', 'frozen']);
    submit(board, 'early', 'A', [sub('Accepted', 200)]);
    // frozen: A at 250 after a wrong try at 100 (270), B at 260: two solves, both in the freeze.
    submit(board, 'frozen', 'A', [sub('Wrong Answer', 100), sub('Accepted', 250)]);
    submit(board, 'frozen', 'B', [sub('Accepted', 260)]);
    expect(board.rowOf('full', 'id-frozen')).toMatchObject({
      rank: 1,
      standing: { solved: 2, penalty: 530 },
    });
    expect(board.rowOf('full', 'id-early')?.rank).toBe(2);
    expect(board.rowOf('public', 'id-early')?.rank).toBe(1);
    expect(board.rowOf('public', 'id-frozen')).toMatchObject({ rank: 2, standing: { solved: 0 } });
  });
});

describe('Scoreboard: setCell', () => {
  it('returns false and changes nothing for an equal cell, an unknown contestant or an unknown problem', () => {
    const board = newBoard(['A', 'B'], ['ann', 'ben']);
    expect(board.setCell('id-ben', 'A', bothSides(solvedCell(10)))).toBe(true);
    const before = summary(board, 'full');
    // An equal cell, as new objects.
    expect(board.setCell('id-ben', 'A', bothSides(solvedCell(10)))).toBe(false);
    expect(board.setCell('id-ann', 'A', bothSides({ ...EMPTY_CELL }))).toBe(false);
    expect(board.setCell('id-nobody', 'A', bothSides(solvedCell(1)))).toBe(false);
    expect(board.setCell('id-ann', 'Z', bothSides(solvedCell(1)))).toBe(false);
    expect(summary(board, 'full')).toEqual(before);
    expect(board.size).toBe(2);
    expect(board.has('id-nobody')).toBe(false);
  });

  it('returns true when only one side changed', () => {
    const board = newBoard(['A'], ['ann']);
    const pending = { ...EMPTY_CELL, tries: 1, pending: 1 };
    expect(board.setCell('id-ann', 'A', { full: solvedCell(250), public: pending })).toBe(true);
    expect(board.setCell('id-ann', 'A', { full: solvedCell(250), public: solvedCell(250) })).toBe(true);
    expect(board.rowOf('public', 'id-ann')?.standing.solved).toBe(1);
  });
});

/** A small seeded PRNG (mulberry32), so a failure reproduces from its seed. */
function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Scoreboard: random updates against a from-scratch ranking', () => {
  const PROBLEMS = ['A', 'B', 'C', 'D'];

  type Model = Map<string, { username: string; cells: Record<BoardSide, CellScore[]> }>;
  type Ranked = { userId: string; rank: number; solved: number; penalty: number; last: number };

  /** The board's rows computed the simplest way: score each row, rank = 1 + rows strictly better. */
  function reference(model: Model, side: BoardSide): Ranked[] {
    const rows = [...model].map(([userId, { username, cells }]) => {
      let solved = 0;
      let penalty = 0;
      let last = 0;
      for (const cell of cells[side]) {
        if (cell.solvedAt === null) continue;
        const minute = Math.floor((cell.solvedAt.getTime() - start) / MINUTE);
        solved += 1;
        penalty += minute + PENALTY * cell.wrongBeforeSolve;
        last = Math.max(last, minute);
      }
      return { userId, username, solved, penalty, last };
    });
    type Row = (typeof rows)[number];
    const better = (a: Row, b: Row) =>
      a.solved > b.solved ||
      (a.solved === b.solved && (a.penalty < b.penalty || (a.penalty === b.penalty && a.last < b.last)));
    return rows
      .map((row) => ({ ...row, rank: 1 + rows.filter((other) => better(other, row)).length }))
      .sort((a, b) => a.rank - b.rank || (a.username < b.username ? -1 : 1))
      .map(({ userId, rank, solved, penalty, last }) => ({ userId, rank, solved, penalty, last }));
  }

  const boardRows = (board: Scoreboard, side: BoardSide, offset: number, limit: number): Ranked[] =>
    board.rows(side, offset, limit).map((row) => ({
      userId: row.contestant.id,
      rank: row.rank,
      solved: row.standing.solved,
      penalty: row.standing.penalty,
      last: row.standing.lastMinute,
    }));

  const copy = (cell: CellScore): CellScore => ({
    ...cell,
    solvedAt: cell.solvedAt ? new Date(cell.solvedAt.getTime()) : null,
  });

  const same = (a: CellScore, b: CellScore) =>
    a.tries === b.tries &&
    a.pending === b.pending &&
    a.wrongBeforeSolve === b.wrongBeforeSolve &&
    (a.solvedAt?.getTime() ?? null) === (b.solvedAt?.getTime() ?? null);

  it.each([1, 42, 20250301])('keeps rank order through 3000 updates (seed %i)', (seed) => {
    const random = mulberry32(seed);
    const int = (n: number) => Math.floor(random() * n);

    /** A random cell; solve times on 10-minute marks half the time, so equal rows are common. */
    function randomCell(): CellScore {
      const tries = int(5);
      if (tries === 0) return { ...EMPTY_CELL };
      if (random() < 0.6) {
        const minute = random() < 0.5 ? int(6) * 10 : int(300);
        const wrong = int(tries);
        return {
          ...EMPTY_CELL,
          tries,
          pending: int(tries - wrong),
          solvedAt: new Date(start + minute * MINUTE + int(MINUTE)),
          wrongBeforeSolve: wrong,
        };
      }
      const pending = int(tries + 1);
      return { ...EMPTY_CELL, tries, pending, wrongBeforeSolve: tries - pending };
    }

    const board = new Scoreboard(icpcBoard(PROBLEMS));
    const model: Model = new Map();
    const ids: string[] = [];
    function addContestant() {
      const number = ids.length;
      // Usernames in a different order from the ids, so the tie-break by username is exercised.
      const userId = `user-${String(number).padStart(3, '0')}`;
      const username = `name-${String((number * 37) % 101).padStart(3, '0')}`;
      ids.push(userId);
      model.set(userId, {
        username,
        cells: { full: PROBLEMS.map(() => EMPTY_CELL), public: PROBLEMS.map(() => EMPTY_CELL) },
      });
      board.addContestant({ id: userId, handle: username, name: username, team: null, affiliation: null });
    }
    for (let i = 0; i < 30; i += 1) addContestant();

    function check() {
      for (const side of BOARD_SIDES) {
        const expected = reference(model, side);
        expect(boardRows(board, side, 0, ids.length)).toEqual(expected);
        // A random page, possibly starting inside a tie.
        const offset = int(ids.length);
        const limit = 1 + int(10);
        expect(boardRows(board, side, offset, limit)).toEqual(expected.slice(offset, offset + limit));
        for (const row of expected) {
          expect(board.rowOf(side, row.userId)?.rank).toBe(row.rank);
        }
        PROBLEMS.forEach((_, index) => {
          const cells = [...model.values()].map((entry) => entry.cells[side][index] ?? EMPTY_CELL);
          const solveTimes = cells.flatMap((cell) => (cell.solvedAt ? [cell.solvedAt.getTime()] : []));
          expect(board.solvedCount(side, index)).toBe(solveTimes.length);
          expect(board.attemptedCount(side, index)).toBe(cells.filter((cell) => cell.tries > 0).length);
          const first = board.firstSolver(side, index);
          const firstAt = first?.cells[side][index]?.solvedAt?.getTime() ?? null;
          expect(firstAt).toBe(solveTimes.length ? Math.min(...solveTimes) : null);
        });
      }
    }

    const order = () => BOARD_SIDES.map((side) => boardRows(board, side, 0, ids.length));
    let unchanged = 0;
    for (let step = 1; step <= 3000; step += 1) {
      const roll = random();
      if (roll < 0.01) {
        addContestant();
      } else if (roll < 0.02) {
        // A contestant already on the board registers again: a no-op.
        const before = order();
        const userId = ids[int(ids.length)] as string;
        board.addContestant({
          id: userId,
          handle: 'someone-else',
          name: 'Someone Else',
          team: null,
          affiliation: null,
        });
        expect(order()).toEqual(before);
      } else {
        const userId = ids[int(ids.length)] as string;
        const entry = model.get(userId);
        if (!entry) throw new Error('model out of step');
        const index = int(PROBLEMS.length + 1);
        const problemId = PROBLEMS[index] ?? 'not-in-contest';
        let cells: Record<BoardSide, CellScore>;
        if (random() < 0.1) {
          // The same cell again, as new objects.
          cells = {
            full: copy(entry.cells.full[index] ?? EMPTY_CELL),
            public: copy(entry.cells.public[index] ?? EMPTY_CELL),
          };
        } else {
          const full = randomCell();
          cells = { full, public: random() < 0.5 ? copy(full) : randomCell() };
        }
        const known = index < PROBLEMS.length;
        const shouldChange =
          known && BOARD_SIDES.some((side) => !same(entry.cells[side][index] ?? EMPTY_CELL, cells[side]));
        const before = shouldChange ? null : order();
        expect(board.setCell(userId, problemId, cells)).toBe(shouldChange);
        if (before) {
          unchanged += 1;
          expect(order()).toEqual(before);
        }
        if (known) for (const side of BOARD_SIDES) entry.cells[side][index] = copy(cells[side]);
      }
      if (step % 100 === 0) check();
    }
    check();
    // Loading every cell at once (setCells, as a board is loaded) gives the same board.
    const loaded = new Scoreboard(icpcBoard(PROBLEMS));
    for (const [userId, { username }] of model)
      loaded.addContestant({ id: userId, handle: username, name: username, team: null, affiliation: null });
    loaded.setCells(
      [...model].flatMap(([userId, entry]) =>
        PROBLEMS.map((problemId, index) => ({
          contestantId: userId,
          problemId,
          cells: {
            full: entry.cells.full[index] ?? EMPTY_CELL,
            public: entry.cells.public[index] ?? EMPTY_CELL,
          },
        })),
      ),
    );
    for (const side of BOARD_SIDES) {
      expect(boardRows(loaded, side, 0, ids.length)).toEqual(boardRows(board, side, 0, ids.length));
      PROBLEMS.forEach((_, index) => {
        expect(loaded.solvedCount(side, index)).toBe(board.solvedCount(side, index));
        expect(loaded.attemptedCount(side, index)).toBe(board.attemptedCount(side, index));
        expect(loaded.firstSolver(side, index)?.id).toBe(board.firstSolver(side, index)?.id);
      });
    }
    // The walk did exercise the no-op path.
    expect(unchanged).toBeGreaterThan(100);
  });
});
