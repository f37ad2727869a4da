/** The server's judge: jobs stored in judge_jobs, judged in the sandbox, results written back; restart-safe. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { JudgeRequest, JudgeResult, QueueEvent } from '@codeconquer/judge';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeJobs, problems, submissions, users } from '../src/db/schema';
import { createSubmission } from '../src/submissions/submission-service';
import { databaseJobHandler, findJudgeJob, pruneFinishedJudgeJobs } from '../src/judging/judge-jobs';
import { JudgeUnavailableError, type JudgeService } from '../src/judging/judge-service';
import { startSubmissionJudge } from '../src/submissions/submission-jobs';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase;
let dataDir: string;
const services: JudgeService[] = [];

const aPlusB: JudgeRequest = {
  language: 'python',
  source: 'a, b = map(int, input().split())\nprint(a + b)\n',
  tests: [
    { id: '1', input: '1 2', answer: '3' },
    { id: '2', input: '5 5', answer: '10' },
  ],
  limits: { timeLimitMs: 2000, memoryLimitMb: 128 },
};

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-judge-service-'));
  fs.chmodSync(dataDir, 0o755);
});

afterAll(async () => {
  for (const service of services) await service.close();
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<JudgeService> {
  const service = await startSubmissionJudge({ db: database.db, workDir: dataDir, concurrency: 1 });
  services.push(service);
  return service;
}

/** The job's row once it is no longer queued or running. */
async function finished(jobId: string) {
  await expect
    .poll(async () => (await findJudgeJob(database.db, jobId))?.status, { timeout: 30_000, interval: 50 })
    .toMatch(/done|failed/);
  return findJudgeJob(database.db, jobId);
}

describe('judge service', () => {
  it('stores a job, judges it in the sandbox and writes the result back', async () => {
    const service = await start();
    const events: QueueEvent[] = [];
    service.subscribe((event) => events.push(event));
    const id = await service.submit('run', aPlusB);
    const row = await finished(id);
    expect(row?.status).toBe('done');
    expect((row?.result as JudgeResult).verdict).toBe('Accepted');
    expect((row?.result as JudgeResult).passedTests).toBe(2);
    await expect
      .poll(() => events.filter((event) => event.jobId === id).map((event) => event.type))
      .toEqual(['progress', 'progress', 'completed']);
  });

  it('when stopped, answers a run still waiting at once and leaves the unstarted jobs for the next start', async () => {
    const service = await startSubmissionJudge({ db: database.db, workDir: dataDir, concurrency: 1 });
    // One slot: the first run takes it (a second of sleep), the second waits behind it.
    const sleepy = { ...aPlusB, source: `import time\ntime.sleep(1)\n${aPlusB.source}` };
    const first = service.judgeNow('run', sleepy).catch((error: unknown) => error);
    const second = service.judgeNow('run', aPlusB).catch((error: unknown) => error);
    await expect.poll(async () => (await service.status())?.waiting).toBe(1);
    const started = Date.now();
    const closing = service.close(30_000);
    expect(await second).toBeInstanceOf(JudgeUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
    // The run under way had its grace period to finish; nothing was left running.
    expect(await closing).toBe(0);
    expect(await first).toBeInstanceOf(JudgeUnavailableError);
    const unstarted = await database.db
      .select({ id: judgeJobs.id })
      .from(judgeJobs)
      .where(eq(judgeJobs.status, 'queued'));
    expect(unstarted).toHaveLength(1);
    // Not for this file's later starts to judge.
    await database.db.delete(judgeJobs).where(eq(judgeJobs.status, 'queued'));
  });

  it('judges at start-up a job that a crash left running', async () => {
    const [orphan] = await database.db
      .insert(judgeJobs)
      .values({ kind: 'submission', request: { ...aPlusB, source: 'print(3)' }, status: 'running' })
      .returning({ id: judgeJobs.id });
    await start();
    const row = await finished(orphan?.id ?? '');
    expect(row?.status).toBe('done');
    expect((row?.result as JudgeResult).verdict).toBe('Wrong Answer');
  });
});

describe('a job made anew while it was being judged (a rejudge)', () => {
  it('does not take the result of the run that loaded it before, and stays queued for the next run', async () => {
    const hooks = {
      judged: async () => null,
      failed: async () => null,
      searched: async () => null,
      searchFailed: async () => null,
      committed: () => undefined,
    };
    const handler = databaseJobHandler(database.db, hooks);
    const [job] = await database.db
      .insert(judgeJobs)
      .values({ kind: 'run', request: aPlusB })
      .returning({ id: judgeJobs.id });
    const id = job?.id ?? '';
    expect(await handler.load(id)).toMatchObject({ language: 'python' });
    // The rejudge replaces the job while the old run is still judging.
    await database.db.delete(judgeJobs).where(eq(judgeJobs.id, id));
    await database.db.insert(judgeJobs).values({ id, kind: 'run', request: aPlusB });
    await handler.save(id, { verdict: 'Wrong Answer' } as JudgeResult);
    expect(await findJudgeJob(database.db, id)).toMatchObject({ status: 'queued', result: null });

    // The run it was queued again for loads it and stores its result.
    await handler.load(id);
    await handler.save(id, { verdict: 'Accepted' } as JudgeResult);
    expect(await findJudgeJob(database.db, id)).toMatchObject({
      status: 'done',
      result: { verdict: 'Accepted' },
    });
  });
});

describe('finished jobs', () => {
  it('are pruned after a day; unfinished ones never are', async () => {
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const rows = await database.db
      .insert(judgeJobs)
      .values([
        { kind: 'run', request: aPlusB, status: 'done', updatedAt: old },
        { kind: 'run', request: aPlusB, status: 'failed', updatedAt: old },
        { kind: 'run', request: aPlusB, status: 'done' },
      ])
      .returning({ id: judgeJobs.id });
    await pruneFinishedJudgeJobs(database.db, new Date(Date.now() - 24 * 60 * 60 * 1000));
    const left = await Promise.all(rows.map((row) => findJudgeJob(database.db, row.id)));
    expect(left.map((row) => row?.status)).toEqual([undefined, undefined, 'done']);
  });
});

describe('submissions across a restart', () => {
  it('judges at start-up a submission stored but never queued, and counts it once', async () => {
    await loadFixtureProblem(database.db, path.join(dataDir, 'uploads'));
    const [user] = await database.db
      .insert(users)
      .values({ name: 'Crash', username: 'crash', email: 'crash@example.com' })
      .returning();
    // What a crash between the submission's commit and its enqueue leaves behind.
    if (!user) throw new Error('no user');
    const stored = await createSubmission(database.db, user, {
      problemId: 'add-two',
      language: 'python',
      code: 'a, b = map(int, input().split())\nprint(a + b)\n',
    });
    await start();
    await expect
      .poll(
        async () =>
          (await database.db.select().from(submissions).where(eq(submissions.id, stored.id)))[0]?.status,
        {
          timeout: 30_000,
          interval: 50,
        },
      )
      .toBe('Accepted');
    const [problem] = await database.db.select().from(problems).where(eq(problems.id, 'add-two'));
    expect(problem).toMatchObject({
      submissionCount: 1,
      acceptedCount: 1,
      solvedCount: 1,
      attemptedCount: 1,
    });
  });
});
