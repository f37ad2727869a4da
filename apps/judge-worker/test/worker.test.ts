/**
 * `npm run worker` for real: the API server and a worker as separate processes, PostgreSQL and Redis as
 * CI provides them. A job left queued before the server starts, and one queued while both run, are
 * judged by the worker and their results land in the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BullMqJudgeQueue } from '@codeconquer/judge';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForCode } from '../../../e2e/support/outbox';
import { startServer, type RunningServer } from '../../../e2e/support/server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const adminUrl = process.env.TEST_DATABASE_URL as string;
const redisUrl = process.env.TEST_REDIS_URL as string;
const token = crypto.randomBytes(24).toString('hex');
const prefix = `worker-test-${crypto.randomUUID()}`;
const databaseName = `cc_worker_${crypto.randomBytes(5).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

const aPlusB = {
  language: 'c',
  source: '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n',
  tests: [{ id: '1', input: '2 3', answer: '5' }],
  limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
};

let db: pg.Client;
let server: RunningServer | undefined;
let worker: ChildProcess | undefined;
let queue: BullMqJudgeQueue | undefined;
let workDir: string;
let leftQueuedId: string;

async function insertJob(status: 'queued' | 'running'): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    "insert into judge_jobs (kind, request, status) values ('run', $1, $2) returning id",
    [JSON.stringify(aPlusB), status],
  );
  return rows[0]?.id ?? '';
}

async function statusOf(id: string) {
  const { rows } = await db.query<{ status: string; result: { verdict: string } | null }>(
    'select status, result from judge_jobs where id = $1',
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();

  // Migrate by starting the server once, then leave a job queued as a crash would.
  const migrator = await startServer({ DATABASE_URL: databaseUrl });
  await migrator.stop();
  leftQueuedId = await insertJob('queued');

  server = await startServer({
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JUDGE_WORKER_TOKEN: token,
    JUDGE_QUEUE_PREFIX: prefix,
  });
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-worker-test-'));
  fs.chmodSync(workDir, 0o755);
  worker = spawn(process.execPath, ['--import', 'tsx', 'apps/judge-worker/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      REDIS_URL: redisUrl,
      API_URL: server.url,
      JUDGE_WORKER_TOKEN: token,
      JUDGE_QUEUE_PREFIX: prefix,
      JUDGE_WORK_DIR: workDir,
      JUDGE_CONCURRENCY: '1',
    },
    stdio: 'inherit',
  });
  queue = new BullMqJudgeQueue({ redisUrl, prefix });
  await queue.ready();
});

afterAll(async () => {
  worker?.kill('SIGTERM');
  await queue?.close();
  await server?.stop();
  await db?.end();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('judge worker process', () => {
  it('judges the job a restart left queued', async () => {
    await expect
      .poll(async () => (await statusOf(leftQueuedId))?.status, { timeout: 45_000, interval: 200 })
      .toBe('done');
    expect((await statusOf(leftQueuedId))?.result?.verdict).toBe('Accepted');
  });

  it('judges a job queued while it runs', async () => {
    const id = await insertJob('queued');
    await queue?.enqueue(id);
    await expect
      .poll(async () => (await statusOf(id))?.status, { timeout: 45_000, interval: 200 })
      .toBe('done');
    expect((await statusOf(id))?.result?.verdict).toBe('Accepted');
  });

  it('judges a submission through the API and streams its progress from Redis', async () => {
    const base = `${server?.url}/api`;
    const json = { 'content-type': 'application/json' };
    const email = `worker.${crypto.randomBytes(4).toString('hex')}@example.com`;
    const account = {
      name: 'Worker Test',
      username: `w_${crypto.randomBytes(4).toString('hex')}`,
      email,
      password: 'secret-pass-1',
    };
    await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...account, confirmPassword: account.password }),
    });
    const otp = await waitForCode(server?.dataDir ?? '', email);
    const verified = await fetch(`${base}/auth/verify-otp`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, otp }),
    });
    const { token: session } = (await verified.json()) as { token: string };
    const auth = { ...json, authorization: `Bearer ${session}` };
    // The server loads the fixture packages (startServer's PROBLEMS_DIR); add-two has 3 tests.
    const created = await fetch(`${base}/submission`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        problemId: 'add-two',
        language: 'c',
        code: aPlusB.source.replace(/%d/g, '%lld').replace('int a,b', 'long long a,b'),
      }),
    });
    expect(created.status).toBe(202);
    const { submission } = (await created.json()) as { submission: { id: string } };
    const stream = await (
      await fetch(`${base}/submission/${submission.id}/events`, { headers: auth })
    ).text();
    const done = /event: done\ndata: (.*)\n/.exec(stream)?.[1] ?? '{}';
    expect(JSON.parse(done).submission).toMatchObject({ status: 'Accepted', passedTests: 3, totalTests: 3 });
  });

  it('keeps the internal API closed to anyone without the token', async () => {
    const id = await insertJob('queued');
    const url = `${server?.url}/api/internal/judge-jobs/${id}`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token' } })).status).toBe(401);
    const put = await fetch(`${url}/result`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ result: { verdict: 'Totally Accepted', tests: [] } }),
    });
    expect(put.status).toBe(400);
  });
});
