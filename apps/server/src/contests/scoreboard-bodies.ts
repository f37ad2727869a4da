/**
 * The scoreboard as served (docs/contests.md#scoreboard): each page is built, serialised and hashed once
 * per board version and kind of viewer and kept as bytes (lib/view-cache.ts; http/json-body.ts compresses
 * each body once), so a thousand viewers reading the page a verdict changed share one build.
 *
 * What differs between viewers (scoreboard-view.ts), and so what a kept page is keyed by:
 *  - the side: the full one for admins and, once the results are final, for everyone; else the public
 *    one, which hides the results made in the freeze;
 *  - the flags `frozen` and `final`, and whether the problems are still a secret (before the start);
 *  - the page and its size, the group it is filtered by, and the minute shown (`elapsedMinutes`);
 *  - the board: which load of it (a contest changed is loaded afresh) at which version, the public one
 *    for the public side and the full one (which also moves on results the freeze hides) for the full side;
 *  - a contestant's own row: their own verdicts even in the freeze, and `you`. The kept page is built for
 *    nobody (no row is anyone's); a contestant's row is built alone, as a page of one row, and put in its
 *    place in the kept bytes: on the page, or as `mine` (lib/pieced-json.ts: the rest of the page is
 *    neither serialised nor compressed again). Only that viewer gets those bytes.
 * A virtual run's board is its contestant's alone: built on every read, never kept.
 */
import type { ScoreboardResponse } from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { patchedBody, piecedBody, type PiecedBody } from '../lib/pieced-json';
import { toJsonBody, viewCachePerOwner, type JsonBody } from '../lib/view-cache';
import type { LiveBoard, LiveBoards } from './live-boards';
import { boardViewFor, presentView, type BoardView, type BoardViewer, type Page } from './scoreboard-view';

/** A kept page: its bytes in pieces, cut where a viewer's own row goes. */
type SharedPage = PiecedBody & {
  /** Which piece holds each row of the page, in order. */
  rowPieces: readonly number[];
  /** Which piece holds `mine` (null in a kept page). */
  minePiece: number;
};

/**
 * Who may keep a copy: `public` for what every guest is answered alike; `private` for a board showing
 * what others may not see (an admin's during the freeze) or one viewer's row (no shared cache may keep it).
 */
export type ScoreboardAudience = 'public' | 'private';

export type ScoreboardBody = { body: JsonBody; audience: ScoreboardAudience };

const cacheOf = viewCachePerOwner<SharedPage>({
  // The key and version say exactly when a page is out of date: no refresh by age.
  freshMs: Number.POSITIVE_INFINITY,
  // A page of 100 rows × 12 problems is ~140 KB (and its pieces as much again): some 200 pages, of
  // every contest watched; a page of an older version or minute is replaced or goes first.
  maxChars: 32 * 1024 * 1024,
});

/** Each board load's own number: pages of a forgotten board are never served for the one loaded again. */
const loadNumbers = new WeakMap<LiveBoard, number>();
let loadsSeen = 0;

function loadNumber(live: LiveBoard): number {
  let number = loadNumbers.get(live);
  if (number === undefined) {
    loadsSeen += 1;
    number = loadsSeen;
    loadNumbers.set(live, number);
  }
  return number;
}

/** The version the kept pages of a side are kept by. */
function versionOf(view: BoardView): number {
  return view.side === 'full' ? view.live.fullVersion : view.live.version;
}

/** Everything the kept page's bytes depend on, but the version. */
function keyOf(view: BoardView, { page, limit, group }: Page): string {
  const { live, side, how, elapsedMinutes } = view;
  return [
    live.contest.id,
    loadNumber(live),
    side,
    how.frozen ? 'frozen' : 'open',
    how.final ? 'final' : 'live',
    how.hideProblems ? 'hidden' : 'shown',
    page,
    limit,
    group ?? '*',
    elapsedMinutes,
  ].join('|');
}

/** A kept page can go out of date between being found and being patched (a verdict came): tries again. */
const PATCH_TRIES = 3;

/** One page of the scoreboard as `viewer` is answered: the bytes, and who may keep a copy. */
export async function scoreboardBody(
  deps: { db: Database; boards: LiveBoards; now: () => Date },
  contestId: string,
  viewer: BoardViewer,
  page: Page,
): Promise<ScoreboardBody> {
  const view = await boardViewFor(deps, contestId, viewer);
  if (view.board !== view.live.board)
    return { body: toJsonBody(presentView(view, page)), audience: 'private' };
  const cache = cacheOf(deps.db);
  const key = keyOf(view, page);
  const nobodys: BoardView = { ...view, how: { ...view.how, viewerId: null } };
  const build = async () => sharedPage(presentView(nobodys, page));
  // The full side before the results are final is the admins' alone.
  const audience = view.side === 'full' && !view.how.final ? 'private' : 'public';
  const viewerId = view.how.viewerId;
  if (viewerId === null || !view.board.has(viewerId))
    return { body: await cache.getBody(key, versionOf(view), build), audience };
  // A contestant's row on a group's page sits where the filter puts it: that page is built for them.
  if (page.group !== undefined) return { body: toJsonBody(presentView(view, page)), audience: 'private' };
  for (let tries = 0; tries < PATCH_TRIES; tries += 1) {
    const version = versionOf(view);
    const shared = await cache.getBody(key, version, build);
    // The page was built at `version`: the viewer's row is built from the same board, or not at all.
    if (versionOf(view) === version)
      return { body: withOwnRow(shared, view, viewerId, page), audience: 'private' };
  }
  return { body: toJsonBody(presentView(view, page)), audience: 'private' };
}

/**
 * The page's bytes in pieces: each row, and `mine`, a piece of its own. The keys keep their order, and
 * the bytes are JSON.stringify's.
 */
function sharedPage(answer: ScoreboardResponse): SharedPage {
  const pieces: string[] = [];
  const rowPieces: number[] = [];
  let minePiece = -1;
  let first = true;
  pieces.push('{');
  for (const [key, value] of Object.entries(answer)) {
    if (value === undefined) continue; // as JSON.stringify leaves it out
    pieces.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    if (key === 'rows') {
      pieces.push('[');
      answer.rows.forEach((row, index) => {
        if (index > 0) pieces.push(',');
        rowPieces.push(pieces.length);
        pieces.push(JSON.stringify(row));
      });
      pieces.push(']');
    } else {
      if (key === 'mine') minePiece = pieces.length;
      pieces.push(JSON.stringify(value));
    }
  }
  pieces.push('}');
  return { ...piecedBody(pieces), rowPieces, minePiece };
}

/**
 * The kept page with the viewer's own row in it: where the page holds their row, else as `mine`. The row
 * is built as a page of one row at their place, so it is the row scoreboard-view.ts gives them (their
 * rank is the side's, their cells their own); without the awards, which are the page's.
 */
function withOwnRow(shared: SharedPage, view: BoardView, viewerId: string, { page, limit }: Page): JsonBody {
  const position = view.board.positionOf(view.side, viewerId) ?? 0;
  const own = presentView({ ...view, how: { ...view.how, final: false } }, { page: position + 1, limit: 1 })
    .rows[0];
  const index = shared.rowPieces[position - (page - 1) * limit] ?? shared.minePiece;
  if (index < 0) return toJsonBody(presentView(view, { page, limit })); // a page with no `mine`
  return patchedBody(shared, index, JSON.stringify(own ?? null));
}
