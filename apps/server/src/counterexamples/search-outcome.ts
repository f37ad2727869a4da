/**
 * A counterexample search ends in its judge job's transaction: the outcome is stored on the search's row,
 * and the tokens it cost are given back when it found nothing or could not run. Idempotent: only a
 * search still running takes an outcome.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { JudgeResult } from '@codeconquer/judge';
import type { Transaction } from '../db/client';
import { counterexampleSearches, users } from '../db/schema';

async function finish(
  tx: Transaction,
  searchId: string,
  status: 'found' | 'none' | 'failed',
  result: JudgeResult['counterexample'] | null,
): Promise<string | null> {
  const refund = status !== 'found';
  const [ended] = await tx
    .update(counterexampleSearches)
    .set({
      status,
      result: result ?? null,
      finishedAt: new Date(),
      ...(refund && { tokensSpent: 0 }),
    })
    .where(and(eq(counterexampleSearches.id, searchId), eq(counterexampleSearches.status, 'searching')))
    .returning({ userId: counterexampleSearches.userId });
  return ended?.userId ?? null;
}

/** The tokens a running search holds (read before it is finished, which zeroes them on a refund). */
async function heldTokens(tx: Transaction, searchId: string): Promise<number> {
  const [row] = await tx
    .select({ tokens: counterexampleSearches.tokensSpent, status: counterexampleSearches.status })
    .from(counterexampleSearches)
    .where(eq(counterexampleSearches.id, searchId))
    .for('update');
  return row?.status === 'searching' ? row.tokens : 0;
}

async function refundTo(tx: Transaction, userId: string, tokens: number): Promise<void> {
  if (tokens > 0)
    await tx
      .update(users)
      .set({ tokens: sql`${users.tokens} + ${tokens}` })
      .where(eq(users.id, userId));
}

export async function searchEnded(
  tx: Transaction,
  searchId: string,
  result: JudgeResult,
): Promise<string | null> {
  const outcome = result.counterexample;
  const status = outcome?.status === 'found' ? 'found' : 'none';
  const held = await heldTokens(tx, searchId);
  const userId = await finish(tx, searchId, status, outcome ?? null);
  if (userId && status === 'none') await refundTo(tx, userId, held);
  return userId;
}

export async function searchFailed(tx: Transaction, searchId: string): Promise<string | null> {
  const held = await heldTokens(tx, searchId);
  const userId = await finish(tx, searchId, 'failed', null);
  if (userId) await refundTo(tx, userId, held);
  return userId;
}
