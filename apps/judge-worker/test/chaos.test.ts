/**
 * The API server dies (`kill -9`) while 20 submissions wait for a worker, and comes back after 5 s, then
 * after 60 s. The worker meets a refused connection for every job it tries meanwhile: that must cost the
 * jobs nothing, and the restarted server must not lose or double any of them. Every submission ends with
 * exactly one verdict: Accepted, counted once on the problem.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../e2e/support/server';
import {
  createOwnDatabase,
  newQueueLink,
  queuedServerEnv,
  signUp,
  startWorker,
  type OwnDatabase,
  type WorkerProcess,
} from './support';

const link = newQueueLink('chaos');
/** Right, and slow enough (0.15 s per test, 3 tests) that most of 20 submissions are still waiting. */
const SLOW_CORRECT_PYTHON = 'import time\ntime.sleep(0.15)\na, b = map(int, input().split())\nprint(a + b)\n';
const SUBMISSIONS = 20;

let database: OwnDatabase;
let server: RunningServer | undefined;
let worker: WorkerProcess | undefined;
let session: string;
let env: Record<string, string>;

beforeAll(async () => {
  database = await createOwnDatabase('chaos');
  env = queuedServerEnv(database.url, link);
  server = await startServer(env);
  worker = startWorker({ apiUrl: server.url, ...link });
  session = await signUp(server.url, server.dataDir);
});

afterAll(async () => {
  worker?.stop();
  await server?.stop();
  await database?.drop();
});

async function submitMany(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${server?.url}/api/submission`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
      body: JSON.stringify({ problemId: 'add-two', language: 'python', code: SLOW_CORRECT_PYTHON }),
    });
    expect(response.status).toBe(202);
    ids.push(((await response.json()) as { submission: { id: string } }).submission.id);
  }
  return ids;
}

async function statuses(ids: string[]): Promise<string[]> {
  const { rows } = await database.client.query<{ status: string }>(
    'select status from submissions where id = any($1::uuid[])',
    [ids],
  );
  return rows.map((row) => row.status);
}

async function acceptedCount(): Promise<number> {
  const { rows } = await database.client.query<{ accepted_count: number }>(
    "select accepted_count from problems where id = 'add-two'",
  );
  return rows[0]?.accepted_count ?? -1;
}

async function outageRound(outageMs: number): Promise<void> {
  const acceptedBefore = await acceptedCount();
  const ids = await submitMany(SUBMISSIONS);
  const running = server as RunningServer;
  await running.kill();
  expect((await statuses(ids)).filter((status) => status === 'Pending').length).toBeGreaterThan(10);
  await new Promise((resolve) => setTimeout(resolve, outageMs));
  server = await startServer(env, { port: running.port, dataDir: running.dataDir });

  await expect
    .poll(async () => (await statuses(ids)).filter((status) => status === 'Pending').length, {
      timeout: 150_000,
      interval: 500,
    })
    .toBe(0);
  expect(await statuses(ids)).toEqual(Array(SUBMISSIONS).fill('Accepted'));
  // Each verdict was stored once: the problem counted exactly these 20 acceptances.
  expect((await acceptedCount()) - acceptedBefore).toBe(SUBMISSIONS);
  const { rows } = await database.client.query<{ status: string }>(
    'select status from judge_jobs where id = any($1::uuid[])',
    [ids],
  );
  expect(rows.map((row) => row.status)).toEqual(Array(SUBMISSIONS).fill('done'));
}

describe('the API server killed while jobs wait', () => {
  it('back after 5 s: every submission ends with exactly one verdict', async () => {
    await outageRound(5_000);
  }, 240_000);

  it('back after 60 s: every submission ends with exactly one verdict', async () => {
    await outageRound(60_000);
  }, 300_000);
});
