/**
 * What used to strand work: a program that prints NUL bytes (its output could not be stored, so Runs
 * answered 503 and submissions stayed Pending for ever), NUL typed into code, input or a draft (500), and
 * a job that can never be judged (Pending for ever). Runs on PGlite and on PostgreSQL.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompilerRunResult, CustomRunResult, ExecuteResponse, Submission } from '@codeconquer/contracts';
import { judgeJobs, problems, submissions } from '../src/db/schema';
import { reviveStrandedSubmissions } from '../src/submissions/submission-jobs';
import { createSubmission, rejudgeJudgeError } from '../src/submissions/submission-service';
import { bearer, createAccount, postJson, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';

/** Prints the sum, then a NUL byte and a byte that is not UTF-8 on stdout and on stderr. */
const NUL_PRINTING_C = `#include <stdio.h>
int main(void){long long a,b;scanf("%lld %lld",&a,&b);
printf("%lld\\n",a+b);fputc(0,stdout);fputc(0xff,stdout);fputc(0,stderr);return 0;}
`;
const CORRECT_PYTHON = 'a, b = map(int, input().split())\nprint(a + b)\n';

let t: TestApp;
let user: Account;

beforeAll(async () => {
  t = await buildTestApp({ judge: true, env: { RATE_LIMITS: 'off' } });
  const uploads = path.join(t.config.dataDir, 'uploads');
  await loadFixtureProblem(t.database.db, uploads);
  await loadFixtureProblem(t.database.db, uploads, 'add-two', ['broken-validator']);
  // A validator that crashes on every test: the problem's fault, so its jobs can never be judged.
  await t.database.db
    .update(problems)
    .set({ validator: { language: 'python', source: 'import sys\nsys.exit(7)\n' } })
    .where(eq(problems.id, 'broken-validator'));
  user = await createAccount(t);
});

afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: Record<string, unknown>) => postJson(t, url, payload, bearer(user.token));

async function submissionRow(id: string) {
  const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

async function settled(id: string) {
  await expect.poll(async () => (await submissionRow(id))?.status, { timeout: 60_000 }).not.toBe('Pending');
  return submissionRow(id);
}

describe('a program that prints NUL bytes', () => {
  it('gets its Run judged, with the NUL shown as ␀ and the non-UTF-8 byte as �', async () => {
    const response = await post('/api/problem/execute', {
      problemId: 'add-two',
      language: 'c',
      code: NUL_PRINTING_C,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [test] = response.json<ExecuteResponse>().results;
    expect(test?.output).toBe('3\n\u2400\ufffd');
    expect(response.body).not.toContain('\\u0000');
  });

  it('gets its custom run and its compiler run judged', async () => {
    const custom = await post('/api/problem/execute-custom', {
      language: 'c',
      code: NUL_PRINTING_C,
      input: '4 5',
    });
    expect(custom.statusCode, custom.body).toBe(200);
    expect(custom.json<{ results: CustomRunResult[] }>().results[0]?.output).toBe('9\n\u2400\ufffd');

    const compiled = await post('/api/compiler/submit', {
      language: 'c',
      code: NUL_PRINTING_C,
      input: '1 1',
    });
    expect(compiled.statusCode, compiled.body).toBe(200);
    expect(compiled.json<CompilerRunResult>().result).toBe('2\n\u2400\ufffd');
  });

  it('gets its submission a verdict, not Pending for ever', async () => {
    const response = await post('/api/submission', {
      problemId: 'add-two',
      language: 'c',
      code: NUL_PRINTING_C,
    });
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json<{ submission: Submission }>().submission;
    const row = await settled(id);
    // "3" then a NUL token: the checker reads the raw bytes, so this is a wrong answer, judged.
    expect(row?.status).toBe('Wrong Answer');
    const [job] = await t.database.db.select().from(judgeJobs).where(eq(judgeJobs.id, id));
    expect(job?.status).toBe('done');
  });
});

describe('NUL typed by a user', () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    [
      'Run code',
      '/api/problem/execute',
      { problemId: 'add-two', language: 'c', code: 'int main(){}\0' },
      'Code',
    ],
    [
      'custom input',
      '/api/problem/execute-custom',
      { language: 'python', code: 'print(1)', input: '1\0 2' },
      'input',
    ],
    [
      'submitted code',
      '/api/submission',
      { problemId: 'add-two', language: 'python', code: 'print(1)\0' },
      'Code',
    ],
    ['compiler code', '/api/compiler/submit', { language: 'python', code: '\0print(1)' }, 'Code'],
    [
      'compiler input',
      '/api/compiler/submit',
      { language: 'python', code: 'print(1)', input: '\0' },
      'input',
    ],
    ['reviewed code', '/api/ai/review', { language: 'python', code: 'print(1)\0' }, 'Code'],
  ];
  it.each(cases)('in %s answers 400 with a clear message', async (_name, url, payload, subject) => {
    const response = await post(url, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().error).toMatch(new RegExp(`${subject}.*NUL`, 'i'));
  });

  it('in a draft answers 400 and keeps the draft it had', async () => {
    const url = '/api/problem/add-two/drafts/python';
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      payload: { code: 'print(42)' },
      headers: bearer(user.token),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await t.app.inject({
      method: 'PUT',
      url,
      payload: { code: 'print(42)\0' },
      headers: bearer(user.token),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatch(/NUL/);
    const drafts = await t.app.inject({
      method: 'GET',
      url: '/api/problem/add-two/drafts',
      headers: bearer(user.token),
    });
    expect(drafts.json().drafts).toEqual([expect.objectContaining({ code: 'print(42)' })]);
  });
});

describe('a job that can never be judged', () => {
  it('ends its submission with a Judge Error that does not count, and can be judged again', async () => {
    const response = await post('/api/submission', {
      problemId: 'broken-validator',
      language: 'python',
      code: CORRECT_PYTHON,
    });
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json<{ submission: Submission }>().submission;
    const row = await settled(id);
    expect(row?.status).toBe('Judge Error');
    const [job] = await t.database.db.select().from(judgeJobs).where(eq(judgeJobs.id, id));
    expect(job).toMatchObject({ status: 'failed' });
    expect(job?.error).toMatch(/validator/i);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/submission/${id}`,
      headers: bearer(user.token),
    });
    expect(view.json().submission).toMatchObject({ status: 'Judge Error', verdict: null });
    expect(view.json().submission.error).toMatch(/does not count as a try/);
    const [problem] = await t.database.db.select().from(problems).where(eq(problems.id, 'broken-validator'));
    expect(problem?.submissionCount).toBe(0);

    // The admin fixes the validator and rejudges: the same submission gets its real verdict, counted once.
    await t.database.db.update(problems).set({ validator: null }).where(eq(problems.id, 'broken-validator'));
    expect(await rejudgeJudgeError(t.database.db, id)).toBe(true);
    await t.judge.enqueue(id);
    expect((await settled(id))?.status).toBe('Accepted');
    const [after] = await t.database.db.select().from(problems).where(eq(problems.id, 'broken-validator'));
    expect(after).toMatchObject({ submissionCount: 1, acceptedCount: 1 });
    expect(await rejudgeJudgeError(t.database.db, id)).toBe(false);
  });

  it('a submission a crash left Pending with a failed or pruned job is judged again at start-up', async () => {
    const stranded = await post('/api/submission', {
      problemId: 'add-two',
      language: 'python',
      code: CORRECT_PYTHON,
    });
    const { id } = stranded.json<{ submission: Submission }>().submission;
    await settled(id);
    // What the NUL fault left behind: the job failed, the submission Pending; another lost its job row.
    await t.database.db.update(submissions).set({ status: 'Pending' }).where(eq(submissions.id, id));
    await t.database.db.update(judgeJobs).set({ status: 'failed' }).where(eq(judgeJobs.id, id));
    expect(await reviveStrandedSubmissions(t.database.db)).toBe(1);
    await t.judge.enqueue(id);
    expect((await settled(id))?.status).toBe('Accepted');
  });
});

describe('a crash on a hidden test', () => {
  it('shows users "a non-zero exit code", never the code, which would leak a byte of hidden input', async () => {
    // Exits with the first number of its input: on a hidden test, that number is the hidden data.
    const leaking =
      '#include <stdlib.h>\n#include <stdio.h>\nint main(void){int a;scanf("%d",&a);if(a!=1)exit(a%200+1);puts("3");return 0;}\n';
    const response = await post('/api/submission', { problemId: 'add-two', language: 'c', code: leaking });
    const { id } = response.json<{ submission: Submission }>().submission;
    const row = await settled(id);
    expect(row?.status).toBe('Runtime Error');
    expect(row?.error).toMatch(/Exited with code \d+\./); // kept for admins
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/submission/${id}`,
      headers: bearer(user.token),
    });
    const shown = view.json<{ submission: Submission }>().submission;
    expect(shown.error).toMatch(/Runtime Error \(Exited with a non-zero exit code\.\)/);
    expect(view.body).not.toMatch(/Exited with code/);
  });
});

describe('a live stream whose submission cannot be read at the end', () => {
  it('ends without a verdict and leaves no unhandled rejection behind (it used to end the process)', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      // Stored but not queued yet, so the stream opens on a pending submission.
      const row = await createSubmission(
        t.database.db,
        { id: user.id, role: 'user' },
        {
          problemId: 'add-two',
          language: 'python',
          code: CORRECT_PYTHON,
        },
      );
      const stream = t.app.inject({
        method: 'GET',
        url: `/api/submission/${row.id}/events`,
        headers: bearer(user.token),
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The submission goes away (its problem or owner deleted) while its job is judged.
      await t.database.db.delete(submissions).where(eq(submissions.id, row.id));
      await t.judge.enqueue(row.id);
      const response = await stream;
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('event: done');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
