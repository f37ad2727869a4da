/**
 * Contests (docs/contests.md): ICPC rules for the 'Individual' type — a schedule, registration, a live
 * scoreboard with a freeze, virtual runs after the end, clarifications and awards. Public calls are under
 * /api/contests; what admins do is under /api/admin/contests.
 */
import { z } from 'zod';
import { difficultySchema, problemIdSchema } from './problems';
import { utf8Length } from './text';
import { TEAM_MEMBERS_MAX, affiliationSchema, contestGroupsSchema } from './teams';
import { hasNulCharacter } from './text';

export const CONTEST_STATUSES = ['Upcoming', 'Running', 'Ended'] as const;
export const contestStatusSchema = z.enum(CONTEST_STATUSES);
export type ContestStatus = z.infer<typeof contestStatusSchema>;

export const CONTEST_VISIBILITIES = ['public', 'unlisted'] as const;
export const contestVisibilitySchema = z.enum(CONTEST_VISIBILITIES);
export type ContestVisibility = z.infer<typeof contestVisibilitySchema>;

/** How a contestant takes part: in the contest itself, or a virtual run after it ended. */
export const CONTEST_MODES = ['official', 'virtual'] as const;
export type ContestMode = (typeof CONTEST_MODES)[number];

/**
 * How a contest ranks (docs/contests.md#formats): ICPC (problems solved, then penalty time), IOI (points,
 * the best of each subtask over all submissions), AtCoder (points, then the time of the last increase
 * plus a penalty per wrong try).
 */
export const CONTEST_FORMATS = ['icpc', 'ioi', 'atcoder'] as const;
export const contestFormatSchema = z.enum(CONTEST_FORMATS);
export type ContestFormat = z.infer<typeof contestFormatSchema>;

/** Whether contestants take part alone or as teams (docs/contests.md#teams). */
export const CONTEST_PARTICIPATIONS = ['individual', 'team'] as const;
export const contestParticipationSchema = z.enum(CONTEST_PARTICIPATIONS);
export type ContestParticipation = z.infer<typeof contestParticipationSchema>;

/**
 * How a points contest scores a problem with subtasks: the sum of each subtask's best over all
 * submissions (IOI's rule since 2017), or the best single submission.
 */
export const CONTEST_SCORINGS = ['best-subtasks', 'best-submission'] as const;
export const contestScoringSchema = z.enum(CONTEST_SCORINGS);
export type ContestScoring = z.infer<typeof contestScoringSchema>;

export const CONTEST_DEFAULTS = {
  format: 'icpc',
  participation: 'individual',
  /** ICPC's teams of three. */
  teamSize: 3,
  scoring: 'best-subtasks',
  /** The penalty per wrong try when the admin does not set one: each format's own (IOI has none). */
  penaltyMinutes: { icpc: 20, ioi: 0, atcoder: 5 },
  freezeMinutes: 60,
  /** Frozen results are published at the latest this long after the end, if no admin did it before. */
  revealAfterMinutes: 60,
  medals: { gold: 1, silver: 1, bronze: 1 },
} as const;

/** Problems a contest may hold: labelled A to Z. */
export const CONTEST_MAX_PROBLEMS = 26;
/** The longest contest (a month): longer ones are not contests but problem sets. */
export const CONTEST_MAX_MINUTES = 31 * 24 * 60;
export const SCOREBOARD_PAGE_SIZE = 100;
export const SCOREBOARD_MAX_PAGE_SIZE = 500;

/** A, B, …, Z for the problem at `index` (0-based). */
export function contestLabel(index: number): string {
  return String.fromCharCode(65 + index);
}

export const contestIdSchema = z.uuid('Contest not found');
export const contestParamsSchema = z.object({ id: contestIdSchema });

export const contestSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: contestStatusSchema,
  startTime: z.string(),
  endTime: z.string(),
  participants: z.number().int(),
  problemCount: z.number().int(),
  /** 'Team' for a team contest (its participants are teams). */
  type: z.enum(['Individual', 'Team']),
  format: contestFormatSchema,
  participation: contestParticipationSchema,
  visibility: contestVisibilitySchema,
  /** Whether the signed-in caller is registered; absent for guests. */
  registered: z.boolean().optional(),
});
export type ContestSummary = z.infer<typeof contestSummarySchema>;

export const listContestsResponseSchema = z.object({ contests: z.array(contestSummarySchema) });
export type ListContestsResponse = z.infer<typeof listContestsResponseSchema>;

export const contestProblemSchema = z.object({
  label: z.string(),
  problemId: z.string(),
  title: z.string(),
  difficulty: difficultySchema,
});
export type ContestProblem = z.infer<typeof contestProblemSchema>;

export const medalCountsSchema = z.object({
  gold: z.number().int().min(0).max(100),
  silver: z.number().int().min(0).max(100),
  bronze: z.number().int().min(0).max(100),
});
export type MedalCounts = z.infer<typeof medalCountsSchema>;

/** The caller's virtual run of an ended contest. */
export const virtualRunSchema = z.object({ startedAt: z.string(), endsAt: z.string() });
export type VirtualRun = z.infer<typeof virtualRunSchema>;

export const contestDetailSchema = contestSummarySchema.extend({
  /**
   * The description rendered once on the server when the contest was saved, by the posts' renderer
   * (sanitised HTML with KaTeX's math): the Overview inserts it and downloads no Markdown renderer.
   */
  descriptionHtml: z.string(),
  penaltyMinutes: z.number().int(),
  /** Team contests: the most members a registered team may have. */
  teamSize: z.number().int(),
  scoring: contestScoringSchema,
  freezeMinutes: z.number().int(),
  revealAfterMinutes: z.number().int(),
  /** When the board freezes (null: no freeze). */
  freezeTime: z.string().nullable(),
  /** Whether the public board hides results now (during the freeze, until results are published). */
  frozen: z.boolean(),
  /** Whether the final results are published (an admin unfroze, or the reveal time passed). */
  resultsFinal: z.boolean(),
  medals: medalCountsSchema,
  rated: z.boolean(),
  /** The contest's groups (docs/contests.md#groups), for the board's group filter: ids and names only. */
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Empty before the start (the problem set is a secret until then), except for admins. */
  problems: z.array(contestProblemSchema),
  virtual: virtualRunSchema.nullable(),
  /** The server's clock, so countdowns do not trust the browser's. */
  serverTime: z.string(),
});
export type ContestDetail = z.infer<typeof contestDetailSchema>;
export const contestResponseSchema = z.object({ contest: contestDetailSchema });
export type ContestResponse = z.infer<typeof contestResponseSchema>;

/** Registering: alone (no body), or in a team contest with one of the caller's teams. */
export const contestRegisterBodySchema = z
  .strictObject({ teamId: z.uuid('Team not found').optional() })
  .nullish();
export type ContestRegisterBody = z.input<typeof contestRegisterBodySchema>;

export const contestRegisterResponseSchema = z.object({
  registered: z.literal(true),
  participants: z.number().int(),
});
export const virtualStartResponseSchema = z.object({ virtual: virtualRunSchema });

/** One cell of the board: a contestant on a problem. */
export const scoreboardCellSchema = z.object({
  label: z.string(),
  problemId: z.string(),
  /** Counted tries: wrong ones, the first Accepted, and those still pending or hidden by the freeze. */
  tries: z.number().int(),
  solved: z.boolean(),
  /** Minutes from the start (of the run, for a virtual row) to the first Accepted; null if unsolved. */
  minutes: z.number().int().nullable(),
  /** Tries whose result this board does not show: being judged, or made during the freeze. */
  pending: z.number().int(),
  /** The first Accepted of this problem in the contest. */
  firstSolve: z.boolean(),
  /** Points formats: the problem's points as this board shows them (absent in ICPC contests). */
  score: z.number().optional(),
  /** Points formats, problems with subtasks: each subtask's points as counted (best-subtasks: each one's best). */
  subtasks: z.array(z.number()).optional(),
});
export type ScoreboardCell = z.infer<typeof scoreboardCellSchema>;

/** A team row's team (team contests): its members. */
export const scoreboardTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(z.object({ username: z.string(), name: z.string() })),
});
export type ScoreboardTeam = z.infer<typeof scoreboardTeamSchema>;

export const scoreboardRowSchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  name: z.string(),
  solved: z.number().int(),
  penalty: z.number().int(),
  /** The user's or the team's university or school (docs/contests.md#affiliations). */
  affiliation: affiliationSchema.nullable(),
  /** Team contests: the team (then `username` is the team's name, `name` its affiliation's short name). */
  team: scoreboardTeamSchema.optional(),
  /** Points formats: the row's total points (absent in ICPC contests). */
  score: z.number().optional(),
  problems: z.array(scoreboardCellSchema),
  /** A virtual contestant's row (only ever the caller's own, on their virtual board). */
  virtual: z.boolean(),
  /** The caller's own row. */
  you: z.boolean(),
});
export type ScoreboardRow = z.infer<typeof scoreboardRowSchema>;

export const scoreboardAwardsSchema = z.object({
  winners: z.array(z.string()),
  gold: z.array(z.string()),
  silver: z.array(z.string()),
  bronze: z.array(z.string()),
  firstSolves: z.array(z.object({ label: z.string(), username: z.string(), minutes: z.number().int() })),
  /** Each group with a contestant who scored: its best-ranked ones (docs/contests.md#groups). */
  groupWinners: z.array(z.object({ groupId: z.string(), name: z.string(), usernames: z.array(z.string()) })),
});
export type ScoreboardAwards = z.infer<typeof scoreboardAwardsSchema>;

export const scoreboardQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(SCOREBOARD_MAX_PAGE_SIZE).default(SCOREBOARD_PAGE_SIZE),
  /**
   * Only the rows of this group's contestants (docs/contests.md#groups), with their ranks on the whole
   * board; a group the contest does not have shows no rows.
   */
  group: z.string().max(32).optional(),
});

export const scoreboardResponseSchema = z.object({
  /** How the board ranks: rows carry `score` in points formats. */
  format: contestFormatSchema,
  /** Whether this board hides results made during the freeze. */
  frozen: z.boolean(),
  /** Whether these are the published final results. */
  final: z.boolean(),
  /** A virtual contestant's board: the official one as it stood at their elapsed time. */
  virtual: z.boolean(),
  /** Minutes into the contest this board shows (the contest's length once it is over). */
  elapsedMinutes: z.number().int(),
  /**
   * The problems with how many contestants solved and tried each, as this board shows them (frozen results
   * are not counted on a frozen board): the contest page's problem list takes its counts from here, so a
   * verdict makes it read the board again and nothing else (docs/contests.md#scoreboard).
   */
  problems: z.array(
    z.object({
      label: z.string(),
      problemId: z.string(),
      title: z.string(),
      solvedCount: z.number().int(),
      attemptedCount: z.number().int(),
    }),
  ),
  rows: z.array(scoreboardRowSchema),
  /** The caller's own row when it is not on this page. */
  mine: scoreboardRowSchema.nullable(),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** Once the results are final (null before). */
  awards: scoreboardAwardsSchema.nullable(),
  /**
   * The board version this page shows, as the 'scoreboard' event carries it (contest-events.ts): a client
   * holding it reads nothing again on that event. 0: a board built for this viewer alone (a virtual run).
   */
  version: z.number().int(),
});
export type ScoreboardResponse = z.infer<typeof scoreboardResponseSchema>;

const clarificationText = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${label.toLowerCase()}.`)
    .refine((text) => utf8Length(text) <= 4000, `${label} can be at most 4000 characters.`)
    .refine((text) => !hasNulCharacter(text), {
      message: `${label} cannot contain NUL characters.`,
      params: { code: 'nulCharacter' },
    });

export const clarificationSchema = z.object({
  id: z.string(),
  /** The problem it is about (null: the contest in general). */
  problemLabel: z.string().nullable(),
  question: z.string().nullable(),
  answer: z.string().nullable(),
  /** Who asked: shown to admins and to the asker only. */
  askedBy: z.string().nullable(),
  /** Answered to everyone (an announcement, or a question whose answer helps all). */
  public: z.boolean(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Clarification = z.infer<typeof clarificationSchema>;
export const clarificationsResponseSchema = z.object({ clarifications: z.array(clarificationSchema) });
export type ClarificationsResponse = z.infer<typeof clarificationsResponseSchema>;
export const clarificationResponseSchema = z.object({ clarification: clarificationSchema });

export const askClarificationBodySchema = z.strictObject({
  problemId: problemIdSchema.nullable().default(null),
  question: clarificationText('Question'),
});
export type AskClarificationBody = z.input<typeof askClarificationBodySchema>;

export const answerClarificationBodySchema = z.strictObject({
  answer: clarificationText('Answer'),
  public: z.boolean().default(false),
});
export type AnswerClarificationBody = z.input<typeof answerClarificationBodySchema>;

export const announcementBodySchema = z.strictObject({
  problemId: problemIdSchema.nullable().default(null),
  text: clarificationText('Announcement'),
});
export const clarificationParamsSchema = z.object({
  id: contestIdSchema,
  clarificationId: z.uuid('Clarification not found'),
});

const isoTime = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a date and time (ISO 8601).` });

/** What an admin writes about a contest. Times are ISO 8601 with an offset or Z. */
const contestFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Give the contest a title.')
    .max(120, 'A title can be at most 120 characters.'),
  description: z
    .string()
    .refine((text) => utf8Length(text) <= 64 * 1024, 'A description can be at most 64 KB.')
    .refine((text) => !hasNulCharacter(text), {
      message: 'A description cannot contain NUL characters.',
      params: { code: 'nulCharacter' },
    }),
  startTime: isoTime('The start'),
  endTime: isoTime('The end'),
  problems: z
    .array(problemIdSchema)
    .max(CONTEST_MAX_PROBLEMS, `A contest can have at most ${CONTEST_MAX_PROBLEMS} problems.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A problem can be in a contest only once.'),
  penaltyMinutes: z
    .number()
    .int('The penalty is a whole number of minutes.')
    .min(0)
    .max(240, 'The penalty is at most 240 minutes.'),
  freezeMinutes: z
    .number()
    .int('The freeze is a whole number of minutes.')
    .min(0, 'The freeze cannot be negative.'),
  revealAfterMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60, 'Results are published at the latest a week after the end.'),
  visibility: contestVisibilitySchema,
  medals: medalCountsSchema,
  rated: z.boolean(),
  format: contestFormatSchema,
  scoring: contestScoringSchema,
  participation: contestParticipationSchema,
  teamSize: z
    .number()
    .int('A team size is a whole number.')
    .min(1, 'A team has at least one member.')
    .max(TEAM_MEMBERS_MAX, `A team has at most ${TEAM_MEMBERS_MAX} members.`),
  /** Groups of contestants by country (docs/contests.md#groups); editable at any time (it only regroups). */
  groups: contestGroupsSchema,
};

function checkTimes(
  contest: { startTime?: string; endTime?: string; freezeMinutes?: number },
  ctx: z.RefinementCtx,
): void {
  if (contest.startTime === undefined || contest.endTime === undefined) return;
  const minutes = (Date.parse(contest.endTime) - Date.parse(contest.startTime)) / 60_000;
  if (!(minutes > 0))
    ctx.addIssue({
      code: 'custom',
      path: ['endTime'],
      message: 'The end must come after the start.',
      // The web's other languages word the issue by this code (apps/web/src/i18n/validation-message.ts).
      params: { code: 'endBeforeStart' },
    });
  else if (minutes > CONTEST_MAX_MINUTES)
    ctx.addIssue({
      code: 'custom',
      path: ['endTime'],
      message: 'A contest can last at most 31 days.',
      params: { code: 'contestTooLong' },
    });
  else if (contest.freezeMinutes !== undefined && contest.freezeMinutes > minutes)
    ctx.addIssue({
      code: 'custom',
      path: ['freezeMinutes'],
      message: 'The freeze cannot be longer than the contest.',
    });
}

export const createContestBodySchema = z
  .strictObject({
    ...contestFields,
    description: contestFields.description.default(''),
    /** Absent: the format's own (CONTEST_DEFAULTS.penaltyMinutes). */
    penaltyMinutes: contestFields.penaltyMinutes.optional(),
    format: contestFields.format.default(CONTEST_DEFAULTS.format),
    scoring: contestFields.scoring.default(CONTEST_DEFAULTS.scoring),
    participation: contestFields.participation.default(CONTEST_DEFAULTS.participation),
    teamSize: contestFields.teamSize.default(CONTEST_DEFAULTS.teamSize),
    freezeMinutes: contestFields.freezeMinutes.default(CONTEST_DEFAULTS.freezeMinutes),
    revealAfterMinutes: contestFields.revealAfterMinutes.default(CONTEST_DEFAULTS.revealAfterMinutes),
    visibility: contestFields.visibility.default('public'),
    medals: contestFields.medals.default(CONTEST_DEFAULTS.medals),
    /** Absent: individual contests are rated, team contests are not (an admin may rate one). */
    rated: contestFields.rated.optional(),
    groups: contestFields.groups.default([]),
  })
  .superRefine(checkTimes);
export type CreateContestBody = z.input<typeof createContestBodySchema>;

/** A PATCH: any of the fields; the times are checked against the stored ones by the server. */
export const updateContestBodySchema = z.strictObject({
  title: contestFields.title.optional(),
  description: contestFields.description.optional(),
  startTime: contestFields.startTime.optional(),
  endTime: contestFields.endTime.optional(),
  problems: contestFields.problems.optional(),
  penaltyMinutes: contestFields.penaltyMinutes.optional(),
  freezeMinutes: contestFields.freezeMinutes.optional(),
  revealAfterMinutes: contestFields.revealAfterMinutes.optional(),
  visibility: contestFields.visibility.optional(),
  medals: contestFields.medals.optional(),
  rated: contestFields.rated.optional(),
  format: contestFields.format.optional(),
  scoring: contestFields.scoring.optional(),
  participation: contestFields.participation.optional(),
  teamSize: contestFields.teamSize.optional(),
  groups: contestFields.groups.optional(),
});
export type UpdateContestBody = z.input<typeof updateContestBodySchema>;

/** The contest as admins see it: everything, with the problem ids in order. */
export const adminContestSchema = contestDetailSchema.extend({
  /** The groups whole, with their countries (as stored: already checked, so no transforms to encode). */
  groups: z.array(z.object({ id: z.string(), name: z.string(), countries: z.array(z.string()) })),
  createdAt: z.string(),
  unfrozenAt: z.string().nullable(),
  pendingClarifications: z.number().int(),
});
export type AdminContest = z.infer<typeof adminContestSchema>;
export const adminContestResponseSchema = z.object({ contest: adminContestSchema });
export const adminContestListResponseSchema = z.object({ contests: z.array(adminContestSchema) });
export type AdminContestListResponse = z.infer<typeof adminContestListResponseSchema>;

export const contestRejudgeResponseSchema = z.object({ queued: z.number().int() });

/**
 * Events on GET /api/contests/{id}/events: something changed, read it again. 'submissions': a submission
 * of the contest was made or judged (the caller's own list may have changed).
 */
export const CONTEST_EVENTS = ['scoreboard', 'clarifications', 'contest', 'submissions'] as const;
export type ContestEventName = (typeof CONTEST_EVENTS)[number];
/** Events' data and how clients read again: contest-events.ts (free of zod, for the web app's pages). */

/** The dashboard's 'Contest Rank' card: the caller's rank in the latest contest they took part in. */
export const myContestRankResponseSchema = z.object({
  contest: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** On the board the caller sees (frozen results hidden); null when they took part in none. */
  rank: z.number().int().nullable(),
  participants: z.number().int(),
});
export type MyContestRankResponse = z.infer<typeof myContestRankResponseSchema>;
