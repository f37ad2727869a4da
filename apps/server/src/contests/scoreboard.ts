/**
 * A contest's scoreboard in memory, kept up to date one cell at a time (docs/contests.md#scoreboard): two
 * sides (the whole truth, and the public side that hides the freeze), each a list of contestants kept in
 * rank order. Changing a cell moves one row (a binary search and a splice) and adjusts its problem's
 * counts, so a verdict costs O(log n + n) memory moves and a page is a slice: never a sort of the whole
 * board per request. A board is loaded with `setCells`: all cells first, then one sort and one count.
 */
import type { Affiliation } from '@codeconquer/contracts';
import {
  EMPTY_CELL,
  minuteOf,
  sameCell,
  type CellScore,
  type ContestRule,
  type RuleSettings,
  type Standing,
} from './rules';

export type BoardSide = 'full' | 'public';
export const BOARD_SIDES: readonly BoardSide[] = ['full', 'public'];

export type BoardContest = {
  /** How the board ranks (contests/rules/): every standing and comparison is the rule's. */
  rule: ContestRule;
  settings: RuleSettings;
  /** The problems in label order (position 0 is A). */
  problemIds: readonly string[];
};

/** A team on a team contest's board: its members, as the rows show them. */
export type BoardTeam = {
  members: readonly { id: string; username: string; name: string }[];
};

/** Who a row is: a user, or in a team contest a team. */
export type ContestantInfo = {
  /** The user's id, or the team's. */
  id: string;
  /** The row's name on the board: the username, or the team's name. */
  handle: string;
  /** The user's full name (a team's: its affiliation's short name, or ''). */
  name: string;
  team: BoardTeam | null;
  /** The user's or the team's university or school (docs/contests.md#affiliations). */
  affiliation: Affiliation | null;
};

export type BoardContestant = ContestantInfo & {
  cells: Record<BoardSide, CellScore[]>;
  standing: Record<BoardSide, Standing>;
};

/** One cell as a board shows it. */
export type BoardCell = CellScore & { minutes: number | null; firstSolve: boolean };

/** One ranked row of a side. */
export type BoardRow = { rank: number; contestant: BoardContestant; standing: Standing };

/** Better first by the rule; the handle (then the id) only orders rows that share a rank. */
function compare(rule: ContestRule, a: BoardContestant, b: BoardContestant, side: BoardSide): number {
  return (
    rule.compare(a.standing[side], b.standing[side]) ||
    (a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export class Scoreboard {
  private readonly byId = new Map<string, BoardContestant>();
  private readonly order: Record<BoardSide, BoardContestant[]> = { full: [], public: [] };
  /** Per side and problem: the contestant who solved it first (by submission time), if anyone. */
  private readonly firstSolvers: Record<BoardSide, (string | null)[]>;
  private readonly solvedCounts: Record<BoardSide, number[]>;
  private readonly attemptedCounts: Record<BoardSide, number[]>;

  constructor(readonly contest: BoardContest) {
    const blank = <T>(value: T) => contest.problemIds.map(() => value);
    this.firstSolvers = { full: blank(null), public: blank(null) };
    this.solvedCounts = { full: blank(0), public: blank(0) };
    this.attemptedCounts = { full: blank(0), public: blank(0) };
  }

  get size(): number {
    return this.byId.size;
  }

  has(contestantId: string): boolean {
    return this.byId.has(contestantId);
  }

  contestant(contestantId: string): BoardContestant | undefined {
    return this.byId.get(contestantId);
  }

  /** Adds a contestant with an empty row (registration); no-op when they are on the board. */
  addContestant(info: ContestantInfo): void {
    if (this.byId.has(info.id)) return;
    const empty = () => this.contest.problemIds.map(() => EMPTY_CELL);
    // Who the row is, and nothing more the caller's object may carry (a registration's time, say).
    const { id, handle, name, team, affiliation } = info;
    const contestant: BoardContestant = {
      id,
      handle,
      name,
      team,
      affiliation,
      cells: { full: empty(), public: empty() },
      standing: { full: this.standingOf(empty()), public: this.standingOf(empty()) },
    };
    this.byId.set(info.id, contestant);
    for (const side of BOARD_SIDES) this.insert(contestant, side);
  }

  /** Sets one cell on both sides; returns false when nothing changed. Unknown contestants or problems are ignored. */
  setCell(contestantId: string, problemId: string, cells: Record<BoardSide, CellScore>): boolean {
    const changed = this.setCellSides(contestantId, problemId, cells);
    return changed.full || changed.public;
  }

  /** As setCell, saying which sides changed (a result the freeze hides changes only the full side). */
  setCellSides(
    contestantId: string,
    problemId: string,
    cells: Record<BoardSide, CellScore>,
  ): Record<BoardSide, boolean> {
    const changed = { full: false, public: false };
    const contestant = this.byId.get(contestantId);
    const index = this.contest.problemIds.indexOf(problemId);
    if (!contestant || index < 0) return changed;
    for (const side of BOARD_SIDES) {
      const before = contestant.cells[side][index] ?? EMPTY_CELL;
      const after = cells[side];
      if (sameCell(before, after)) continue;
      changed[side] = true;
      this.remove(contestant, side);
      contestant.cells[side][index] = after;
      contestant.standing[side] = this.standingOf(contestant.cells[side]);
      this.insert(contestant, side);
      this.countChange(side, index, contestant, before, after);
    }
    return changed;
  }

  /**
   * Sets many cells at once (loading a board): every cell is written, then each side is sorted and its
   * problems counted once, O(n log n), where a setCell per cell would move a row and count its problem
   * over the whole board each time. Unknown contestants or problems are ignored, as by setCell.
   */
  setCells(
    changes: Iterable<{ contestantId: string; problemId: string; cells: Record<BoardSide, CellScore> }>,
  ): void {
    const changed = new Set<BoardContestant>();
    for (const { contestantId, problemId, cells } of changes) {
      const contestant = this.byId.get(contestantId);
      const index = this.contest.problemIds.indexOf(problemId);
      if (!contestant || index < 0) continue;
      for (const side of BOARD_SIDES) contestant.cells[side][index] = cells[side];
      changed.add(contestant);
    }
    for (const side of BOARD_SIDES) {
      for (const contestant of changed) contestant.standing[side] = this.standingOf(contestant.cells[side]);
      this.order[side].sort((a, b) => compare(this.contest.rule, a, b, side));
      this.contest.problemIds.forEach((_, index) => this.recountProblem(side, index));
    }
  }

  /** Rows `offset` to `offset + limit` of a side, with shared ranks for equal rows. */
  rows(side: BoardSide, offset: number, limit: number): BoardRow[] {
    const order = this.order[side];
    const end = Math.min(order.length, offset + limit);
    const rows: BoardRow[] = [];
    let rank = offset < order.length ? this.rankAt(side, offset) : 0;
    for (let index = offset; index < end; index += 1) {
      const contestant = order[index] as BoardContestant;
      const previous = index > offset ? (order[index - 1] as BoardContestant) : undefined;
      if (previous && !this.sameRank(previous.standing[side], contestant.standing[side])) rank = index + 1;
      rows.push({ rank, contestant, standing: contestant.standing[side] });
    }
    return rows;
  }

  /** A contestant's row on a side (for "your row" when it is not on the page). */
  rowOf(side: BoardSide, contestantId: string): BoardRow | null {
    const contestant = this.byId.get(contestantId);
    if (!contestant) return null;
    const index = this.indexOf(contestant, side);
    return { rank: this.rankAt(side, index), contestant, standing: contestant.standing[side] };
  }

  /** Where a contestant stands on a side: 0-based index in rank order. */
  positionOf(side: BoardSide, contestantId: string): number | null {
    const contestant = this.byId.get(contestantId);
    return contestant ? this.indexOf(contestant, side) : null;
  }

  /** A cell as shown on a side: with its minute and whether it is the problem's first solve. */
  cell(
    side: BoardSide,
    contestant: BoardContestant,
    index: number,
    cells = contestant.cells[side],
  ): BoardCell {
    const score = cells[index] ?? EMPTY_CELL;
    // Fields listed, not spread: a page builds a thousand cells, and the spread was most of its time.
    return {
      tries: score.tries,
      pending: score.pending,
      solvedAt: score.solvedAt,
      wrongBeforeSolve: score.wrongBeforeSolve,
      points: score.points,
      pointsAt: score.pointsAt,
      subtaskPoints: score.subtaskPoints,
      minutes: score.solvedAt ? minuteOf(score.solvedAt, this.contest.settings) : null,
      firstSolve: score.solvedAt !== null && this.firstSolvers[side][index] === contestant.id,
    };
  }

  solvedCount(side: BoardSide, index: number): number {
    return this.solvedCounts[side][index] ?? 0;
  }

  attemptedCount(side: BoardSide, index: number): number {
    return this.attemptedCounts[side][index] ?? 0;
  }

  firstSolver(side: BoardSide, index: number): BoardContestant | null {
    const contestantId = this.firstSolvers[side][index];
    return contestantId ? (this.byId.get(contestantId) ?? null) : null;
  }

  private standingOf(cells: readonly CellScore[]): Standing {
    return this.contest.rule.standing(cells, this.contest.settings);
  }

  private sameRank(x: Standing, y: Standing): boolean {
    return this.contest.rule.compare(x, y) === 0;
  }

  private rankAt(side: BoardSide, index: number): number {
    const order = this.order[side];
    const standing = (order[index] as BoardContestant).standing[side];
    let first = index;
    while (first > 0 && this.sameRank((order[first - 1] as BoardContestant).standing[side], standing))
      first -= 1;
    return first + 1;
  }

  /** The first index whose contestant does not rank before `contestant` (binary search). */
  private lowerBound(contestant: BoardContestant, side: BoardSide): number {
    const order = this.order[side];
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(this.contest.rule, order[middle] as BoardContestant, contestant, side) < 0)
        low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private indexOf(contestant: BoardContestant, side: BoardSide): number {
    const index = this.lowerBound(contestant, side);
    if (this.order[side][index] !== contestant) throw new Error('scoreboard order is inconsistent');
    return index;
  }

  private insert(contestant: BoardContestant, side: BoardSide): void {
    this.order[side].splice(this.lowerBound(contestant, side), 0, contestant);
  }

  private remove(contestant: BoardContestant, side: BoardSide): void {
    this.order[side].splice(this.indexOf(contestant, side), 1);
  }

  /**
   * A problem's counts and first solver on a side after one contestant's cell went from `before` to
   * `after`: the counts move by that cell alone; the first solver changes only if this solve is earlier.
   * A pass over the whole board is needed only when the first solver's own solve moved later or went
   * (a rejudge), or this solve ties theirs to the millisecond (the pass orders ties as it always has).
   */
  private countChange(
    side: BoardSide,
    index: number,
    contestant: BoardContestant,
    before: CellScore,
    after: CellScore,
  ): void {
    const firstId = this.firstSolvers[side][index] ?? null;
    const beforeAt = solveTime(before);
    const afterAt = solveTime(after);
    if (firstId === contestant.id && (afterAt === null || beforeAt === null || afterAt > beforeAt))
      return this.recountProblem(side, index);
    const attempted = this.attemptedCounts[side];
    const solved = this.solvedCounts[side];
    attempted[index] = (attempted[index] ?? 0) + (after.tries !== 0 ? 1 : 0) - (before.tries !== 0 ? 1 : 0);
    solved[index] = (solved[index] ?? 0) + (afterAt !== null ? 1 : 0) - (beforeAt !== null ? 1 : 0);
    if (afterAt === null || firstId === contestant.id) return;
    const first = firstId ? this.byId.get(firstId) : undefined;
    const firstAt = first ? solveTime(first.cells[side][index] ?? EMPTY_CELL) : null;
    if (firstAt === null || afterAt < firstAt) this.firstSolvers[side][index] = contestant.id;
    else if (afterAt === firstAt) this.recountProblem(side, index);
  }

  /** A problem's first solver and counts on a side, from scratch (one pass over the board). */
  private recountProblem(side: BoardSide, index: number): void {
    let first: BoardContestant | null = null;
    let firstAt = Infinity;
    let solved = 0;
    let attempted = 0;
    for (const contestant of this.byId.values()) {
      const cell = contestant.cells[side][index];
      if (!cell || cell.tries === 0) continue;
      attempted += 1;
      if (!cell.solvedAt) continue;
      solved += 1;
      const at = cell.solvedAt.getTime();
      if (at < firstAt) {
        first = contestant;
        firstAt = at;
      }
    }
    this.firstSolvers[side][index] = first?.id ?? null;
    this.solvedCounts[side][index] = solved;
    this.attemptedCounts[side][index] = attempted;
  }
}

/** When a cell was solved, as recountProblem counts solves (a cell with tries); null if unsolved. */
function solveTime(cell: CellScore): number | null {
  return cell.tries !== 0 && cell.solvedAt ? cell.solvedAt.getTime() : null;
}
