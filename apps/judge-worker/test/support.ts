/**
 * What the worker's process tests share: a PostgreSQL database of their own, `npm run worker` as a child
 * process, and a verified account on a running server (signed up through the API, code from the outbox).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { waitForCode } from '../../../e2e/support/outbox';
import { createScratchDatabase } from '../../server/test/helpers/postgres-database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const adminUrl = process.env.TEST_DATABASE_URL as string;
export const redisUrl = process.env.TEST_REDIS_URL as string;

export type OwnDatabase = { url: string; client: pg.Client; drop: () => Promise<void> };

export async function createOwnDatabase(tag: string): Promise<OwnDatabase> {
  const scratch = await createScratchDatabase(adminUrl, tag);
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  return {
    url: scratch.url,
    client,
    async drop() {
      await client.end();
      await scratch.drop();
    },
  };
}

/** What a server and its worker share: the worker's token, and a queue prefix no other test uses. */
export type QueueLink = { token: string; prefix: string };

export function newQueueLink(tag: string): QueueLink {
  return { token: crypto.randomBytes(24).toString('hex'), prefix: `${tag}-test-${crypto.randomUUID()}` };
}

/** The server's environment on `databaseUrl`, handing its jobs to workers through Redis over `link`. */
export function queuedServerEnv(databaseUrl: string, link: QueueLink): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JUDGE_WORKER_TOKEN: link.token,
    JUDGE_QUEUE_PREFIX: link.prefix,
  };
}

export type WorkerProcess = { process: ChildProcess; stop: () => void };

export function startWorker(
  env: { apiUrl: string } & QueueLink,
  extraEnv: Record<string, string> = {},
): WorkerProcess {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-worker-test-'));
  fs.chmodSync(workDir, 0o755);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/judge-worker/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      REDIS_URL: redisUrl,
      API_URL: env.apiUrl,
      JUDGE_WORKER_TOKEN: env.token,
      JUDGE_QUEUE_PREFIX: env.prefix,
      JUDGE_WORK_DIR: workDir,
      JUDGE_CONCURRENCY: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    process: child,
    stop() {
      process.removeListener('exit', killOnExit);
      child.kill('SIGTERM');
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Signs up through the API (as `email`, or a new address) and verifies with the mailed code; returns the session token. */
export async function signUp(serverUrl: string, dataDir: string, email?: string): Promise<string> {
  const base = `${serverUrl}/api`;
  const json = { 'content-type': 'application/json' };
  const tag = crypto.randomBytes(4).toString('hex');
  email ??= `worker.${tag}@example.com`;
  const password = 'secret-pass-1';
  const registered = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: 'Worker Test',
      username: `w_${tag}`,
      email,
      password,
      confirmPassword: password,
    }),
  });
  const otp = await waitForCode(dataDir, email);
  const verified = await fetch(`${base}/auth/verify-otp`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email,
      otp,
      registrationToken: ((await registered.json()) as { registrationToken: string }).registrationToken,
    }),
  });
  return ((await verified.json()) as { token: string }).token;
}
