/**
 * `npm run worker` for real: the API server and a worker as separate processes, PostgreSQL and Redis as
 * CI provides them. A job left queued before the server starts, and one queued while both run, are
 * judged by the worker and their results land in the database.
 */
import { BullMqJudgeQueue } from '@codeconquer/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../../../e2e/support/server';
import {
  createOwnDatabase,
  newQueueLink,
  queuedServerEnv,
  redisUrl,
  signUp,
  startWorker,
  type OwnDatabase,
  type WorkerProcess,
} from './support';

const link = newQueueLink('worker');

const aPlusB = {
  language: 'c',
  source: '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n',
  tests: [{ id: '1', input: '2 3', answer: '5' }],
  limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
};

let database: OwnDatabase;
let server: RunningServer | undefined;
let worker: WorkerProcess | undefined;
let queue: BullMqJudgeQueue | undefined;
let leftQueuedId: string;

async function insertJob(status: 'queued' | 'running'): Promise<string> {
  const { rows } = await database.client.query<{ id: string }>(
    "insert into judge_jobs (kind, request, status) values ('run', $1, $2) returning id",
    [JSON.stringify(aPlusB), status],
  );
  return rows[0]?.id ?? '';
}

async function statusOf(id: string) {
  const { rows } = await database.client.query<{ status: string; result: { verdict: string } | null }>(
    'select status, result from judge_jobs where id = $1',
    [id],
  );
  return rows[0];
}

const METRICS_TOKEN = 'worker-metrics-token-0123456789';
let metricsPort: number;

beforeAll(async () => {
  database = await createOwnDatabase('worker');
  // Migrate by starting the server once, then leave a job queued as a crash would.
  const migrator = await startServer({ DATABASE_URL: database.url });
  await migrator.stop();
  leftQueuedId = await insertJob('queued');

  server = await startServer(queuedServerEnv(database.url, link));
  metricsPort = await freePort();
  worker = startWorker(
    { apiUrl: server.url, ...link },
    { METRICS_PORT: String(metricsPort), METRICS_TOKEN: METRICS_TOKEN },
  );
  queue = new BullMqJudgeQueue({ redisUrl, prefix: link.prefix });
  await queue.ready();
});

afterAll(async () => {
  worker?.stop();
  await queue?.close();
  await server?.stop();
  await database?.drop();
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
    const session = await signUp(server?.url ?? '', server?.dataDir ?? '');
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${session}` };
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

  it('shows what it judged on its own metrics port, to the holder of the token only', async () => {
    const url = `http://127.0.0.1:${metricsPort}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const scraped = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    // The jobs of the tests above: C programs, each Accepted.
    const judged = Number(
      /codeconquer_worker_judge_duration_seconds_count\{language="c",verdict="Accepted"\} (\d+)/.exec(
        text,
      )?.[1],
    );
    expect(judged).toBeGreaterThanOrEqual(3);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('keeps the internal API closed to anyone without the token', async () => {
    const id = await insertJob('queued');
    const url = `${server?.url}/api/internal/judge-jobs/${id}`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token' } })).status).toBe(401);
    const put = await fetch(`${url}/result`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${link.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ result: { verdict: 'Totally Accepted', tests: [] } }),
    });
    expect(put.status).toBe(400);
  });
});
