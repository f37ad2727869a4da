/**
 * The leaderboard (docs/leaderboard.md): every user ranked All Time by rating, or This Month / This Week by
 * the problems they first solved in the period (then by rating). Pages of it, with a search by name.
 */
import { z } from 'zod';
import { hasNulCharacter } from './text';

export const LEADERBOARD_PERIODS = ['all', 'month', 'week'] as const;
export const leaderboardPeriodSchema = z.enum(LEADERBOARD_PERIODS);
export type LeaderboardPeriod = z.infer<typeof leaderboardPeriodSchema>;

export const LEADERBOARD_PAGE_SIZE = 50;
export const LEADERBOARD_MAX_PAGE_SIZE = 100;
export const LEADERBOARD_SEARCH_MAX_LENGTH = 64;

export const leaderboardQuerySchema = z.object({
  period: leaderboardPeriodSchema.default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LEADERBOARD_MAX_PAGE_SIZE).default(LEADERBOARD_PAGE_SIZE),
  /** Part of a username or name, any case; ranks stay the ranks in the whole board. */
  q: z
    .string()
    .trim()
    .max(LEADERBOARD_SEARCH_MAX_LENGTH, `Search for at most ${LEADERBOARD_SEARCH_MAX_LENGTH} characters.`)
    .refine((value) => !hasNulCharacter(value), 'Please enter a valid search.')
    .optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  /** Shared by users tied on what the period ranks by. */
  rank: z.number().int(),
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  profilePhotoUrl: z.string().nullable(),
  rating: z.number().int(),
  /** Rated contests taken part in. */
  contests: z.number().int(),
  /** All problems solved (All Time) or those first solved in the period (This Month, This Week). */
  solvedProblems: z.number().int(),
  submissions: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  period: leaderboardPeriodSchema,
  /** When the period began (ISO time, UTC); null for All Time. */
  periodStart: z.string().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Entries matching the search (all entries without one). */
  total: z.number().int(),
  /** The first three of the whole board, for the medal cards (a search does not change them). */
  top: z.array(leaderboardEntrySchema),
  entries: z.array(leaderboardEntrySchema),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
