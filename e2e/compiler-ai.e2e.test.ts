/**
 * The online compiler, AI review, hints and VGuy in the browser (issue 5): a guest runs Python with input
 * and reads the output, then asks for an AI review and sees the scores and complexity; a signed-in user
 * reveals hint 1 of add-two and the balance in the top bar drops from 200 to 150; VGuy explains Time
 * Limit Exceeded. The server runs the offline analyser and the offline VGuy (no AI_* configuration).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { editorText, writeCode } from './support/editor';
import { useLiveApp } from './support/live-app';

const app = useLiveApp();

const SUM_PYTHON = 'a, b = map(int, input().split())\nprint(a + b)\n';

async function openCompiler(page: Page): Promise<void> {
  await page.goto('/compiler');
  await page.locator('.monaco-editor .view-lines').waitFor();
}

describe('online compiler', () => {
  it('runs a guest’s Python code on the given input and keeps the code across a reload', async () => {
    const page = await app.page();
    await openCompiler(page);
    expect(await page.getByLabel('Language', { exact: true }).inputValue()).toBe('python');
    await expect.poll(() => editorText(page)).toContain('# Write your code here');

    await writeCode(page, SUM_PYTHON);
    await page.getByRole('tab', { name: 'Input' }).click();
    await page.getByLabel('Program input').fill('2 40\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();

    expect(await page.getByRole('tab', { name: 'Output' }).getAttribute('aria-selected')).toBe('true');
    const output = page.getByTestId('compiler-output');
    await output.waitFor({ timeout: 30_000 });
    expect((await output.innerText()).trim()).toBe('42');
    expect(await page.getByTestId('compiler-stats').innerText()).toMatch(
      /^Time: \d+ ms · Memory: [\d.]+ MB$/,
    );

    // Code and language are kept in the browser (compiler_code, compiler_language).
    await page.reload();
    await page.locator('.monaco-editor .view-lines').waitFor();
    await expect.poll(() => editorText(page)).toContain('print(a + b)');
    expect(await page.evaluate(() => localStorage.getItem('compiler_code'))).toBe(SUM_PYTHON);

    // A language switch starts from the template; Clear All brings the template back too.
    await page.getByLabel('Language', { exact: true }).selectOption('cpp');
    await expect.poll(() => editorText(page)).toContain('#include <bits/stdc++.h>');
    expect(await page.evaluate(() => localStorage.getItem('compiler_language'))).toBe('cpp');
    await writeCode(page, 'int main() { return 0 }');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByTestId('compiler-error').waitFor({ timeout: 30_000 });
    expect(await page.getByText('Compilation Error', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => editorText(page)).toContain('// Write your code here');
  });

  it('gives a guest an AI review with scores out of 10 and the complexity', async () => {
    const page = await app.page();
    await openCompiler(page);
    await writeCode(
      page,
      'n = int(input())\nfor i in range(n):\n    for j in range(n):\n        print(i * j)\n',
    );
    await page.getByRole('button', { name: 'AI Review', exact: true }).click();

    expect(await page.getByRole('tab', { name: 'AI Review' }).getAttribute('aria-selected')).toBe('true');
    const review = page.getByTestId('ai-review');
    await review.waitFor({ timeout: 30_000 });
    // Typed out at 8 ms per character: the values fill in.
    await expect.poll(() => page.getByTestId('review-quality').innerText()).toMatch(/^\d+(\.\d)?\/10$/);
    await expect.poll(() => page.getByTestId('review-readability').innerText()).toMatch(/^\d+(\.\d)?\/10$/);
    await expect.poll(() => page.getByTestId('review-time').innerText()).toBe('O(n^2)');
    await expect.poll(() => page.getByTestId('review-space').innerText()).toMatch(/^O\(/);
    expect(await review.innerText()).toContain('Code Quality');
  });
});

describe('hints in the solve editor', () => {
  it('reveals hint 1 for 50 tokens: the balance in the top bar drops from 200 to 150', async () => {
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, newAccount('hints'));
    await page.goto('/problems');
    await expect.poll(() => page.getByTestId('token-balance').innerText()).toMatch(/^200\b/);

    await page.goto('/problems/solve/add-two');
    await page.getByRole('tab', { name: 'Hints' }).click();
    expect(await page.getByTestId('hint-token-balance').innerText()).toBe('200');
    await page.getByRole('button', { name: 'Reveal Hint 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reveal Hint 1?' });
    expect(await dialog.innerText()).toContain('cannot be undone');
    await dialog.getByRole('button', { name: 'Reveal for 50 tokens' }).click();

    await expect
      .poll(() => page.getByTestId('hint-1-text').innerText())
      .toBe('Read two numbers and print their sum.');
    expect(await page.getByTestId('hint-token-balance').innerText()).toBe('150');

    await page.getByRole('link', { name: 'Problems', exact: true }).click();
    await page.waitForURL('**/problems');
    await expect.poll(() => page.getByTestId('token-balance').innerText()).toMatch(/^150\b/);

    // Revealed for good: the editor shows it again without charging.
    await page.goto('/problems/solve/add-two');
    await page.getByRole('tab', { name: 'Hints' }).click();
    await expect
      .poll(() => page.getByTestId('hint-1-text').innerText())
      .toBe('Read two numbers and print their sum.');
    expect(await page.getByTestId('hint-token-balance').innerText()).toBe('150');
  });
});

describe('VGuy', () => {
  it('answers what Time Limit Exceeded means, and sends no blank message', async () => {
    const page = await app.page();
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with VGuy' }).click();
    const chat = page.getByRole('dialog', { name: /VGuy/ });
    const send = chat.getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    await chat.getByLabel('Message to VGuy').fill('   ');
    expect(await send.isDisabled()).toBe(true);

    await chat.getByLabel('Message to VGuy').fill('what does Time Limit Exceeded mean?');
    await chat.getByLabel('Message to VGuy').press('Enter');
    const messages = chat.getByTestId('chat-message');
    await expect.poll(() => messages.count(), { timeout: 20_000 }).toBe(3);
    expect(await messages.nth(1).innerText()).toContain('You');
    const answer = await messages.nth(2).innerText();
    expect(answer.startsWith('VGuy')).toBe(true);
    expect(answer).toMatch(/Time Limit Exceeded/);
    expect(answer).not.toContain('VGuy could not answer right now.');
  });
});
