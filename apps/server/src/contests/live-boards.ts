/**
 * The scoreboards this server holds in memory, and who listens to them (docs/contests.md#scoreboard).
 * A board is loaded from the score cache the first time someone looks, then kept up to date cell by cell:
 * this server's own changes call `cellChanged` directly, and every verdict the judge reports (from any
 * server's judge when the queue is on Redis) is looked up and applied. Listeners (the contest's event
 * streams) hear 'scoreboard', 'clarifications' or 'contest' when something they show changed, and a
 * timer tells them when a contest's phase changes (start, freeze, end, results published).
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ContestEventName } from '@codeconquer/contracts';
import type { QueueEvent } from '@codeconquer/judge';
import type { Database } from '../db/client';
import { contestScores, submissions } from '../db/schema';
import { problemViewsChanged } from '../problems/problem-views';
import { boardFrozen, contestStatus, resultsFinal } from './contest-clock';
import { loadScoreboard } from './board-loader';
import { loadContestants } from './contestants';
import { findContest, type ContestProblemRow, type ContestRow } from './contest-queries';
import { silentContestBus, type ContestBus, type ContestChange } from './contest-bus';
import { EMPTY_CELL } from './rules';
import type { Scoreboard } from './scoreboard';
import { contestantOf, storedCell, type CellKey } from './score-cache';

export type LiveBoard = {
  contest: ContestRow;
  problems: ContestProblemRow[];
  board: Scoreboard;
  /**
   * Moves on every change everyone may see, so clients can tell an old page from a new one: the
   * 'scoreboard' event and the scoreboard answer carry it (docs/contests.md#scoreboard). It starts at
   * random: a board loaded again (the contest changed, or on another server) never repeats the numbers
   * of another load, so a client holding a page of one load never mistakes another's event for its own.
   */
  version: number;
  /**
   * Moves on every change, also on one that only the full side shows (a result the freeze hides): the
   * pages kept for the full side (admins, final results) are kept by it. Never sent: its steps would
   * count the hidden results.
   */
  fullVersion: number;
};

/** Where a board's versions start: far apart for any two loads (see LiveBoard.version). */
const FIRST_VERSION_BELOW = 2 ** 40;

/**
 * `onlyFor`: the event is one user's (their own submission was made or judged, a result the freeze hides
 * from others changed their row): only they and admins may hear it (docs/contests.md#hidden-results).
 * Without it, every viewer may.
 */
export type ContestListener = (event: ContestEventName, version: number, onlyFor?: string) => void;

/** How often the phase of watched contests is checked (a countdown reaching zero shows this late at most). */
const PHASE_CHECK_MS = 1_000;
/** The shortest time between two 'scoreboard' events of one contest. */
export const SCOREBOARD_EVENT_MS = 500;
/** A board nobody read or watched for this long leaves memory (it is loaded again when someone looks). */
const IDLE_MS = 10 * 60_000;

export class LiveBoards {
  private readonly boards = new Map<string, Promise<LiveBoard>>();
  private readonly listeners = new Map<string, Set<ContestListener>>();
  /** The last phase seen of each contest a board or a listener watches. */
  private readonly phases = new Map<string, string>();
  /** When each board was last read (Date.now()), for letting idle ones go. */
  private readonly lastRead = new Map<string, number>();
  /** Contests whose last 'scoreboard' event went out less than SCOREBOARD_EVENT_MS ago, with what waits. */
  private readonly scoreboardWindows = new Map<string, { pending: number | null }>();
  /** Each contest's cell reads under way, the last one asked (applyCell keeps them in order). */
  private readonly cellReads = new Map<string, Promise<void>>();
  private readonly timer: NodeJS.Timeout;
  private readonly bus: ContestBus;

  constructor(
    private readonly deps: {
      db: Database;
      now: () => Date;
      log: (error: unknown, what: string) => void;
      /** The other servers (Redis pub/sub); none: this is the only server. */
      bus?: ContestBus;
    },
  ) {
    this.bus = deps.bus ?? silentContestBus;
    this.bus.subscribe((change) => this.applyRemote(change));
    this.timer = setInterval(() => this.tick(), PHASE_CHECK_MS);
    this.timer.unref();
  }

  /** The board of a contest (loaded once, then kept); rejects with CONTEST_NOT_FOUND. */
  board(contestId: string): Promise<LiveBoard> {
    this.lastRead.set(contestId, Date.now());
    let loading = this.boards.get(contestId);
    if (!loading) {
      loading = this.load(contestId);
      this.boards.set(contestId, loading);
      loading.catch(() => this.boards.delete(contestId));
    }
    return loading;
  }

  /** A contest was changed or deleted: its board is loaded afresh next time, and its viewers told. */
  forget(contestId: string): void {
    this.forgetHere(contestId);
    this.bus.publish({ kind: 'forget', contestId });
  }

  /** A cell's stored score changed by a submission made here: applied here and on the other servers. */
  async cellChanged(cell: CellKey): Promise<void> {
    await this.applyCell(cell);
    this.emit(cell.contestId, 'submissions', 0, cell.contestantId);
    this.bus.publish({ kind: 'cell', ...cell });
  }

  private forgetHere(contestId: string): void {
    this.boards.delete(contestId);
    this.phases.delete(contestId);
    this.emit(contestId, 'contest', 0);
    this.emit(contestId, 'scoreboard', 0);
  }

  /**
   * Re-reads one stored cell into the board, if it is loaded. A contest's reads are applied one after
   * another, in the order asked: on PostgreSQL two reads of one cell go out on two connections and may
   * answer out of order, and the older answer, applied last, stayed on the board (a rejudge's second
   * verdict showed as pending for as long as the board was kept).
   */
  private applyCell(cell: CellKey): Promise<void> {
    const previous = this.cellReads.get(cell.contestId) ?? Promise.resolve();
    const applied = previous.catch(() => undefined).then(() => this.readCell(cell));
    this.cellReads.set(cell.contestId, applied);
    const forget = () => {
      if (this.cellReads.get(cell.contestId) === applied) this.cellReads.delete(cell.contestId);
    };
    applied.then(forget, forget);
    return applied;
  }

  private async readCell(cell: CellKey): Promise<void> {
    const loading = this.boards.get(cell.contestId);
    if (!loading) return this.emit(cell.contestId, 'scoreboard', 0);
    const live = await loading;
    if (!live.board.has(cell.contestantId)) await this.addFromDatabase(live, cell.contestantId);
    const [row] = await this.deps.db
      .select()
      .from(contestScores)
      .where(
        and(
          eq(contestScores.contestId, cell.contestId),
          eq(contestScores.contestantId, cell.contestantId),
          eq(contestScores.problemId, cell.problemId),
        ),
      );
    const cells = row ? storedCell(row) : { full: EMPTY_CELL, public: EMPTY_CELL };
    const changed = live.board.setCellSides(cell.contestantId, cell.problemId, cells);
    if (changed.public) {
      moved(live);
      this.emit(cell.contestId, 'scoreboard', live.version);
    } else if (changed.full) {
      // Only a result the freeze hides: the public board (and its version) did not move, and the event
      // goes to the contestant and the admins only, so its timing tells nobody else of the verdict. Its
      // version is 0 ("read again"): their pages changed while the version they hold did not.
      live.fullVersion += 1;
      this.emit(cell.contestId, 'scoreboard', 0, cell.contestantId);
    }
  }

  /**
   * A user (or a team) registered: they join the board with an empty row, here and on the other servers.
   * A team whose roster grew (a member joined) is read again.
   */
  contestantAdded(contestId: string, contestantId: string): void {
    void this.addContestant(contestId, contestantId).catch((error: unknown) =>
      this.deps.log(error, 'adding a contestant to a board failed'),
    );
    this.bus.publish({ kind: 'contestant', contestId, contestantId });
  }

  /** Adds a contestant to the board (or reads a team's roster again), if the board is loaded. */
  private async addContestant(contestId: string, contestantId: string): Promise<void> {
    const loading = this.boards.get(contestId);
    if (!loading) return this.emit(contestId, 'scoreboard', 0);
    const live = await loading;
    await this.addFromDatabase(live, contestantId);
    moved(live);
    this.emit(contestId, 'scoreboard', live.version);
  }

  /** Something else changed that a contest's viewers should read again (a clarification). */
  notify(contestId: string, event: ContestEventName): void {
    this.emit(contestId, event, 0);
    this.bus.publish({ kind: 'notify', contestId, event });
  }

  /** Another server's change. */
  private applyRemote(change: ContestChange): void {
    const failed = (error: unknown) => this.deps.log(error, `applying a contest change (${change.kind})`);
    if (change.kind === 'cell') {
      this.emit(change.contestId, 'submissions', 0, change.contestantId);
      void this.applyCell(change).catch(failed);
    } else if (change.kind === 'forget') this.forgetHere(change.contestId);
    else if (change.kind === 'notify') this.emit(change.contestId, change.event, 0);
    else void this.addContestant(change.contestId, change.contestantId).catch(failed);
  }

  /** Listens to one contest's changes; returns the function that stops. */
  listen(contestId: string, listener: ContestListener): () => void {
    const set = this.listeners.get(contestId) ?? new Set();
    set.add(listener);
    this.listeners.set(contestId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(contestId);
    };
  }

  listenerCount(contestId: string): number {
    return this.listeners.get(contestId)?.size ?? 0;
  }

  /**
   * Applies the judge's verdicts: a submission judged (or given up on) anywhere may be a contest's. The
   * cell was recomputed in the verdict's own transaction; here it is read and applied.
   */
  onJudgeEvent(event: QueueEvent): void {
    if (event.type === 'progress') return;
    void this.applyJudged(event.jobId).catch((error: unknown) =>
      this.deps.log(error, 'applying a verdict to a scoreboard failed'),
    );
  }

  close(): void {
    clearInterval(this.timer);
  }

  private async applyJudged(submissionId: string): Promise<void> {
    const [row] = await this.deps.db
      .select({
        contestId: submissions.contestId,
        contestMode: submissions.contestMode,
        userId: submissions.userId,
        teamId: submissions.teamId,
        problemId: submissions.problemId,
      })
      .from(submissions)
      .where(eq(submissions.id, submissionId));
    if (!row?.contestId || !row.problemId) return;
    const contestantId = contestantOf(row);
    // Listeners of judgements (the Contest API's event feed, a contestant's list) hear of every verdict,
    // also of those that change no cell (a try after the first Accepted); viewers only of their own (a
    // team's members of the team's).
    this.emit(row.contestId, 'submissions', 0, contestantId);
    // A virtual run's verdict changes only its contestant's own board, built when they read it.
    if (row.contestMode !== 'official') return this.emit(row.contestId, 'scoreboard', 0, contestantId);
    // Every server hears the judge's events: applied here only, nothing to publish.
    await this.applyCell({ contestId: row.contestId, contestantId, problemId: row.problemId });
  }

  private async load(contestId: string): Promise<LiveBoard> {
    const contest = await findContest(this.deps.db, contestId);
    const { problems, board } = await loadScoreboard(this.deps.db, contest);
    this.phases.set(contestId, this.phaseOf(contest));
    const first = randomInt(1, FIRST_VERSION_BELOW);
    return { contest, problems, board, version: first, fullVersion: first };
  }

  /**
   * Adds a registered contestant from the database; one already on the board gets its roster (a team's)
   * and affiliation read again.
   */
  private async addFromDatabase(live: LiveBoard, contestantId: string): Promise<void> {
    const [info] = await loadContestants(this.deps.db, live.contest, [contestantId]);
    if (!info) return;
    const known = live.board.contestant(contestantId);
    if (known) {
      known.team = info.team;
      known.affiliation = info.affiliation;
    } else live.board.addContestant(info);
  }

  private phaseOf(contest: ContestRow): string {
    const now = this.deps.now();
    return [contestStatus(contest, now), boardFrozen(contest, now), resultsFinal(contest, now)].join('/');
  }

  private tick(): void {
    this.dropIdleBoards();
    this.checkPhases();
  }

  private dropIdleBoards(): void {
    const idleSince = Date.now() - IDLE_MS;
    for (const contestId of this.boards.keys()) {
      if ((this.lastRead.get(contestId) ?? 0) > idleSince || this.listenerCount(contestId) > 0) continue;
      this.boards.delete(contestId);
      this.lastRead.delete(contestId);
      this.phases.delete(contestId);
    }
  }

  /** Tells the viewers of a loaded contest when its phase changes, and the problem list when one ends. */
  private checkPhases(): void {
    for (const [contestId, loading] of this.boards) {
      void loading
        .then((live) => {
          const phase = this.phaseOf(live.contest);
          const before = this.phases.get(contestId);
          if (before === phase) return;
          this.phases.set(contestId, phase);
          // Contest-only problems join the public list once their contest is over.
          if (before !== undefined && !before.startsWith('Ended') && phase.startsWith('Ended'))
            problemViewsChanged();
          moved(live);
          this.emit(contestId, 'contest', live.version);
          this.emit(contestId, 'scoreboard', live.version);
        })
        .catch(() => undefined);
    }
  }

  /**
   * Tells a contest's listeners. Each 'scoreboard' event makes every viewer read their page again, so a
   * busy contest sends at most one per SCOREBOARD_EVENT_MS: the first at once, the rest folded into one
   * at the end of the window (with the latest version).
   */
  private emit(contestId: string, event: ContestEventName, version: number, onlyFor?: string): void {
    // One user's events reach a few listeners: nothing to fold.
    if (event !== 'scoreboard' || onlyFor !== undefined)
      return this.emitNow(contestId, event, version, onlyFor);
    const window = this.scoreboardWindows.get(contestId);
    if (window) {
      // The latest version, or 0 ("read again") once any folded event had none: after a board was
      // forgotten, the one loaded again counts from elsewhere (see LiveBoard.version).
      window.pending = window.pending === 0 ? 0 : version;
      return;
    }
    this.emitNow(contestId, event, version);
    const opened: { pending: number | null } = { pending: null };
    this.scoreboardWindows.set(contestId, opened);
    setTimeout(() => {
      this.scoreboardWindows.delete(contestId);
      if (opened.pending !== null) this.emit(contestId, 'scoreboard', opened.pending);
    }, SCOREBOARD_EVENT_MS).unref();
  }

  private emitNow(contestId: string, event: ContestEventName, version: number, onlyFor?: string): void {
    const set = this.listeners.get(contestId);
    if (!set) return;
    for (const listener of set) {
      try {
        listener(event, version, onlyFor);
      } catch (error) {
        this.deps.log(error, 'a contest listener failed');
      }
    }
  }
}

/** A change everyone may see: both versions move. */
function moved(live: LiveBoard): void {
  live.version += 1;
  live.fullVersion += 1;
}
