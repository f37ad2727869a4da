/**
 * A program that reaches for its box's supervisor (kill(0, SIGSTOP) stopped it, and the job was retried
 * for ever) as a guest's compiler run, a submission and an interactive submission: each ends with a
 * verdict of its own, and the judge goes on. And a job that keeps taking its judge down ends, counted in
 * the database across restarts, with its reason on the admin overview. Runs on PGlite and PostgreSQL.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, CompilerRunResult } from '@codeconquer/contracts';
import { MAX_JOB_STARTS } from '@codeconquer/judge';
import { judgeJobs, submissions } from '../src/db/schema';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';

const STOP_THE_GROUP = '#include <signal.h>\n#include <unistd.h>\nint main(){ kill(0, SIGSTOP); pause(); }\n';

let t: TestApp;
let user: Account;
let admin: Account;

beforeAll(async () => {
  t = await buildTestApp({
    judge: true,
    env: { RATE_LIMITS: 'off', ADMIN_EMAILS: 'stall.admin@example.com' },
  });
  const uploads = path.join(t.config.dataDir, 'uploads');
  await loadFixtureProblem(t.database.db, uploads);
  await loadFixtureProblem(t.database.db, uploads, 'guess-number');
  user = await createAccount(t);
  admin = await createAccount(t, { email: 'stall.admin@example.com' });
});

afterAll(async () => {
  await t?.close();
});

/** A guest's run; each guest from an address of their own (one run at a time per guest). */
async function compilerRun(code: string, guest: number, language = 'c') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/compiler/submit',
    payload: { language, code, input: '' },
    remoteAddress: `198.51.100.${guest}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompilerRunResult>();
}

describe('a program that stops its process group', () => {
  it("as guests' compiler runs: each gets Runtime Error, and a normal run beside four of them is answered", async () => {
    const stallers = Array.from({ length: 4 }, (_, guest) => compilerRun(STOP_THE_GROUP, guest + 1));
    const normal = compilerRun('print(42)\n', 5, 'python');
    const results = await Promise.all(stallers);
    for (const result of results) {
      expect(result.verdict).toBe('Runtime Error');
      expect(result.runtimeError).toMatch(/SIGSTOP/);
    }
    expect(await normal).toMatchObject({ verdict: 'Accepted', result: '42\n' });
  });

  it('as a submission: Runtime Error, not Pending', async () => {
    const sent = await sendSubmission(t, user, { language: 'c', code: STOP_THE_GROUP });
    expect((await judgedSubmission(t, user, sent.id, 30_000)).status).toBe('Runtime Error');
  });

  it('as an interactive submission: a verdict of its own, not Pending or a Judge Error', async () => {
    const sent = await sendSubmission(t, user, {
      problemId: 'guess-number',
      language: 'c',
      code: STOP_THE_GROUP,
    });
    const judged = await judgedSubmission(t, user, sent.id, 30_000);
    expect(['Runtime Error', 'Wrong Answer']).toContain(judged.status);
  });
});

describe('a job that keeps taking its judge down', () => {
  it(`ends with a Judge Error after ${MAX_JOB_STARTS} starts, counted in the database, and says why to admins`, async () => {
    const sent = await sendSubmission(t, user, { code: 'print(3)\n' });
    await judgedSubmission(t, user, sent.id);
    // Made pending again, then loaded and "crashed" over and over: a judge that died mid-judging each
    // time (a restart, a worker killed) never gets to report a failure. Every load is counted.
    await t.database.db.update(submissions).set({ status: 'Pending' }).where(eq(submissions.id, sent.id));
    await t.database.db
      .update(judgeJobs)
      .set({ status: 'queued', starts: 0, error: null })
      .where(eq(judgeJobs.id, sent.id));
    const { handler } = t.judge;
    for (let start = 1; start <= MAX_JOB_STARTS; start += 1) {
      expect(await handler.load(sent.id), `start ${start}`).not.toBeNull();
      if (start === 2) await handler.note?.(sent.id, 'The sandbox stopped answering while it ran a program.');
    }
    expect(await handler.load(sent.id)).toBeNull();
    const [job] = await t.database.db.select().from(judgeJobs).where(eq(judgeJobs.id, sent.id));
    expect(job).toMatchObject({ status: 'failed', starts: MAX_JOB_STARTS + 1 });
    expect(job?.error).toMatch(new RegExp(`started ${MAX_JOB_STARTS} times.*stopped answering`, 's'));
    expect((await judgedSubmission(t, user, sent.id)).status).toBe('Judge Error');

    const overview = await t.app.inject({ url: '/api/admin/overview', headers: bearer(admin.token) });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json<AdminOverview>().judgeFailures).toContainEqual(
      expect.objectContaining({ jobId: sent.id, kind: 'submission', reason: job?.error }),
    );
  });
});
