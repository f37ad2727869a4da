/**
 * AI reviews in the solve editor: per user per problem, and per user per UTC day, as the site's settings
 * say (3 and 15 by default; docs/product.md#ai-review). Taking one locks the user's row first, so two parallel requests are counted
 * one after the other and can never both take the last review.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import {
  reviewLimitDayMessage,
  reviewLimitProblemMessage,
  type ReviewLimits,
  type SiteSettings,
} from '@codeconquer/contracts';
import type { Database, Queryable } from '../db/client';
import { aiReviewUsage, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { loadSettings } from '../settings/site-settings';

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

async function remaining(
  db: Queryable,
  userId: string,
  problemId: string,
  now: Date,
  settings: SiteSettings,
): Promise<ReviewLimits> {
  const [today] = await db
    .select({ n: count() })
    .from(aiReviewUsage)
    .where(and(eq(aiReviewUsage.userId, userId), gte(aiReviewUsage.createdAt, startOfUtcDay(now))));
  const [forProblem] = await db
    .select({ n: count() })
    .from(aiReviewUsage)
    .where(and(eq(aiReviewUsage.userId, userId), eq(aiReviewUsage.problemId, problemId)));
  return {
    perProblem: Math.max(0, settings.aiReviewsPerProblem - (forProblem?.n ?? 0)),
    perDay: Math.max(0, settings.aiReviewsPerDay - (today?.n ?? 0)),
  };
}

export async function reviewLimits(
  db: Database,
  userId: string,
  problemId: string,
  now: Date,
): Promise<ReviewLimits> {
  return remaining(db, userId, problemId, now, await loadSettings(db));
}

/** Takes one review, or refuses with the limit's error; resolves with what is left afterwards. */
export async function takeReview(
  db: Database,
  userId: string,
  problemId: string,
  now: Date,
): Promise<ReviewLimits> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const settings = await loadSettings(tx);
    const left = await remaining(tx, userId, problemId, now, settings);
    // The messages name the allowance the settings give now (the catalogue's name the defaults).
    if (left.perProblem <= 0)
      throw new AppError('REVIEW_LIMIT_PROBLEM', reviewLimitProblemMessage(settings.aiReviewsPerProblem));
    if (left.perDay <= 0)
      throw new AppError('REVIEW_LIMIT_DAY', reviewLimitDayMessage(settings.aiReviewsPerDay));
    await tx.insert(aiReviewUsage).values({ userId, problemId, createdAt: now });
    return { perProblem: left.perProblem - 1, perDay: left.perDay - 1 };
  });
}
