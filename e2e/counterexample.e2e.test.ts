/**
 * "Find a small failing test" in the browser (docs/counterexamples.md): a wrong solution submitted from
 * the editor gets a small input with the expected output and its own, the first difference marked; the
 * input goes to Custom Input with one click and runs there; the tokens are charged once (the dialog in
 * My Submissions shows the same test for free) and given back when no small test fails.
 * The e2e server loads the fixture packages: sum-list has a small-test generator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { openEditor, writeCode } from './support/editor';
import { checkScreen } from './support/screen-audit';
import { useLiveApp } from './support/live-app';
import { submitThroughApi, verdictOf } from './support/submissions';

const app = useLiveApp();
const fixture = (file: string) =>
  fs.readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../apps/server/test/fixtures/packages/sum-list/submissions',
      file,
    ),
    'utf8',
  );
const COST = 30;
/** Leaves out the list's first number (no indented lines: the editor would indent what follows them). */
const SKIPS_FIRST = 'n = int(input())\nvalues = list(map(int, input().split()))\nprint(sum(values[1:]))\n';

async function tokens(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/verify', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await response.json()) as { user: { tokens: number } }).user.tokens;
  });
}

/** The stored search of a submission, as the API answers it. */
async function storedSearch(page: Page, submissionId: string) {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/submission/${id}/counterexample`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await response.json()) as { status: string; input: string; output: string; expected: string };
  }, submissionId);
}

async function latestSubmissionId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/submission', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await response.json()) as { submissions: { id: string }[] }).submissions[0]?.id ?? '';
  });
}

describe('a small failing test', () => {
  it('is found for a wrong solution in the editor, sent to Custom Input and run there, charged once', async () => {
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, newAccount('finder'));
    const before = await tokens(page);
    await page.goto('/problems/solve/sum-list');
    await openEditor(page);
    await writeCode(page, SKIPS_FIRST);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('submit-result').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('submit-result').innerText()).toMatch(/^Wrong Answer/);

    await page.getByRole('button', { name: 'Find a small failing test' }).click();
    const found = page.getByTestId('counterexample-found');
    await found.waitFor({ timeout: 45_000 });
    expect(await found.innerText()).toContain('A small test your program fails: Wrong Answer');
    expect(await page.getByTestId('counterexample-difference').innerText()).toBe(
      'The first difference is on line 1.',
    );
    expect(await found.getByTestId('first-difference-actual').count()).toBe(1);
    expect(await tokens(page)).toBe(before - COST);
    const search = await storedSearch(page, await latestSubmissionId(page));
    expect(search.status).toBe('found');

    // On a phone the Result view shows the same test, every control in reach, nothing scrolling sideways;
    // the rest of the flow runs there.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('counterexample-found').waitFor();
    await checkScreen(page, 'the failing test in the Result view at 390 px');
    await page.getByRole('button', { name: 'Use as Custom Input' }).click();
    const input = page.getByRole('textbox', { name: 'Input' });
    expect(await input.inputValue()).toBe(search.input);
    await page.getByRole('button', { name: 'Run Custom Input' }).click();
    await expect
      .poll(
        async () =>
          (
            await page
              .getByTestId('custom-output')
              .innerText()
              .catch(() => '')
          ).trim(),
        { timeout: 30_000 },
      )
      .toBe(search.output.trim());

    // My Submissions shows the same test again, for nothing more (on a phone the verdict opens the code).
    await page.goto('/submissions');
    await page.getByTestId('submission-row').first().getByRole('button', { name: 'Wrong Answer' }).click();
    await page.getByTestId('counterexample-found').waitFor();
    expect(await page.getByRole('dialog').innerText()).toContain(search.expected.trim());
    expect(await tokens(page)).toBe(before - COST);
  });

  it('gives the tokens back when no small test fails', async () => {
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, newAccount('nofind'));
    const id = await submitThroughApi(page, {
      problemId: 'sum-list',
      code: fixture('wrong_answer/long_lists_only.py'),
    });
    expect(await verdictOf(page, id, 30_000)).toBe('Wrong Answer');
    const before = await tokens(page);

    await page.goto('/submissions');
    await page.getByTestId('submission-row').first().getByRole('button', { name: 'View code' }).click();
    await page.getByRole('button', { name: 'Find a small failing test' }).click();
    const none = page.getByTestId('counterexample-none');
    await none.waitFor({ timeout: 45_000 });
    expect(await none.innerText()).toMatch(/^No failing test found among \d+ small tests\./);
    expect(await none.innerText()).toContain('Your tokens were given back.');
    expect(await tokens(page)).toBe(before);
  });
});
