/** The worker's settings, from the environment, validated once (every bad variable reported at once). */
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  REDIS_URL: z.url('REDIS_URL must be the Redis the API server queues judge jobs on'),
  API_URL: z
    .string()
    .transform((value) => value.split(',').map((url) => url.trim().replace(/\/$/, '')))
    .pipe(
      z
        .array(
          z.url('API_URL must be the API server, e.g. http://localhost:3000, or several, comma-separated'),
        )
        .min(1),
    ),
  JUDGE_WORKER_TOKEN: z.string().min(32, 'JUDGE_WORKER_TOKEN must be the same secret the API server has'),
  JUDGE_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(os.cpus().length),
  JUDGE_WORK_DIR: z.string().default(path.join(os.tmpdir(), 'codeconquer-judge-worker')),
  JUDGE_QUEUE_PREFIX: z.string().default('bull'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

export type WorkerConfig = {
  redisUrl: string;
  /** The API servers, tried in turn when one is away. */
  apiUrls: string[];
  token: string;
  concurrency: number;
  workDir: string;
  queuePrefix: string;
  /** On SIGTERM, how long running jobs may take to finish before they are handed back to the queue. */
  shutdownGraceMs: number;
  /** GET /metrics on this port (and interface), with the token if set; none without a port. */
  metrics: { port: number; host: string; token: string | undefined } | undefined;
};

export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    redisUrl: e.REDIS_URL,
    apiUrls: e.API_URL,
    token: e.JUDGE_WORKER_TOKEN,
    concurrency: e.JUDGE_CONCURRENCY,
    workDir: path.resolve(e.JUDGE_WORK_DIR),
    queuePrefix: e.JUDGE_QUEUE_PREFIX,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metrics: e.METRICS_PORT
      ? { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN }
      : undefined,
  };
}
