/** Submitting through the API and waiting for the real judge's verdict, as the judging suites do. */
import type { Submission } from '@codeconquer/contracts';
import { expect } from 'vitest';
import { bearer, postJson, type Account } from './accounts';
import type { TestApp } from './build-test-app';

/** POST /api/submission as `account`; the body defaults to problem add-two in Python. Expects 202. */
export async function sendSubmission(
  t: TestApp,
  account: Account,
  body: Record<string, unknown>,
): Promise<Submission> {
  const response = await postJson(
    t,
    '/api/submission',
    { problemId: 'add-two', language: 'python', ...body },
    bearer(account.token),
  );
  expect(response.statusCode, response.body).toBe(202);
  return response.json<{ submission: Submission }>().submission;
}

/** Waits for the verdict on one of `account`'s submissions (a loop, not expect.poll: set-up hooks wait too). */
export async function judgedSubmission(
  t: TestApp,
  account: Account,
  id: string,
  timeoutMs = 60_000,
): Promise<Submission> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await t.app.inject({ url: `/api/submission/${id}`, headers: bearer(account.token) });
    const submission = response.json<{ submission: Submission }>().submission;
    if (submission.status !== 'Pending') return submission;
    if (Date.now() > deadline) throw new Error(`submission ${id} was not judged in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
