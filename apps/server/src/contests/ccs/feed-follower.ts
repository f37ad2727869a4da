/**
 * One event feed client's reads of its contest. The first read is the whole contest (a snapshot); after
 * that, each refresh reads the contest's change log after the last number it saw (change-log.ts) and only
 * the submissions and clarifications it names, keeping the rest from the last snapshot. It reads the whole
 * contest again only when what it kept may be out of date: the settings, problems or teams changed, the
 * clock passed an instant where the state or who sees what changes (start, freeze, end, thaw), or, once
 * the contest is over, anything changed (a verdict may then finalize it; that is rare and cheap).
 */
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { freezeTime, revealTime } from '../contest-clock';
import type { LiveBoards } from '../live-boards';
import { changesAfter, lastChangeSeq, type ContestChange } from './change-log';
import { feedEvents } from './event-feed';
import type { FeedCursor } from './feed-cursor';
import { ownerOfChange } from './feed-objects';
import { loadChangedObjects, loadSnapshot, rowsIn, type Snapshot } from './snapshot';
import type { CcsEvent } from './types';
import { buildView, type CcsViewer } from './view';

export type FollowerDeps = { db: Database; boards: LiveBoards; now: () => Date };

/** What the follower has cost the database so far (the scoreboard bench reports it per change). */
export type FollowerStats = { fullReads: number; rowsRead: number };

export type FeedUpdate = { events: CcsEvent[]; ended: boolean };

type KeptPart = Pick<Snapshot, 'contest' | 'problems' | 'teams'>;

export class FeedFollower {
  readonly stats: FollowerStats = { fullReads: 0, rowsRead: 0 };
  /**
   * The last snapshot's contest, problems and teams: true until a change or an instant says otherwise. Its
   * submissions are not kept: the cursor holds what the client was sent, and a refresh reads what changed.
   */
  private kept: KeptPart | null = null;
  private seq = 0;
  private readAt = 0;

  constructor(
    private readonly deps: FollowerDeps,
    private readonly contestId: string,
    private readonly viewer: CcsViewer,
    private readonly cursor: FeedCursor,
  ) {}

  /** The contest's id as stored (the URL's may differ in case); known after the first read. */
  get id(): string {
    return this.kept?.contest.id ?? this.contestId;
  }

  /** The whole contest, read afresh. Rejects with CONTEST_NOT_FOUND. */
  async readAll(): Promise<FeedUpdate> {
    // The number first: a change made while the snapshot is read is read again next time, never missed.
    const seq = await lastChangeSeq(this.deps.db, this.contestId);
    const snapshot = await loadSnapshot(this.deps.db, this.contestId, { results: this.viewer.admin });
    const now = this.deps.now();
    const view = buildView(snapshot, await this.deps.boards.board(snapshot.contest.id), this.viewer, now);
    this.kept = { contest: snapshot.contest, problems: snapshot.problems, teams: snapshot.teams };
    this.seq = seq;
    this.readAt = now.getTime();
    this.stats.fullReads += 1;
    this.stats.rowsRead += 1 + rowsIn(snapshot);
    return {
      events: this.cursor.next(feedEvents(view), view.configVersion, now),
      ended: view.milestones.endOfUpdates !== null,
    };
  }

  /** What changed since the last read. Rejects with CONTEST_NOT_FOUND once the contest is deleted. */
  async refresh(): Promise<FeedUpdate> {
    const kept = this.kept;
    if (!kept) return this.readAll();
    const { exists, changes } = await changesAfter(this.deps.db, kept.contest.id, this.seq);
    this.stats.rowsRead += Math.max(1, changes.length);
    if (!exists) throw new AppError('CONTEST_NOT_FOUND');
    const now = this.deps.now();
    if (this.keptIsStale(kept, changes, now)) return this.readAll();
    if (changes.length === 0) return { events: [], ended: false };

    const ids = (kind: ContestChange['kind']) => [
      ...new Set(
        changes.flatMap((change) => (change.kind === kind && change.objectId ? [change.objectId] : [])),
      ),
    ];
    const snapshot = await loadChangedObjects(
      this.deps.db,
      kept,
      { submissionIds: ids('submission'), clarificationIds: ids('clarification') },
      { results: this.viewer.admin },
    );
    this.stats.rowsRead += snapshot.submissions.length + snapshot.clarifications.length;
    this.seq = changes[changes.length - 1]!.seq;
    // Of the teams, only the askers' are needed (a question is its asker's team's): mapping every team of
    // a big contest on each refresh would cost more than the reads it saves.
    const askers = new Set(snapshot.clarifications.map((row) => row.userId));
    const teams = kept.teams.filter((team) => team.members.some((member) => askers.has(member.id)));
    const view = buildView(
      { ...snapshot, teams },
      await this.deps.boards.board(kept.contest.id),
      this.viewer,
      now,
    );
    return {
      events: this.cursor.patch(
        feedEvents(view),
        new Set(changes.flatMap(({ objectId }) => (objectId ? [ownerOfChange(objectId)] : []))),
        view.configVersion,
        now,
      ),
      ended: false,
    };
  }

  private keptIsStale(kept: KeptPart, changes: readonly ContestChange[], now: Date): boolean {
    if (changes.some((change) => change.kind === 'contest' || change.kind === 'teams')) return true;
    const { contest } = kept;
    if (changes.length > 0 && now >= contest.endTime) return true;
    const instants = [contest.startTime, freezeTime(contest), contest.endTime, revealTime(contest)];
    return instants.some((at) => at !== null && at.getTime() > this.readAt && at <= now);
  }
}
