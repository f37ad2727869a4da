/**
 * The site's settings (docs/product.md#settings): what admins change at /admin/settings without a
 * restart. Stored in the database; every server reads them on the request that needs them.
 */
import { z } from 'zod';
import { AI_REVIEWS_PER_DAY, AI_REVIEWS_PER_PROBLEM, HINT_COSTS } from './ai';
import { COUNTEREXAMPLE_COST } from './counterexamples';
import { EDITORIAL_COST } from './editorials';
import { FIRST_SOLVE_REWARD, STARTING_TOKENS } from './limits';

export const ANNOUNCEMENT_MAX_LENGTH = 500;

const count = (max: number, what: string) =>
  z
    .number()
    .int(`${what} must be a whole number.`)
    .min(0, `${what} cannot be negative.`)
    .max(max, `${what} can be at most ${max}.`);

export const siteSettingsSchema = z.strictObject({
  aiReviewsPerProblem: count(1000, 'AI reviews per problem'),
  aiReviewsPerDay: count(10_000, 'AI reviews per day'),
  hintCosts: z.strictObject({ 1: count(100_000, 'A hint cost'), 2: count(100_000, 'A hint cost') }),
  /** Tokens that unlock a problem's editorial for someone who has not solved it. */
  editorialCost: count(100_000, 'The editorial cost'),
  /** Tokens a search for a small failing test costs (given back when it finds none). */
  counterexampleCost: count(100_000, 'The failing-test search cost'),
  firstSolveRewards: z.strictObject({
    Easy: count(100_000, 'A reward'),
    Medium: count(100_000, 'A reward'),
    Hard: count(100_000, 'A reward'),
  }),
  startingTokens: count(1_000_000, 'Starting tokens'),
  registrationOpen: z.boolean(),
  /** For runs that belong to no problem (the online compiler, custom input without a problem). */
  defaultTimeLimitMs: count(10_000, 'The default time limit').min(
    100,
    'The default time limit is at least 100 ms.',
  ),
  defaultMemoryLimitMb: count(1024, 'The default memory limit').min(
    16,
    'The default memory limit is at least 16 MB.',
  ),
  /** Discussion posts one user may write in a window of minutes (threads and replies alike). */
  discussionPostLimit: z.strictObject({
    posts: count(1000, 'Posts per window').min(1, 'Allow at least 1 post per window.'),
    minutes: count(24 * 60, 'The window').min(1, 'The window is at least 1 minute.'),
  }),
  /** Shown on every page while not empty. */
  announcement: z
    .string()
    .trim()
    .max(ANNOUNCEMENT_MAX_LENGTH, `The announcement can be at most ${ANNOUNCEMENT_MAX_LENGTH} characters.`),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** What a new installation starts with. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  aiReviewsPerProblem: AI_REVIEWS_PER_PROBLEM,
  aiReviewsPerDay: AI_REVIEWS_PER_DAY,
  hintCosts: { ...HINT_COSTS },
  editorialCost: EDITORIAL_COST,
  counterexampleCost: COUNTEREXAMPLE_COST,
  firstSolveRewards: { ...FIRST_SOLVE_REWARD },
  startingTokens: STARTING_TOKENS,
  registrationOpen: true,
  defaultTimeLimitMs: 2000,
  defaultMemoryLimitMb: 256,
  discussionPostLimit: { posts: 10, minutes: 10 },
  announcement: '',
};

export const siteSettingsResponseSchema = z.object({ settings: siteSettingsSchema });
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

/** GET /api/settings: what every visitor's pages show (costs, rewards, limits, the announcement). */
export const publicSettingsSchema = siteSettingsSchema.pick({
  aiReviewsPerProblem: true,
  aiReviewsPerDay: true,
  hintCosts: true,
  editorialCost: true,
  counterexampleCost: true,
  firstSolveRewards: true,
  registrationOpen: true,
  announcement: true,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

const PUBLIC_KEYS = Object.keys(publicSettingsSchema.shape) as (keyof PublicSettings)[];

/** The public part of the settings (what GET /api/settings answers). */
export function toPublicSettings(settings: SiteSettings): PublicSettings {
  return Object.fromEntries(PUBLIC_KEYS.map((key) => [key, settings[key]])) as PublicSettings;
}

/** What a new installation shows before anyone changes a setting. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = toPublicSettings(DEFAULT_SITE_SETTINGS);
