/**
 * The admin API (docs/product.md#admin): managing users, and the audit log of every admin action.
 * Every call under /api/admin answers 401 to guests and 403 to users who are not admins.
 */
import { z } from 'zod';
import { userSchema, roleSchema } from './users';

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** A single grant or charge of tokens is at most this, either way (a typo must not mint millions). */
export const TOKENS_DELTA_MAX = 1_000_000;

const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);
const limitSchema = z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE);

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

/** A user as an admin sees them: everything a profile shows, the e-mail, and whether they are banned. */
export const adminUserSchema = userSchema.extend({
  email: z.string(),
  bannedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  /** Matched against name, username and e-mail, case-insensitively, anywhere in them. */
  query: z.string().trim().max(100, 'Search at most 100 characters.').default(''),
  page: pageSchema,
  limit: limitSchema,
});

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: paginationSchema,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

export const adminUserParamsSchema = z.object({ id: z.uuid('User not found') });

/** PATCH /api/admin/users/{id}: any of these; at least one. */
export const patchAdminUserBodySchema = z
  .strictObject({
    role: roleSchema.optional(),
    banned: z.boolean().optional(),
    tokensDelta: z
      .number()
      .int('Tokens are whole numbers.')
      .min(-TOKENS_DELTA_MAX, `Take at most ${TOKENS_DELTA_MAX} tokens at once.`)
      .max(TOKENS_DELTA_MAX, `Grant at most ${TOKENS_DELTA_MAX} tokens at once.`)
      .optional(),
    /** Forgets the AI reviews the user took: both their per-problem and per-day allowances are whole again. */
    resetAiLimits: z.literal(true).optional(),
  })
  .refine(
    (body) =>
      body.role !== undefined ||
      body.banned !== undefined ||
      body.tokensDelta !== undefined ||
      body.resetAiLimits !== undefined,
    'Say what to change: role, banned, tokensDelta or resetAiLimits.',
  );
export type PatchAdminUserBody = z.input<typeof patchAdminUserBodySchema>;

export const AUDIT_ACTIONS = [
  'user.role',
  'user.ban',
  'user.unban',
  'user.tokens',
  'user.ai-limits',
  'settings.update',
  'problem.create',
  'problem.update',
  'problem.import',
  'problem.tests',
  'problem.solutions',
  'problem.editorial',
  'problem.delete',
  'problem.restore',
  'problem.rejudge',
  'contest.create',
  'contest.update',
  'contest.delete',
  'contest.unfreeze',
  'contest.rejudge',
  'contest.clarification',
  'discussion.hide',
  'discussion.restore',
  'discussion.lock',
  'discussion.unlock',
  'discussion.dismiss-report',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  admin: z.object({ id: z.string().nullable(), username: z.string().nullable() }),
  action: auditActionSchema,
  target: z.object({
    type: z.enum(['user', 'settings', 'problem', 'contest', 'thread']),
    id: z.string(),
    label: z.string().nullable(),
  }),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  action: auditActionSchema.optional(),
  /** Entries about this user (as target) or by this admin. */
  userId: z.uuid('User not found').optional(),
  page: pageSchema,
  limit: limitSchema,
});

export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** GET /api/admin/overview: the platform at a glance. */
export const adminOverviewSchema = z.object({
  users: z.object({ total: z.number().int(), newThisWeek: z.number().int() }),
  problems: z.object({ total: z.number().int() }),
  /** The last 30 days, oldest first, days without submissions included (UTC dates). */
  submissionsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Submissions of the last 30 days by status, most frequent first. */
  verdicts: z.array(z.object({ status: z.string(), count: z.number().int() })),
  judge: z.object({
    /** Why nothing is judged on this server (the sandbox self-test failed), or null. */
    unavailableReason: z.string().nullable(),
    mode: z.enum(['in-process', 'redis']).nullable(),
    waiting: z.number().int(),
    running: z.number().int(),
    judges: z.number().int(),
  }),
  /**
   * Judge jobs given up on (a Judge Error for a submission) in the last 30 days, newest first, at most 10:
   * why each ended, so an admin can tell a broken validator from a program that kept taking judges down.
   */
  judgeFailures: z.array(
    z.object({
      jobId: z.string(),
      kind: z.enum(['compiler', 'run', 'submission', 'counterexample']),
      reason: z.string(),
      endedAt: z.string(),
    }),
  ),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  /** Null when the server runs without Redis. */
  redis: z.object({ ok: z.boolean(), error: z.string().nullable() }).nullable(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
