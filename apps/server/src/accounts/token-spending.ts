/**
 * Spending tokens (a hint, an editorial's unlock, a failing-test search): the balance is read with the
 * user's row locked for the rest of the transaction, so two purchases racing cannot both spend the same
 * tokens, then the cost is taken or the purchase refused. One home for the rule, so every purchase
 * refuses and charges alike.
 */
import { eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/app-error';

/** The balance now (0 for a user who is gone), for answers that show it. */
export async function tokenBalance(db: Queryable, userId: string): Promise<number> {
  const [user] = await db.select({ tokens: users.tokens }).from(users).where(eq(users.id, userId));
  return user?.tokens ?? 0;
}

/** The balance, with the user's row locked until the transaction ends: a purchase's first step. */
export async function lockedBalance(tx: Transaction, userId: string): Promise<number> {
  const [user] = await tx
    .select({ tokens: users.tokens })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user.tokens;
}

/**
 * Takes `cost` from a balance read by lockedBalance in the same transaction and answers what is left.
 * Too few tokens: NOT_ENOUGH_TOKENS, saying what the purchase costs when `purpose` names it ("to unlock
 * this editorial"), else the catalogue's message.
 */
export async function spendTokens(
  tx: Transaction,
  userId: string,
  balance: number,
  cost: number,
  purpose?: string,
): Promise<number> {
  if (balance < cost)
    throw purpose
      ? new AppError(
          'NOT_ENOUGH_TOKENS',
          `You don't have enough tokens ${purpose}: it costs ${cost} and you have ${balance}.`,
        )
      : new AppError('NOT_ENOUGH_TOKENS');
  const [updated] = await tx
    .update(users)
    .set({ tokens: sql`${users.tokens} - ${cost}` })
    .where(eq(users.id, userId))
    .returning({ tokens: users.tokens });
  return updated?.tokens ?? balance - cost;
}
