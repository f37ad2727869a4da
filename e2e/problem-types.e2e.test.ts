/**
 * Interactive and scoring problems in the browser (docs/packages.md): a new user reads an interactive
 * problem's sample conversation, solves it in the editor (the judge's interactor answering each guess),
 * then earns part of a scoring problem's points, sees the subtasks, and finds the best score on the
 * problem list and on their profile.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { openEditor, writeCode } from './support/editor';
import { useLiveApp } from './support/live-app';

const app = useLiveApp();

// C++: writeCode's insertText reaches Monaco as typing, which indents after every line ending with a
// colon and so mangles Python; C++ does not mind.
const BINARY_SEARCH = [
  '#include <iostream>',
  '#include <string>',
  'int main() {',
  'int lo = 1, hi = 1000;',
  'for (;;) {',
  'int guess = (lo + hi) / 2;',
  'std::cout << guess << std::endl;',
  'std::string reply;',
  'std::cin >> reply;',
  'if (reply == "correct") return 0;',
  'if (reply == "higher") lo = guess + 1; else hi = guess - 1;',
  '}',
  '}',
  '',
].join('\n');

/** Right in subtask 1 only: a 32-bit sum overflows in subtask 2. */
const INT32_SUM = [
  '#include <cstdio>',
  'int main() {',
  'int n, x, sum = 0;',
  'std::scanf("%d", &n);',
  'while (n-- > 0 && std::scanf("%d", &x) == 1) sum = (int)((unsigned)sum + (unsigned)x);',
  'std::printf("%d\\n", sum);',
  '}',
  '',
].join('\n');

/** Opens the problem's editor, writes C++ and submits: the verdict's box once it shows. */
async function submitInEditor(page: Page, problemId: string, code: string): Promise<Locator> {
  await page.goto(`/problems/solve/${problemId}`);
  await openEditor(page);
  await page.getByLabel('Language', { exact: true }).selectOption('cpp');
  await writeCode(page, code);
  await page.getByRole('button', { name: 'Submit' }).click();
  const result = page.getByTestId('submit-result');
  await result.waitFor({ timeout: 30_000 });
  return result;
}

describe('interactive and scoring problems', () => {
  it('solves an interactive problem and earns part of a scoring problem, with the score shown everywhere', async () => {
    const page = await app.page();
    const account = newAccount('kinds');
    await signUpThroughUi(page, app.server.dataDir, account);

    await page.goto('/problems/guess-number');
    await page.getByTestId('interactive-note').waitFor();
    const conversation = page.getByTestId('interaction');
    expect((await conversation.innerText()).split('\n').slice(0, 4)).toEqual([
      'You',
      '500',
      'Judge',
      'higher',
    ]);

    const result = await submitInEditor(page, 'guess-number', BINARY_SEARCH);
    expect(await result.innerText()).toBe('Accepted - Solution submitted successfully!');

    const scored = await submitInEditor(page, 'big-sum', INT32_SUM);
    expect(await scored.innerText()).toContain('Wrong Answer');
    const subtasks = page.getByTestId('subtask-scores');
    expect(await subtasks.getByTestId('score-badge').first().innerText()).toBe('40 / 100 points');
    expect(await subtasks.innerText()).toMatch(/Subtask 1\s+Accepted\s+40 \/ 40/);
    expect(await subtasks.innerText()).toMatch(/Subtask 2\s+Wrong Answer\s+0 \/ 60/);

    await page.goto('/problems');
    const row = page.getByTestId('problem-row-big-sum');
    await expect.poll(() => row.getByTestId('score-badge').count()).toBe(1);
    expect(await row.getByTestId('score-badge').innerText()).toBe('40 / 100 points');
    expect(await page.getByTestId('problem-row-guess-number').getAttribute('data-solved')).toBe('true');

    await page.goto(`/profile/${account.username}`);
    const best = page.getByTestId('profile-best-scores');
    await best.waitFor({ timeout: 15_000 });
    expect(await best.innerText()).toContain('Big Sum');
    expect(await best.getByTestId('score-badge').innerText()).toBe('40 / 100 points');
  });
});
