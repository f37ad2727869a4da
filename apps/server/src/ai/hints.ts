/**
 * Hints: revealing one costs tokens once (50 for the setter's hint, 80 for the generated one), and the
 * reveal and the deduction happen in one transaction under a lock on the user's row: the balance never
 * goes below zero and a hint is never charged twice, however many requests race.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { HINT_COSTS } from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { hintReveals } from '../db/schema';
import { lockedBalance, spendTokens } from '../accounts/token-spending';
import { userChanged } from '../accounts/user-changes';
import { loadSettings } from '../settings/site-settings';

export type HintNumber = keyof typeof HINT_COSTS;
export type RevealedHint = { hintNumber: number; hintText: string };

export async function revealedHints(
  db: Database,
  userId: string,
  problemId: string,
): Promise<RevealedHint[]> {
  return db
    .select({ hintNumber: hintReveals.hintNumber, hintText: hintReveals.hintText })
    .from(hintReveals)
    .where(and(eq(hintReveals.userId, userId), eq(hintReveals.problemId, problemId)))
    .orderBy(asc(hintReveals.hintNumber));
}

/**
 * Reveals hint `hintNumber`; `text` produces it (called before the transaction: generating a hint may
 * take seconds and must not hold the lock). A hint already revealed is returned as it was, free.
 */
export async function revealHint(
  db: Database,
  userId: string,
  problemId: string,
  hintNumber: HintNumber,
  text: () => Promise<string>,
): Promise<{ hint: RevealedHint; tokens: number }> {
  const already = (await revealedHints(db, userId, problemId)).find((h) => h.hintNumber === hintNumber);
  const hintText = already ? already.hintText : await text();
  const cost = (await loadSettings(db)).hintCosts[hintNumber];
  const revealed = await db.transaction(async (tx) => {
    const balance = await lockedBalance(tx, userId);
    const [existing] = await tx
      .select({ hintNumber: hintReveals.hintNumber, hintText: hintReveals.hintText })
      .from(hintReveals)
      .where(
        and(
          eq(hintReveals.userId, userId),
          eq(hintReveals.problemId, problemId),
          eq(hintReveals.hintNumber, hintNumber),
        ),
      );
    if (existing) return { hint: existing, tokens: balance };
    const tokens = await spendTokens(tx, userId, balance, cost);
    await tx.insert(hintReveals).values({ userId, problemId, hintNumber, hintText, tokensSpent: cost });
    return { hint: { hintNumber, hintText }, tokens };
  });
  userChanged(userId); // the token balance
  return revealed;
}
