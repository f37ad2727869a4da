/**
 * Computes the ratings that are due (docs/ratings.md#when). A rated contest is rated once its final results
 * are published and none of its official submissions is still pending; a contest whose verdicts changed
 * after that (a rejudge) or that an admin edited or deleted is rated again, and so is every contest rated
 * after it, from the states users had before it. Each run holds one database-wide lock, so two servers
 * never rate at once, and writes in one transaction: the history, the users' ratings and the contests'
 * marks change together or not at all.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { newPlayerRating, rateRound, shownRating, type PlayerRating } from '@codeconquer/rating';
import type { Database, Queryable } from '../db/client';
import { contests, ratingChanges, submissions } from '../db/schema';
import { loadScoreboard } from '../contests/board-loader';
import { resultsFinal } from '../contests/contest-clock';
import type { ContestRow } from '../contests/contest-queries';
import { ratedStandings, type RatedStanding } from './contest-standings';
import { statesBefore, storeShownRatings } from './player-states';
import { atOrAfter, earliest, type RatingOrderKey } from './rating-order';
import { notifyRatingChanges } from './rating-notifications';

/** Any number: it names the ratings' advisory lock among the database's others. */
const RATINGS_LOCK = 7_310_214;

/** `notified`: the users told of their rating change (pass them to the notifier once committed). */
export type RatingRun = { contests: string[]; users: string[]; notified: string[] };
const NOTHING: RatingRun = { contests: [], users: [], notified: [] };

async function hasPendingOfficial(db: Queryable, contestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.contestId, contestId),
        eq(submissions.contestMode, 'official'),
        eq(submissions.status, 'Pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A ranking of one says nothing about anyone's skill: such a contest rates nobody. */
const MIN_RATED_CONTESTANTS = 2;

async function standingsToRate(db: Queryable, contest: ContestRow): Promise<RatedStanding[]> {
  const { board } = await loadScoreboard(db, contest);
  const standings = ratedStandings(board);
  return standings.length < MIN_RATED_CONTESTANTS ? [] : standings;
}

/** Whether the standings a contest was rated with still hold (then a stale mark changes nothing). */
async function sameStandings(db: Queryable, contest: ContestRow): Promise<boolean> {
  const now = await standingsToRate(db, contest);
  const stored = await db
    .select({
      userId: ratingChanges.userId,
      rank: ratingChanges.rank,
      contestants: ratingChanges.contestants,
    })
    .from(ratingChanges)
    .where(eq(ratingChanges.contestId, contest.id));
  if (stored.length !== now.length) return false;
  const storedRank = new Map(stored.map((row) => [row.userId, row.rank]));
  return now.every((standing) => storedRank.get(standing.userId) === standing.rankLo);
}

/** Contests to rate from, now: due for the first time, or marked stale with standings that moved. */
async function dueContests(db: Queryable, now: Date): Promise<ContestRow[]> {
  const candidates = await db
    .select()
    .from(contests)
    .where(
      and(
        lte(contests.endTime, now),
        or(and(eq(contests.rated, true), isNull(contests.ratedAt)), isNotNull(contests.ratingsStaleAt)),
      ),
    );
  const due: ContestRow[] = [];
  for (const contest of candidates) {
    if (!resultsFinal(contest, now) || (await hasPendingOfficial(db, contest.id))) continue;
    const firstTime = contest.ratedAt === null;
    if (!firstTime && contest.rated && (await sameStandings(db, contest))) {
      await db.update(contests).set({ ratingsStaleAt: null }).where(eq(contests.id, contest.id));
      continue;
    }
    due.push(contest);
  }
  return due;
}

/** Rates one contest from the states in `states` (updated in place). */
async function rateContest(
  db: Queryable,
  contest: ContestRow,
  standings: RatedStanding[],
  states: Map<string, PlayerRating>,
  from: RatingOrderKey,
): Promise<void> {
  if (standings.length === 0) return;
  const unknown = standings.map((standing) => standing.userId).filter((userId) => !states.has(userId));
  for (const [userId, state] of await statesBefore(db, unknown, from)) states.set(userId, state);
  const priors = standings.map((standing) => states.get(standing.userId) ?? newPlayerRating());
  const results = rateRound(
    standings.map((standing, index) => ({
      rating: priors[index] as PlayerRating,
      rankLo: standing.rankLo,
      rankHi: standing.rankHi,
    })),
  );
  const rows = standings.map((standing, index) => {
    const result = results[index] as (typeof results)[number];
    states.set(standing.userId, result.rating);
    return {
      contestId: contest.id,
      userId: standing.userId,
      rank: standing.rankLo,
      contestants: standings.length,
      ratingBefore: shownRating(priors[index] as PlayerRating),
      ratingAfter: shownRating(result.rating),
      performance: Math.round(result.performance),
      stateAfter: result.rating,
    };
  });
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(ratingChanges).values(rows.slice(start, start + 500));
}

/** A place to rate again from, and users whose changes were taken away there (a deleted contest's). */
export type RecomputeFrom = RatingOrderKey & { users?: readonly string[] };

/**
 * Rates what is due at `now`; `alsoFrom` forces a recomputation from that place on (a rated contest was
 * deleted, or moved). Returns the contests rated and the users whose rating may have changed.
 */
export async function computeDueRatings(
  db: Database,
  now: Date,
  alsoFrom?: RecomputeFrom,
): Promise<RatingRun> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATINGS_LOCK})`);
    const due = await dueContests(tx, now);
    const from = earliest([...due, ...(alsoFrom ? [alsoFrom] : [])]);
    if (!from) return NOTHING;
    const dueIds = due.map((contest) => contest.id);
    const affected = await tx
      .select()
      .from(contests)
      .where(
        and(
          atOrAfter(from),
          or(isNotNull(contests.ratedAt), dueIds.length > 0 ? inArray(contests.id, dueIds) : sql`false`),
        ),
      )
      .orderBy(asc(contests.endTime), asc(contests.id));
    // A contest rated before but half rejudged: rating now would use a board still changing. Later.
    for (const contest of affected)
      if (contest.ratedAt !== null && (await hasPendingOfficial(tx, contest.id))) return NOTHING;

    const affectedIds = affected.map((contest) => contest.id);
    const undone =
      affectedIds.length === 0
        ? []
        : await tx
            .delete(ratingChanges)
            .where(inArray(ratingChanges.contestId, affectedIds))
            .returning({ userId: ratingChanges.userId });
    const states = new Map<string, PlayerRating>();
    for (const contest of affected) {
      if (!contest.rated) continue;
      await rateContest(tx, contest, await standingsToRate(tx, contest), states, from);
    }

    // Users whose changes were undone and who took part in none of the contests rated again go back to
    // the state they had before.
    const undoneOnly = [...new Set([...undone.map((row) => row.userId), ...(alsoFrom?.users ?? [])])].filter(
      (userId) => !states.has(userId),
    );
    const restored = await statesBefore(tx, undoneOnly, from);
    const shown = new Map<string, PlayerRating | null>(states);
    for (const userId of undoneOnly) shown.set(userId, restored.get(userId) ?? null);
    await storeShownRatings(tx, shown);
    if (affectedIds.length > 0)
      await tx
        .update(contests)
        .set({
          ratedAt: sql`coalesce(${contests.ratedAt}, ${now.toISOString()}::timestamptz)`,
          ratingsStaleAt: null,
        })
        .where(inArray(contests.id, affectedIds));
    const notified = await notifyRatingChanges(tx, dueIds);
    return { contests: affectedIds, users: [...shown.keys()], notified };
  });
}
