/**
 * Who reads an editorial (docs/product.md#editorials), and the unlock. In order:
 *
 * - While the problem is in a contest's problem set and that contest has not ended (upcoming or running),
 *   nobody but admins reads it and nobody unlocks it (EDITORIAL_CONTEST): it would be the contest's answers.
 * - Admins always read.
 * - A user who solved the problem reads: problem_progress.solved_at, which a result hidden by a contest's
 *   freeze does not set until the contest publishes it (contests/hidden-results.ts), so a solve nobody
 *   else may know of yet does not open the editorial either.
 * - A user who unlocked it reads. Anyone else signed in gets EDITORIAL_LOCKED with the price (the site
 *   setting `editorialCost`); a guest gets UNAUTHENTICATED.
 *
 * The unlock is charged as hints are (ai/hints.ts): one transaction that locks the user's row, checks the
 * balance, takes the tokens and records the unlock with what it cost, so however many requests race it is
 * charged once and the balance never goes below zero.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Editorial } from '@codeconquer/contracts';
import type { UserRow } from '../accounts/sessions';
import { lockedBalance, spendTokens } from '../accounts/token-spending';
import { userChanged } from '../accounts/user-changes';
import type { Database, Queryable } from '../db/client';
import { editorialUnlocks, problemProgress } from '../db/schema';
import { inUnfinishedContest } from '../contests/unfinished-contests';
import { AppError } from '../lib/app-error';
import { findProblemRow } from '../problems/problem-queries';
import { loadSettings } from '../settings/site-settings';
import { getEditorial, hasEditorial } from './editorial-store';

async function hasSolved(db: Queryable, userId: string, problemId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: problemProgress.userId })
    .from(problemProgress)
    .where(
      and(
        eq(problemProgress.userId, userId),
        eq(problemProgress.problemId, problemId),
        isNotNull(problemProgress.solvedAt),
      ),
    );
  return row !== undefined;
}

async function hasUnlocked(db: Queryable, userId: string, problemId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: editorialUnlocks.userId })
    .from(editorialUnlocks)
    .where(and(eq(editorialUnlocks.userId, userId), eq(editorialUnlocks.problemId, problemId)));
  return row !== undefined;
}

/**
 * The checks every caller passes before its own: the problem is one the caller may see (else not found,
 * as a missing one), it has an editorial, and no unfinished contest holds it (admins excepted).
 */
async function openEditorialOf(
  db: Database,
  problemId: string,
  user: UserRow | null,
  now: Date,
): Promise<void> {
  await findProblemRow(db, problemId, user);
  if (!(await hasEditorial(db, problemId))) throw new AppError('EDITORIAL_NOT_FOUND');
  if (user?.role !== 'admin' && (await inUnfinishedContest(db, problemId, now)))
    throw new AppError('EDITORIAL_CONTEST');
}

async function lockedError(db: Queryable): Promise<AppError> {
  const price = (await loadSettings(db)).editorialCost;
  return new AppError(
    'EDITORIAL_LOCKED',
    `Solve the problem to read its editorial, or unlock it for ${price} tokens.`,
    { price },
  );
}

/** GET /api/problem/{id}/editorial. */
export async function readEditorial(
  db: Database,
  problemId: string,
  user: UserRow | null,
  now: Date,
): Promise<Editorial> {
  await openEditorialOf(db, problemId, user, now);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to read the editorial.');
  if (
    user.role !== 'admin' &&
    !(await hasSolved(db, user.id, problemId)) &&
    !(await hasUnlocked(db, user.id, problemId))
  )
    throw await lockedError(db);
  return getEditorial(db, problemId);
}

/**
 * POST /api/problem/{id}/editorial/unlock: charges the price once and answers the editorial. One who may
 * read it already (solved, unlocked before, an admin) is not charged.
 */
export async function unlockEditorial(
  db: Database,
  problemId: string,
  user: UserRow,
  now: Date,
): Promise<{ editorial: Editorial; tokens: number }> {
  await openEditorialOf(db, problemId, user, now);
  const price = (await loadSettings(db)).editorialCost;
  const free = user.role === 'admin' || (await hasSolved(db, user.id, problemId));
  const tokens = await db.transaction(async (tx) => {
    const balance = await lockedBalance(tx, user.id);
    if (free || (await hasUnlocked(tx, user.id, problemId))) return balance;
    const left = await spendTokens(tx, user.id, balance, price, 'to unlock this editorial');
    await tx.insert(editorialUnlocks).values({ userId: user.id, problemId, tokensSpent: price });
    return left;
  });
  userChanged(user.id); // the token balance
  return { editorial: await getEditorial(db, problemId), tokens };
}
