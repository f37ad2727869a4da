/**
 * What a profile draws (docs/leaderboard.md#profile): the rating over contests, a year of activity with
 * streaks, problems solved by difficulty beside the bank's totals, and the languages used. Public, like the
 * profile itself: GET /api/users/by-username/{username}/stats.
 */
import { z } from 'zod';
import { languageIdSchema } from './languages';

export const ratingChangeSchema = z.object({
  contestId: z.string(),
  contestTitle: z.string(),
  /** When the contest ended (ISO time): the graph's x axis. */
  endTime: z.string(),
  rank: z.number().int(),
  contestants: z.number().int(),
  ratingBefore: z.number().int(),
  ratingAfter: z.number().int(),
  /** The performance the model read from this rank, on the rating scale. */
  performance: z.number().int(),
});
export type RatingChange = z.infer<typeof ratingChangeSchema>;

export const activityDaySchema = z.object({
  /** A UTC day, YYYY-MM-DD. */
  date: z.string(),
  accepted: z.number().int(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;

export const difficultyCountsSchema = z.object({
  easy: z.number().int(),
  medium: z.number().int(),
  hard: z.number().int(),
});

export const profileStatsSchema = z.object({
  rating: z.number().int(),
  /** The model's uncertainty about the rating (one standard deviation, rating points). */
  ratingDeviation: z.number().int(),
  /** Oldest first. */
  ratingHistory: z.array(ratingChangeSchema),
  activity: z.object({
    /** The first day drawn (UTC, YYYY-MM-DD): 52 weeks before the week of `to`, from its Sunday. */
    from: z.string(),
    /** Today (UTC). */
    to: z.string(),
    /** Only days with at least one Accepted submission, oldest first. */
    days: z.array(activityDaySchema),
    acceptedInYear: z.number().int(),
    /** Days in a row with an Accepted submission, up to today (or yesterday, when today has none yet). */
    currentStreak: z.number().int(),
    longestStreak: z.number().int(),
  }),
  solved: difficultyCountsSchema,
  /** Problems in the bank, by difficulty (what the donut is out of). */
  bankTotals: difficultyCountsSchema,
  /** Scoring problems (subtasks) the user was scored on: the best score of their submissions, by title. */
  bestScores: z.array(
    z.object({ problemId: z.string(), title: z.string(), score: z.number(), max: z.number() }),
  ),
  /** Languages used, the most used first: problems solved in each and submissions made. */
  languages: z.array(
    z.object({ language: languageIdSchema, solved: z.number().int(), submissions: z.number().int() }),
  ),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

export const profileStatsResponseSchema = z.object({ stats: profileStatsSchema });
export type ProfileStatsResponse = z.infer<typeof profileStatsResponseSchema>;
