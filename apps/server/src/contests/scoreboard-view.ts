/**
 * The scoreboard as one viewer sees it (docs/contests.md#who-sees-what): admins and everyone once the
 * results are final see the whole truth; during the freeze others' tries made in it are pending ("?"),
 * while contestants see their own verdicts; a contestant in a virtual run sees the official board as it
 * stood at their elapsed time, with their own row in it.
 */
import type {
  Role,
  ScoreboardAwards,
  ScoreboardResponse,
  ScoreboardRow,
  ScoreboardTeam,
} from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { boardFrozen, contestMinutes, contestStatus, minutesBetween, resultsFinal } from './contest-clock';
import { virtualRunEnd, virtualRunStart } from './contest-queries';
import type { LiveBoard, LiveBoards } from './live-boards';
import type { BoardContestant, BoardRow, BoardSide, BoardTeam, Scoreboard } from './scoreboard';
import { contestantIdOf } from './contestants';
import { groupWinners, inGroup } from './groups';
import { ruleOf } from './rules';
import { virtualBoard } from './virtual-board';

export type BoardViewer = { id: string; role: Role } | null;

/** A page of the board; `group`: only that group's rows (docs/contests.md#groups), ranked as on the whole board. */
export type Page = { page: number; limit: number; group?: string | undefined };

/**
 * What one viewer is shown, before any page is cut: a side of the live board, the same for everyone of
 * one kind but for the viewer's own row (contests/scoreboard-bodies.ts keeps its pages), or a board built
 * for this viewer alone (a virtual run).
 */
export type BoardView = {
  live: LiveBoard;
  board: Scoreboard;
  side: BoardSide;
  how: Presentation;
  elapsedMinutes: number;
};

export async function boardViewFor(
  deps: { db: Database; boards: LiveBoards; now: () => Date },
  contestId: string,
  viewer: BoardViewer,
): Promise<BoardView> {
  const live = await deps.boards.board(contestId);
  const { contest } = live;
  const now = deps.now();
  const isAdmin = viewer?.role === 'admin';
  if (viewer && !isAdmin && contestStatus(contest, now) === 'Ended') {
    const startedAt = await virtualRunStart(deps.db, contestId, viewer.id);
    if (startedAt && now < virtualRunEnd(contest, startedAt)) {
      const elapsed = minutesBetween(startedAt, now);
      const board = await virtualBoard(deps.db, live, viewer.id, startedAt, now);
      return {
        live,
        board,
        side: 'public',
        how: { viewerId: viewer.id, virtual: true, frozen: false, final: false },
        elapsedMinutes: elapsed,
      };
    }
  }
  const final = resultsFinal(contest, now);
  const side: BoardSide = isAdmin || final ? 'full' : 'public';
  const frozen = !isAdmin && boardFrozen(contest, now);
  const elapsed = Math.max(0, Math.min(minutesBetween(contest.startTime, now), contestMinutes(contest)));
  const started = isAdmin || contestStatus(contest, now) !== 'Upcoming';
  return {
    live,
    board: live.board,
    side,
    how: {
      viewerId: viewer ? await contestantIdOf(deps.db, contest, viewer.id) : null,
      virtual: false,
      frozen,
      final,
      hideProblems: !started,
    },
    elapsedMinutes: elapsed,
  };
}

/** One page of a viewer's board, built afresh (the pages served are kept: contests/scoreboard-bodies.ts). */
export async function scoreboardFor(
  deps: { db: Database; boards: LiveBoards; now: () => Date },
  contestId: string,
  viewer: BoardViewer,
  page: Page,
): Promise<ScoreboardResponse> {
  return presentView(await boardViewFor(deps, contestId, viewer), page);
}

/**
 * A page of `view` as answered, with the version it shows: the live board's, or 0 for a board built for
 * one viewer (it follows no version: every event reads it again).
 */
export function presentView(view: BoardView, page: Page): ScoreboardResponse {
  const { live, board, side, how, elapsedMinutes } = view;
  return {
    ...present(live, board, side, how, page, elapsedMinutes),
    version: board === live.board ? live.version : 0,
  };
}

export type Presentation = {
  /** The viewer's row on this board: their own, or in a team contest their team's; null for none. */
  viewerId: string | null;
  virtual: boolean;
  frozen: boolean;
  final: boolean;
  /** Before the start the problem set is a secret. */
  hideProblems?: boolean;
};

function present(
  live: LiveBoard,
  board: Scoreboard,
  side: BoardSide,
  how: Presentation,
  { page, limit, group }: Page,
  elapsedMinutes: number,
): Omit<ScoreboardResponse, 'version'> {
  const problems = how.hideProblems ? [] : live.problems;
  const byPoints = ruleOf(live.contest).scoreboardType === 'score';
  const toRow = (row: BoardRow): ScoreboardRow => {
    const you = row.contestant.id === how.viewerId;
    // A contestant always sees their own verdicts, even in the freeze, and their row's solved count and
    // penalty are those of the cells it shows (the whole truth of their own row); the rank stays the
    // public one, which nobody else's hidden results can move.
    const own = you ? 'full' : side;
    const cells = row.contestant.cells[own];
    const standing = row.contestant.standing[own];
    return {
      rank: row.rank,
      username: row.contestant.handle,
      name: row.contestant.name,
      affiliation: row.contestant.affiliation,
      ...(row.contestant.team && { team: teamOf(row.contestant, row.contestant.team) }),
      solved: standing.solved,
      penalty: standing.penalty,
      ...(byPoints && { score: standing.points }),
      problems: problems.map((problem, index) => {
        const cell = board.cell(side, row.contestant, index, cells);
        return {
          label: problem.label,
          problemId: problem.problemId,
          tries: cell.tries,
          solved: cell.solvedAt !== null,
          minutes: cell.minutes,
          pending: cell.pending,
          firstSolve: cell.firstSolve,
          ...(byPoints && {
            score: cell.points,
            ...(cell.subtaskPoints && { subtasks: [...cell.subtaskPoints] }),
          }),
        };
      }),
      virtual: how.virtual && you,
      you,
    };
  };
  const offset = (page - 1) * limit;
  const shown = groupFilter(live, group);
  // A group's rows are the same side's rows, filtered: the freeze hides in them what it hides on the board.
  const inView = shown ? board.rows(side, 0, board.size).filter((row) => shown(row.contestant)) : null;
  const total = inView ? inView.length : board.size;
  const rows = (inView ? inView.slice(offset, offset + limit) : board.rows(side, offset, limit)).map(toRow);
  const onPage = rows.some((row) => row.you);
  const ownRow = how.viewerId && !onPage ? board.rowOf(side, how.viewerId) : null;
  const mineRow = ownRow && (!shown || shown(ownRow.contestant)) ? ownRow : null;
  return {
    format: live.contest.format,
    frozen: how.frozen,
    final: how.final,
    virtual: how.virtual,
    elapsedMinutes,
    problems: problems.map(({ label, problemId, title }, index) => ({
      label,
      problemId,
      title,
      solvedCount: board.solvedCount(side, index),
      attemptedCount: board.attemptedCount(side, index),
    })),
    rows,
    mine: mineRow ? toRow(mineRow) : null,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    awards: how.final ? awardsOf(live, board) : null,
  };
}

/** Which rows a group filter keeps (none for a group the contest does not have); null: no filter. */
function groupFilter(live: LiveBoard, groupId: string | undefined) {
  if (groupId === undefined) return null;
  const group = live.contest.groups.find((candidate) => candidate.id === groupId);
  return (contestant: BoardContestant) => group !== undefined && inGroup(group, contestant);
}

/** A team row's team, as the board shows it. */
function teamOf(contestant: BoardContestant, team: BoardTeam): ScoreboardTeam {
  return {
    id: contestant.id,
    name: contestant.handle,
    members: team.members.map(({ username, name }) => ({ username, name })),
  };
}

/**
 * The awards of the final board: the winners (rank 1), medals by rank (ICPC: a medal count is a number of
 * places, and rows that share the last medal place share the medal), and the first to solve each problem.
 * Only contestants who scored (the rule says what that is: solved a problem, or earned points) win anything.
 * Each group's winners are its best-ranked contestants who scored (contests/groups.ts).
 */
export function awardsOf(live: LiveBoard, board: Scoreboard): ScoreboardAwards {
  const winners = awardWinners(live, board);
  const handles = (contestants: readonly BoardContestant[]) =>
    contestants.map((contestant) => contestant.handle);
  return {
    winners: handles(winners.winners),
    gold: handles(winners.gold),
    silver: handles(winners.silver),
    bronze: handles(winners.bronze),
    firstSolves: winners.firstSolves.map(({ label, contestant, minutes }) => ({
      label,
      username: contestant.handle,
      minutes,
    })),
    groupWinners: winners.groups.map(({ group, winners: groupWinners }) => ({
      groupId: group.id,
      name: group.name,
      usernames: handles(groupWinners),
    })),
  };
}

/** Who wins each award (the Contest API names them by id, the board by handle). */
export function awardWinners(live: LiveBoard, board: Scoreboard) {
  const { gold, silver, bronze } = {
    gold: live.contest.goldMedals,
    silver: live.contest.silverMedals,
    bronze: live.contest.bronzeMedals,
  };
  const rule = ruleOf(live.contest);
  const ranked = board.rows('full', 0, board.size).filter((row) => rule.scored(row.standing));
  const placed = (from: number, to: number) =>
    ranked.filter((row) => row.rank > from && row.rank <= to).map((row) => row.contestant);
  const firstSolves = live.problems.flatMap((problem, index) => {
    const solver = board.firstSolver('full', index);
    if (!solver) return [];
    const minutes = board.cell('full', solver, index).minutes ?? 0;
    return [{ label: problem.label, contestant: solver, minutes }];
  });
  return {
    winners: placed(0, 1),
    gold: placed(0, gold),
    silver: placed(gold, gold + silver),
    bronze: placed(gold + silver, gold + silver + bronze),
    firstSolves,
    groups: groupWinners(live.contest.groups, ranked, rule),
  };
}
