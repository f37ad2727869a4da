/** Drizzle table definitions. Schema only: no runtime code lives here (drizzle-kit reads this file). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    rating: integer('rating').notNull().default(1000),
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
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    kind: text('kind', { enum: ['compiler', 'run', 'submission'] }).notNull(),
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('judge_jobs_status_idx').on(t.status)],
);
