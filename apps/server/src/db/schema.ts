/** Drizzle table definitions. Schema only: no runtime code lives here (drizzle-kit reads this file). */
import { sql } from 'drizzle-orm';
import {
  CONTEST_FORMATS,
  CONTEST_MODES,
  CONTEST_PARTICIPATIONS,
  CONTEST_SCORINGS,
  CONTEST_VISIBILITIES,
  EDITORIAL_SOURCES,
  LANGUAGE_IDS,
  NOTIFICATION_EMAILS,
  NOTIFICATION_KINDS,
  PROBLEM_VISIBILITIES,
  TIME_LIMIT_ORIGINS,
  type ContestGroup,
  type LanguageId,
} from '@codeconquer/contracts';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  primaryKey,
  real,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PlayerRating } from '@codeconquer/rating';
import type { GroupScore, GroupSettings } from '@codeconquer/judge';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A row that belongs to a user and goes with the account. */
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** The university or school the user names (docs/contests.md#affiliations); boards show it. */
    organizationId: uuid('organization_id').references((): AnyPgColumn => organizations.id, {
      onDelete: 'set null',
    }),
    /** The rating users see (docs/ratings.md): the model's mean, kept here for lists and profiles. */
    rating: integer('rating').notNull().default(1500),
    /** The model's deviation (one standard deviation, rating points). */
    ratingDeviation: integer('rating_deviation').notNull().default(350),
    /** Rated contests taken part in. */
    ratedContests: integer('rated_contests').notNull().default(0),
    /** Submissions made, Judge Errors not counted (as on a problem's counter): the leaderboard shows it. */
    submissionCount: integer('submission_count').notNull().default(0),
    tokens: integer('tokens').notNull().default(200),
    solvedEasy: integer('solved_easy').notNull().default(0),
    solvedMedium: integer('solved_medium').notNull().default(0),
    solvedHard: integer('solved_hard').notNull().default(0),
    bio: text('bio').notNull().default(''),
    github: text('github').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    website: text('website').notNull().default(''),
    /** File name under $DATA_DIR/uploads/avatars, or null. */
    profilePhoto: text('profile_photo'),
    theme: text('theme', { enum: ['light', 'dark'] })
      .notNull()
      .default('light'),
    /** The interface language chosen (a SUPPORTED_LOCALES tag); null follows the browser. */
    locale: text('locale'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** Set while an admin has banned the account: it cannot sign in, and its sessions stop working. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
  ],
);

/** Sign-in sessions. Only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-ins handed over to the web app (accounts/sign-in-handoff.ts): Google's callback leaves a one-time code
 * here instead of a session, and the browser exchanges it by POST for one. Only the code's HMAC under the
 * app secret is kept; a code lives 60 s and is deleted when used.
 */
export const signInHandoffs = pgTable(
  'sign_in_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: ownerId(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_handoffs_expires_idx').on(t.expiresAt)],
);

/**
 * Sign-ups waiting for their e-mail code. A registration holds no account: the account is made only when
 * the code is verified, with the details of the registration whose secret token the verifier presents
 * (the browser that signed up, or one that signed in with its password). So someone who registers another
 * person's address cannot end up sharing that person's account. Several may wait for one address.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** SHA-256 of the registration token only the registering browser holds. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pending_registrations_email_idx').on(t.email),
    uniqueIndex('pending_registrations_token_hash_idx').on(t.tokenHash),
  ],
);

/**
 * One-time codes, one live row per (email, purpose). The code is stored as an HMAC under the app secret,
 * so a database leak alone does not reveal live codes.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    /** Wrong tries since dayStartedAt, over every code of this row: kept when a new code replaces it. */
    dayWrongAttempts: integer('day_wrong_attempts').notNull().default(0),
    dayStartedAt: timestamp('day_started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('otp_codes_email_purpose_idx').on(t.email, t.purpose)],
);

/** Single-use permission to set a new password, granted by a verified reset code. */
export const passwordResetGrants = pgTable(
  'password_reset_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_grants_token_hash_idx').on(t.tokenHash)],
);

/**
 * Everything the judge is asked to do (a compiler run, a test run, a submission), one row each. The
 * queue carries only the id; whoever judges loads the request from here and writes the result back, so a
 * job survives a crash and is judged again at start-up.
 */
export const judgeJobs = pgTable(
  'judge_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['compiler', 'run', 'submission', 'counterexample'] }).notNull(),
    /** A JudgeRequest of packages/judge (language, source, tests, limits, checker). */
    request: jsonb('request').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** A JudgeResult once done. */
    result: jsonb('result'),
    /** Why judging failed (an infrastructure problem, never the user's code). */
    error: text('error'),
    createdAt: createdAt(),
    /** When a judge first loaded it: created → started is the queue wait, started → done the judging. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /**
     * How many times a judge has loaded it to judge it, across restarts and workers: a job that keeps
     * failing, or keeps taking its judge down, ends once this passes MAX_JOB_STARTS (packages/judge).
     */
    starts: integer('starts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('judge_jobs_status_idx').on(t.status)],
);

/** A row about one problem that goes with the problem. */
const problemId = () =>
  text('problem_id')
    .notNull()
    .references(() => problems.id, { onDelete: 'cascade' });

/**
 * Problems of the bank and imported packages. The id is the package's slug (readable URLs). Counters are
 * kept by the submission service in the same transactions that create and finish submissions.
 */
/** HTML rendered from a row's Markdown, stamped with what it came from (rendering/stored-html.ts). */
export type StoredHtml<T> = T & { renderer: number; source: string };
export type StoredStatementHtml = StoredHtml<{
  blocks: { type: 'text' | 'constraints' | 'image' | 'author'; html: string }[];
  explanations: (string | null)[];
}>;

export const problems = pgTable('problems', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  difficulty: text('difficulty', { enum: ['Easy', 'Medium', 'Hard'] }).notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  timeLimitMs: integer('time_limit_ms').notNull(),
  memoryLimitMb: integer('memory_limit_mb').notNull(),
  /**
   * Where the time limit came from (docs/packages.md#limits): the package's problem.yaml, .timelimit or
   * domjudge-problem.ini, our default, or an admin; null for problems stored before it was recorded.
   */
  timeLimitOrigin: text('time_limit_origin', { enum: TIME_LIMIT_ORIGINS }),
  /** The package's output limit; null: the judge's default. */
  outputLimitBytes: integer('output_limit_bytes'),
  /** Statement as content blocks (text, constraints, image, author). */
  content: jsonb('content')
    .$type<{ type: 'text' | 'constraints' | 'image' | 'author'; value: string }[]>()
    .notNull(),
  /** The whole statement as Markdown. */
  description: text('description').notNull(),
  author: text('author'),
  staticHint: text('static_hint'),
  /** Options of the default token checker (Kattis validator flags). */
  checker: jsonb('checker').$type<Record<string, number | boolean>>().notNull().default({}),
  /** The package's output validator ({language, source}); null: the token checker. */
  validator: jsonb('validator').$type<{
    language: LanguageId;
    source: string;
    args?: string[];
    /** The validator is the problem's interactor (packages/judge/src/interaction.ts). */
    interactive?: boolean;
  }>(),
  /**
   * Scoring problems: the grading settings of the test groups by path (a package's testdata.yaml files,
   * packages/judge/src/grading.ts); a test's group is the folder of its name. Null: pass-fail.
   */
  scoring: jsonb('scoring').$type<{ groups: Record<string, GroupSettings> }>(),
  /**
   * The sample tests as the statement shows them, copied here when the problem is saved, so that showing
   * a problem reads no test data (docs/architecture.md#test-data).
   */
  examples: jsonb('examples')
    .$type<
      {
        ordinal: number;
        input: string;
        output: string;
        explanation: string | null;
        /** Interactive problems: the sample conversation (`.interaction`); absent in rows older than it. */
        interaction?: string | null;
      }[]
    >()
    .notNull()
    .default([]),
  /**
   * The statement's blocks and the examples' explanations as sanitised HTML, rendered when the problem
   * was stored (problems/stored-statement.ts, docs/rendering.md#stored-with-the-row), with the renderer version
   * and a hash of the Markdown they came from. Null, from an older renderer or from other Markdown: the
   * read renders it on demand and the start-up backfill stores it.
   */
  statementHtml: jsonb('statement_html').$type<StoredStatementHtml>(),
  /** How many tests the problem has (samples included). */
  testCount: integer('test_count').notNull().default(0),
  /**
   * The content hash of the bank package it was loaded from (problems/bank-sync.ts): the bank updates the
   * problem when its package changes. Null for problems that did not come from the bank.
   */
  sourceHash: text('source_hash'),
  /** Set when an admin imported or edited the problem: from then on the bank leaves it alone. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
  /**
   * Who sees it (docs/product.md#admin-problems): 'public' in the list and to everyone, 'draft' to admins
   * only, 'contest' only through a contest (and to admins) until the contest makes it public.
   */
  visibility: text('visibility', { enum: PROBLEM_VISIBILITIES }).notNull().default('public'),
  /** Soft delete: hidden from everyone but admins, its submissions kept; an admin can restore it. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /**
   * The package's `generators/small.py` (docs/packages.md#small-tests): with it (and a stored accepted
   * solution) a failed practice submission can ask for a small failing test. Null: the problem has none.
   */
  smallGenerator: text('small_generator'),
  /** Where the problem comes from (contest, book) and its licence, as the package says. */
  source: text('source'),
  license: text('license'),
  submissionCount: integer('submission_count').notNull().default(0),
  acceptedCount: integer('accepted_count').notNull().default(0),
  solvedCount: integer('solved_count').notNull().default(0),
  attemptedCount: integer('attempted_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Test inputs and answers, each text stored once under the SHA-256 of its UTF-8 bytes. No view reads this
 * table: the judge reads it (through a cache keyed by hash, which can never go stale), and so do the
 * admin's test pages (docs/architecture.md#test-data).
 */
export const testData = pgTable('test_data', {
  hash: text('hash').primaryKey(),
  content: text('content').notNull(),
});

/** A problem's tests in judging order. Samples are the visible examples; the rest never leave the server. */
export const problemTests = pgTable(
  'problem_tests',
  {
    problemId: problemId(),
    ordinal: integer('ordinal').notNull(),
    name: text('name').notNull(),
    inputHash: text('input_hash')
      .notNull()
      .references(() => testData.hash),
    answerHash: text('answer_hash')
      .notNull()
      .references(() => testData.hash),
    inputBytes: integer('input_bytes').notNull(),
    answerBytes: integer('answer_bytes').notNull(),
    explanation: text('explanation'),
    /** Interactive problems: a sample's conversation (a package's `.interaction`), shown as its example. */
    interaction: text('interaction'),
    isSample: boolean('is_sample').notNull(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.ordinal] })],
);

/**
 * Rejudges of a problem's submissions (admin/problem-rejudge.ts): how many were put back to Pending, and
 * when the last of them got its new verdict (the problem's counters are recounted then).
 */
export const problemRejudges = pgTable(
  'problem_rejudges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: problemId(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    total: integer('total').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('problem_rejudges_problem_idx').on(t.problemId, t.startedAt)],
);

/**
 * A problem's reference solutions (a package's submissions/<expected verdict>/ folder): each is judged on
 * demand by an admin, or by `npm run problems:verify`, and must get the verdict it expects.
 */
export const problemSolutions = pgTable(
  'problem_solutions',
  {
    problemId: problemId(),
    /** Path under submissions/, e.g. accepted/solution.cpp: unique within the problem. */
    name: text('name').notNull(),
    language: text('language', { enum: LANGUAGE_IDS }).notNull(),
    expected: text('expected').notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.problemId, t.name] })],
);

/**
 * Submissions, judged on the server. `status` is 'Pending' until the judge stores the verdict; the id is
 * also the judge job's id, so a submission left pending by a crash is judged again at start-up.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    problemId: text('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    language: text('language', { enum: LANGUAGE_IDS }).notNull(),
    code: text('code').notNull(),
    status: text('status').notNull().default('Pending'),
    passedTests: integer('passed_tests').notNull().default(0),
    totalTests: integer('total_tests').notNull().default(0),
    executionTimeMs: integer('execution_time_ms').notNull().default(0),
    memoryMb: real('memory_mb').notNull().default(0),
    compileMessage: text('compile_message'),
    error: text('error'),
    /**
     * Per judged test: id, verdict, time, memory; never inputs, and an output only on the first failing
     * test when that test is a sample (its first KB, shown beside the statement's example).
     */
    results: jsonb('results')
      .$type<
        { testCaseId: string; verdict: string; executionTime: number; memoryUsage: number; output?: string }[]
      >()
      .notNull()
      .default([]),
    /** Scoring problems: the grade (packages/judge/src/grading.ts), its subtasks; null otherwise. */
    score: real('score'),
    maxScore: real('max_score'),
    scoreGroups: jsonb('score_groups').$type<GroupScore[]>(),
    hintsUsed: jsonb('hints_used').$type<{ hintNumber: number; hintText: string }[]>().notNull().default([]),
    /** The contest it was made in (counted on its board), with how the user took part; null: practice. */
    contestId: uuid('contest_id').references(() => contests.id, { onDelete: 'set null' }),
    contestMode: text('contest_mode', { enum: CONTEST_MODES }),
    /** In a team contest, the team the submission was made for (its cell is the team's). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /**
     * Made in a contest while others' results were hidden (docs/contests.md#hidden-results): until the
     * contest publishes its results, nothing anyone else reads counts it (counters, profiles, stats,
     * leaderboards). Publishing counts it and clears this (contests/hidden-results.ts).
     */
    resultHidden: boolean('result_hidden').notNull().default(false),
    createdAt: createdAt(),
    judgedAt: timestamp('judged_at', { withTimezone: true }),
  },
  (t) => [
    index('submissions_user_created_idx').on(t.userId, t.createdAt),
    // A scoreboard cell is computed from its submissions; a contest's are listed for the event feed.
    index('submissions_contest_cell_idx').on(t.contestId, t.userId, t.problemId, t.createdAt),
    // A team's cell, in a team contest.
    index('submissions_contest_team_cell_idx')
      .on(t.contestId, t.teamId, t.problemId, t.createdAt)
      .where(sql`${t.teamId} is not null`),
    index('submissions_user_problem_idx').on(t.userId, t.problemId),
    // The admin overview's last 30 days.
    index('submissions_created_idx').on(t.createdAt),
    // The few results waiting for their contest to publish them.
    index('submissions_result_hidden_idx')
      .on(t.contestId)
      .where(sql`${t.resultHidden}`),
  ],
);

/** Who attempted and who solved which problem: the source of the solved-by / attempted-by counters. */
export const problemProgress = pgTable(
  'problem_progress',
  {
    userId: ownerId(),
    problemId: problemId(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while an Accepted submission of the user's stands (a rejudge may take it back). */
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    /** When the first-solve reward was paid: once per user and problem, whatever rejudges do later. */
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.problemId] }),
    // The leaderboard's This Week and This Month count the problems first solved in the period.
    index('problem_progress_solved_idx').on(t.solvedAt),
  ],
);

/**
 * The code a user is writing, per problem and language, saved by the editor as they type: what the
 * browser holds is lost with a cleared storage or a sign-out (sign-out clears it), this is not.
 */
export const codeDrafts = pgTable(
  'code_drafts',
  {
    userId: ownerId(),
    problemId: problemId(),
    language: text('language', { enum: LANGUAGE_IDS }).notNull(),
    code: text('code').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId, t.language] })],
);

/** One row per AI review in the solve editor: the per-problem and per-day limits count these. */
export const aiReviewUsage = pgTable(
  'ai_review_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    problemId: text('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ai_review_usage_user_created_idx').on(t.userId, t.createdAt)],
);

/** Hints a user revealed (paid for once, kept forever: revealing cannot be undone). */
export const hintReveals = pgTable(
  'hint_reveals',
  {
    userId: ownerId(),
    problemId: problemId(),
    hintNumber: integer('hint_number').notNull(),
    hintText: text('hint_text').notNull(),
    tokensSpent: integer('tokens_spent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId, t.hintNumber] })],
);

/**
 * A search for a small input on which a submission fails (docs/counterexamples.md); its id is its judge
 * job's. The tokens it cost are given back when it finds nothing or fails; a finished one is kept and
 * shown again for free. One search per user runs at a time (the partial unique index).
 */
export const counterexampleSearches = pgTable(
  'counterexample_searches',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    status: text('status', { enum: ['searching', 'found', 'none', 'failed'] }).notNull(),
    tokensSpent: integer('tokens_spent').notNull(),
    /** The judge's CounterexampleOutcome once it ended. */
    result: jsonb('result'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('counterexample_searches_submission_idx').on(t.submissionId, t.createdAt),
    uniqueIndex('counterexample_searches_one_per_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'searching'`),
  ],
);

/**
 * A problem's editorial (docs/product.md#editorials): the Markdown and its HTML, rendered once on save.
 * `source` says who wrote it: a package's editorial.md ('package': the bank's sync may replace it) or an
 * admin in the panel ('admin': no package load touches it again).
 */
export const problemEditorials = pgTable('problem_editorials', {
  problemId: problemId().primaryKey(),
  body: text('body').notNull(),
  bodyHtml: text('body_html').notNull(),
  /** Reference solutions (problem_solutions names) shown after the text, at most one per language. */
  solutionNames: jsonb('solution_names').$type<string[]>().notNull().default([]),
  source: text('source', { enum: EDITORIAL_SOURCES }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Editorials bought with tokens: one row per user and problem, so an unlock is charged once. */
export const editorialUnlocks = pgTable(
  'editorial_unlocks',
  {
    userId: ownerId(),
    problemId: problemId(),
    tokensSpent: integer('tokens_spent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.problemId] })],
);

/**
 * Every admin action (docs/architecture.md#admin): who, what, on what, when, and the values before and
 * after. Kept when the admin or the target account is deleted (the ids stay, the links go).
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt),
    index('admin_audit_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_admin_idx').on(t.adminId),
  ],
);

/** The site's settings (settings/site-settings.ts): one row, its value validated on every read. */
export const siteSettings = pgTable('site_settings', {
  id: text('id').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Contests (docs/contests.md). Times are instants; the status (Upcoming, Running, Ended) follows from
 * them and the server's clock. The freeze starts `freeze_minutes` before the end; frozen results are
 * published when an admin unfreezes (`unfrozen_at`) or `reveal_after_minutes` after the end.
 */
export const contests = pgTable(
  'contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The description as sanitised HTML, rendered when stored (contests/stored-description.ts); as problems' statementHtml. */
    descriptionHtml: jsonb('description_html').$type<StoredHtml<{ html: string }>>(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    penaltyMinutes: integer('penalty_minutes').notNull().default(20),
    /** Whether contestants take part alone or as teams (docs/contests.md#teams), and a team's most members. */
    participation: text('participation', { enum: CONTEST_PARTICIPATIONS }).notNull().default('individual'),
    teamSize: integer('team_size').notNull().default(3),
    /** How it ranks (contests/rules/): 'icpc', 'ioi' or 'atcoder'. */
    format: text('format', { enum: CONTEST_FORMATS }).notNull().default('icpc'),
    /** Points formats: a problem's points are its subtasks' bests, or its best submission's. */
    scoring: text('scoring', { enum: CONTEST_SCORINGS }).notNull().default('best-subtasks'),
    /**
     * Groups of contestants by their affiliation's country (docs/contests.md#groups): the board filters by
     * them, the Contest API lists them, and each group's best gets a group-winner award.
     */
    groups: jsonb('groups').$type<ContestGroup[]>().notNull().default([]),
    freezeMinutes: integer('freeze_minutes').notNull().default(60),
    revealAfterMinutes: integer('reveal_after_minutes').notNull().default(60),
    unfrozenAt: timestamp('unfrozen_at', { withTimezone: true }),
    visibility: text('visibility', { enum: CONTEST_VISIBILITIES }).notNull().default('public'),
    goldMedals: integer('gold_medals').notNull().default(1),
    silverMedals: integer('silver_medals').notNull().default(1),
    bronzeMedals: integer('bronze_medals').notNull().default(1),
    rated: boolean('rated').notNull().default(true),
    /** When the ratings were first computed from its final results (docs/ratings.md#when). */
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    /** Set when a verdict changed after rating (a rejudge): the ratings are recomputed from it on. */
    ratingsStaleAt: timestamp('ratings_stale_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contests_start_idx').on(t.startTime)],
);

const contestId = () =>
  uuid('contest_id')
    .notNull()
    .references(() => contests.id, { onDelete: 'cascade' });

/**
 * Universities and schools that users and teams name as their affiliation (docs/contests.md#teams): one
 * row per short name and country, made by the first who names it; the Contest API's organizations.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    /** ISO 3166-1 alpha-3; null: not given. */
    country: text('country'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organizations_short_name_country_idx').on(
      sql`lower(${t.shortName})`,
      sql`coalesce(${t.country}, '')`,
    ),
  ],
);

/** Teams (docs/contests.md#teams): made by a user, joined with the invite code. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    inviteCode: text('invite_code').notNull(),
    /** The member who may rename the team and remove members; null once their account is gone. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_invite_code_idx').on(t.inviteCode)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

/** A contest's problems in order: position 0 is A. */
export const contestProblems = pgTable(
  'contest_problems',
  {
    contestId: contestId(),
    problemId: text('problem_id')
      .notNull()
      .references(() => problems.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.problemId] }),
    uniqueIndex('contest_problems_position_idx').on(t.contestId, t.position),
    index('contest_problems_problem_idx').on(t.problemId),
  ],
);

/**
 * Who registered for a contest (before or during it): their submissions in it count. In a team contest a
 * team registers: each member has a row naming the team (so the key keeps a user in one team per
 * contest), and a member who joins the team later gets one too.
 */
export const contestRegistrations = pgTable(
  'contest_registrations',
  {
    contestId: contestId(),
    userId: ownerId(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contestId, t.userId] }),
    index('contest_registrations_user_idx').on(t.userId),
    index('contest_registrations_team_idx').on(t.teamId),
  ],
);

/** A virtual run of an ended contest: as long as the contest, from `started_at`. */
export const contestVirtualRuns = pgTable(
  'contest_virtual_runs',
  {
    contestId: contestId(),
    userId: ownerId(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] })],
);

/**
 * The scoreboard's cells, kept from the verdicts (never summed from all submissions per request): each
 * cell is recomputed from its own few submissions when one of them changes. `public_*` is the cell as the
 * frozen board shows it (tries made in the freeze are pending); the rest is the whole truth.
 */
export const contestScores = pgTable(
  'contest_scores',
  {
    contestId: contestId(),
    /**
     * The board's contestant: the user, or in a team contest the team. No foreign key, as it names either;
     * a contestant who is gone leaves no registration, so no board shows the cell.
     */
    contestantId: uuid('contestant_id').notNull(),
    problemId: text('problem_id').notNull(),
    tries: integer('tries').notNull().default(0),
    pending: integer('pending').notNull().default(0),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    wrongBeforeSolve: integer('wrong_before_solve').notNull().default(0),
    publicTries: integer('public_tries').notNull().default(0),
    publicPending: integer('public_pending').notNull().default(0),
    publicSolvedAt: timestamp('public_solved_at', { withTimezone: true }),
    publicWrongBeforeSolve: integer('public_wrong_before_solve').notNull().default(0),
    /** Points formats: the cell's points, when they last rose, each subtask's points (null: none). */
    points: real('points').notNull().default(0),
    pointsAt: timestamp('points_at', { withTimezone: true }),
    subtaskPoints: jsonb('subtask_points').$type<number[]>(),
    publicPoints: real('public_points').notNull().default(0),
    publicPointsAt: timestamp('public_points_at', { withTimezone: true }),
    publicSubtaskPoints: jsonb('public_subtask_points').$type<number[]>(),
    /**
     * The rule (and its version and settings) the cell was computed by (contests/rules/): a cell computed
     * by another is stale and is recomputed before a board uses it. '' for cells older than this column.
     */
    rule: text('rule').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.contestantId, t.problemId] })],
);

/**
 * The contest's change log (docs/contests.md#the-event-feeds-log): a row per change that the Contest API's
 * event feed shows, appended by database triggers in the transaction that makes the change (migration
 * 0030), so no write path can forget it. `seq` counts per contest from 1 with no gaps, in commit order
 * (the head row below is locked until the appending transaction ends), so a follower that read up to
 * `seq` n has missed nothing at or below n. The rows name what changed, not how it looks: each feed reads
 * the named objects as its caller sees them.
 */
export const contestChanges = pgTable(
  'contest_changes',
  {
    contestId: contestId(),
    seq: integer('seq').notNull(),
    /** 'contest' (settings, problems), 'teams' (registrations, names), 'submission', 'clarification'. */
    kind: text('kind', { enum: ['contest', 'teams', 'submission', 'clarification'] }).notNull(),
    /** The submission's or clarification's id; null for the other kinds. */
    objectId: uuid('object_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.seq] })],
);

/** Each contest's last change number: the row the appending transactions queue on. */
export const contestChangeHeads = pgTable('contest_change_heads', {
  contestId: uuid('contest_id')
    .primaryKey()
    .references(() => contests.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
});

/** Questions to the judges, their answers, and announcements (a row with no question). */
export const contestClarifications = pgTable(
  'contest_clarifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: contestId(),
    /** The asker; null for an announcement (or once the account is gone). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    problemId: text('problem_id'),
    question: text('question'),
    answer: text('answer'),
    public: boolean('public').notNull().default(false),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('contest_clarifications_contest_idx').on(t.contestId, t.createdAt)],
);

/**
 * Each rated contest's effect on each contestant (docs/ratings.md#history): kept for the profile's graph,
 * and with the model's state after it, so that ratings can be computed again from any contest on.
 */
export const ratingChanges = pgTable(
  'rating_changes',
  {
    contestId: contestId(),
    userId: ownerId(),
    rank: integer('rank').notNull(),
    contestants: integer('contestants').notNull(),
    ratingBefore: integer('rating_before').notNull(),
    ratingAfter: integer('rating_after').notNull(),
    performance: integer('performance').notNull(),
    /** The rating model's state after this contest (packages/rating's PlayerRating). */
    stateAfter: jsonb('state_after').$type<PlayerRating>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] }), index('rating_changes_user_idx').on(t.userId)],
);

/**
 * A problem's discussion threads (docs/product.md#discussion). The thread's text is its opening post
 * (`discussion_posts.opening`); the counts and the score shown in the list are kept here so the list is
 * one indexed read.
 */
export const discussionThreads = pgTable(
  'discussion_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: problemId(),
    /** Null once the account is gone: the thread stays, its author shows as deleted. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Marked by its author as a solution: shown at once only to those who solved the problem. */
    solution: boolean('solution').notNull().default(false),
    /** The opening post's votes (up minus down). */
    score: integer('score').notNull().default(0),
    /** Replies that are neither deleted nor hidden. */
    replyCount: integer('reply_count').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Hidden by a moderator (with its opening post): gone for everyone but admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Its author deleted the opening post and nobody had replied: gone for everyone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discussion_threads_problem_new_idx').on(t.problemId, t.createdAt),
    index('discussion_threads_problem_top_idx').on(t.problemId, t.score),
  ],
);

/** Posts of a thread: its opening post, replies to it, and replies to those (one level of nesting). */
export const discussionPosts = pgTable(
  'discussion_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => discussionThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reply this one answers; null for the opening post and for replies to the thread. */
    parentId: uuid('parent_id'),
    opening: boolean('opening').notNull().default(false),
    /** The Markdown as written, and its sanitised HTML (rendering/markdown.ts), made once when written. */
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** Holds a code block in one of the judge's languages: a solution (rendering/markdown.ts). */
    solutionCode: boolean('solution_code').notNull().default(false),
    score: integer('score').notNull().default(0),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('discussion_posts_thread_idx').on(t.threadId, t.createdAt),
    index('discussion_posts_author_idx').on(t.authorId, t.createdAt),
  ],
);

/** One vote per user and post: +1 or -1 (a withdrawn vote is no row). */
export const discussionVotes = pgTable(
  'discussion_votes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** A user's report of a post, until an admin deals with it. One open report per user and post. */
export const discussionReports = pgTable(
  'discussion_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('discussion_reports_open_idx')
      .on(t.postId, t.reporterId)
      .where(sql`${t.resolvedAt} is null`),
    index('discussion_reports_created_idx').on(t.createdAt),
  ],
);

/**
 * Notifications (docs/product.md#notifications), stored so that they survive a restart and reach every
 * server: the live stream only says the unread count changed. `dedupe_key` (unique per user when set)
 * stores once what several servers may each decide to send (a contest reminder). `email_pending` marks
 * those the user opted to get by e-mail, until one server claims and sends it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key'),
    emailPending: boolean('email_pending').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A user's notification choices; no row means the defaults (every kind on, no e-mail). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Kinds turned off. */
  kindsOff: text('kinds_off', { enum: NOTIFICATION_KINDS }).array().notNull().default([]),
  /** E-mails opted into. */
  emails: text('emails', { enum: NOTIFICATION_EMAILS }).array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
