/**
 * Submitting through the API in a page's own session (its stored token), for tests whose subject is not
 * the editor: the submission a scenario needs, made as that user would, and its verdict awaited.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type ApiSubmission = { problemId: string; code: string; language?: string; contestId?: string };

/** Sends the submission (202 expected: anything else throws with the answer) and returns its id. */
export async function submitThroughApi(page: Page, submission: ApiSubmission): Promise<string> {
  return page.evaluate(async ({ language = 'python', ...rest }) => {
    const response = await fetch('/api/submission', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('token')}`,
      },
      body: JSON.stringify({ ...rest, language }),
    });
    const body = (await response.json()) as { submission?: { id: string } };
    if (response.status !== 202)
      throw new Error(`Submission refused (${response.status}): ${JSON.stringify(body)}`);
    return body.submission?.id ?? '';
  }, submission);
}

/** Waits for the judge to finish the submission (no longer Pending) and returns its status. */
export async function verdictOf(page: Page, id: string, timeoutMs: number): Promise<string> {
  const status = () =>
    page.evaluate(async (submissionId) => {
      const response = await fetch(`/api/submission/${submissionId}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await response.json()) as { submission: { status: string } }).submission.status;
    }, id);
  await expect.poll(status, { timeout: timeoutMs }).not.toBe('Pending');
  return status();
}
