/**
 * Configuration, read from the environment once at boot. Every bad variable is reported at once.
 * Nothing else in the server reads process.env.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const MIB = 1024 * 1024;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  APP_SECRET: optionalString.pipe(z.string().min(32).optional()),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('CodeConquer <no-reply@codeconquer.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  PROBLEMS_DIR: z.string().default('problems'),
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  JUDGE_WORK_DIR: optionalString,
  REDIS_URL: optionalString.pipe(z.url().optional()),
  JUDGE_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  JUDGE_WORKER_TOKEN: optionalString.pipe(z.string().min(32).optional()),
  JUDGE_QUEUE_PREFIX: z.string().default('bull'),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  // docs/packages.md#zip-limits says where the defaults come from.
  IMPORT_MAX_UNPACKED_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 * MIB),
  IMPORT_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(256 * MIB),
  IMPORT_MAX_FILES: z.coerce.number().int().min(1).default(10_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  adminEmails: string[];
  logLevel: string;
  trustProxy: boolean;
  rateLimits: boolean;
  webDistDir: string;
  /** An OpenAI-compatible chat-completions endpoint; unset: the offline analyser answers. */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** Problem packages loaded into an empty database at start-up. */
  problemsDir: string;
  /**
   * The judge's boxes and compile cache. Not under DATA_DIR by default: the boxes run as an unprivileged
   * user, who must be able to reach the folder, and DATA_DIR may well be private.
   */
  judgeWorkDir: string;
  /** BullMQ on Redis for the judge queue; unset: the judge runs in this process. */
  redisUrl: string | undefined;
  judgeConcurrency: number | undefined;
  /** On SIGTERM, how long requests and in-process judging may take to finish before the server exits. */
  shutdownGraceMs: number;
  /** Shared secret of `npm run worker` processes; unset: the workers' internal API is off. */
  judgeWorkerToken: string | undefined;
  /** Redis key prefix of the judge queue (workers must use the same). */
  judgeQueuePrefix: string;
  /** Bearer token of GET /metrics (Prometheus); unset: the endpoint does not exist. */
  metricsToken: string | undefined;
  /** What an uploaded zip (a package, a tests zip) may unpack to; over any of them it is refused. */
  zipLimits: ZipLimits;
};

/** Bounds on a zip's real (inflated) content, whatever its headers say. */
export type ZipLimits = {
  /** Bytes of every file together. */
  maxTotalBytes: number;
  /** Bytes of any one file. */
  maxFileBytes: number;
  /** Entries (files and folders). */
  maxEntries: number;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET))
    problems.push('  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    appSecret: e.APP_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    adminEmails: e.ADMIN_EMAILS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS === 'on',
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    // Empty: no bank is loaded or synced.
    problemsDir: e.PROBLEMS_DIR === '' ? '' : path.resolve(e.PROBLEMS_DIR),
    ai: e.AI_BASE_URL
      ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
      : undefined,
    judgeWorkDir: e.JUDGE_WORK_DIR
      ? path.resolve(e.JUDGE_WORK_DIR)
      : path.join(
          os.tmpdir(),
          `codeconquer-judge-${crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`,
        ),
    redisUrl: e.REDIS_URL,
    judgeConcurrency: e.JUDGE_CONCURRENCY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    judgeWorkerToken: e.JUDGE_WORKER_TOKEN,
    judgeQueuePrefix: e.JUDGE_QUEUE_PREFIX,
    metricsToken: e.METRICS_TOKEN,
    zipLimits: {
      maxTotalBytes: e.IMPORT_MAX_UNPACKED_BYTES,
      maxFileBytes: e.IMPORT_MAX_FILE_BYTES,
      maxEntries: e.IMPORT_MAX_FILES,
    },
  };
}
