/**
 * The Contest API's reads: a caller's view of a contest (view.ts), made from one database snapshot and the
 * contest's live board, and the event feed, answered once or followed while the contest changes.
 */
import type { Database } from '../../db/client';
import type { LiveBoards } from '../live-boards';
import { FeedCursor } from './feed-cursor';
import { FeedFollower } from './feed-follower';
import type { FeedPosition } from './feed-token';
import { loadSnapshot } from './snapshot';
import type { CcsEvent } from './types';
import { buildView, type CcsView, type CcsViewer } from './view';

export type CcsDeps = { db: Database; boards: LiveBoards; now: () => Date };

/** Rejects with CONTEST_NOT_FOUND. `runs`: read the per-test results (only admins see runs). */
export async function loadView(
  deps: CcsDeps,
  contestId: string,
  viewer: CcsViewer,
  options: { runs: boolean } = { runs: false },
): Promise<CcsView> {
  const snapshot = await loadSnapshot(deps.db, contestId, { results: options.runs && viewer.admin });
  const live = await deps.boards.board(snapshot.contest.id);
  return buildView(snapshot, live, viewer, deps.now());
}

/** Where a followed feed goes: the route's NDJSON stream. */
export type FeedSink = {
  send(events: CcsEvent[]): void;
  close(): void;
  onClose(listener: () => void): void;
};

/**
 * Besides the board's change notices (verdicts that change a cell, clarifications, phase changes), the
 * feed looks at the change log this often: a verdict that changes no cell (a wrong try after a solve) is
 * noticed here. A look that finds nothing new reads one row.
 */
const RECHECK_MS = 10_000;

export type OpenedFeed = {
  /** What the client lacks now: the log after its token. */
  first: CcsEvent[];
  /** The contest is over, final and fully judged: nothing more will come. */
  ended: boolean;
  /** Sends `first`, then every change until the updates end or the client leaves. */
  follow(sink: FeedSink): void;
};

export async function openFeed(
  deps: CcsDeps,
  contestId: string,
  viewer: CcsViewer,
  since: FeedPosition | null,
): Promise<OpenedFeed> {
  const follower = new FeedFollower(deps, contestId, viewer, new FeedCursor(since));
  const opened = await follower.readAll(); // CONTEST_NOT_FOUND before any byte is sent
  return {
    first: opened.events,
    ended: opened.ended,
    follow(sink) {
      sink.send(opened.events);
      if (opened.ended) return sink.close();
      let running = false;
      let again = false;
      const refresh = async () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          do {
            again = false;
            const { events, ended } = await follower.refresh();
            if (events.length > 0) sink.send(events);
            if (ended) return sink.close();
          } while (again);
        } catch {
          // The contest was deleted (or the database failed): the client reconnects and learns which.
          sink.close();
        } finally {
          running = false;
        }
      };
      const stopListening = deps.boards.listen(follower.id, () => void refresh());
      const timer = setInterval(() => void refresh(), RECHECK_MS);
      timer.unref();
      sink.onClose(() => {
        stopListening();
        clearInterval(timer);
      });
    },
  };
}
