/**
 * The core loop in the browser (issue 4): open a problem, write a C++ solution in the editor, run it,
 * submit it and watch it be accepted, see the row turn green; a wrong Python solution gets the
 * '{verdict} - {passed}/{total} tests passed…' line (docs/product.md#submit-flow); drafts survive a reload,
 * and signing out and in again (the server keeps them; signing out clears the browser's copy); guests are
 * sent to sign in.
 * The server loads the small add-two package (1 sample, 2 secret tests) so judging takes moments.
 */
import { describe, expect, it } from 'vitest';
import { newAccount, signInThroughUi, signUpThroughUi } from './support/accounts';
import { CPP_ADD_TWO, editorText, openEditor, writeCode } from './support/editor';
import { useLiveApp } from './support/live-app';

// The e2e server loads the fixture packages (startServer's PROBLEMS_DIR), add-two among them.
const app = useLiveApp();

const WRONG_PYTHON = 'a, b = map(int, input().split())\nprint(a - b)\n';

describe('problems, the solve editor and submissions', () => {
  it('accepts a C++ solution written in the editor and marks the problem solved', async () => {
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, newAccount('solver'));

    await page.goto('/problems');
    const row = page.getByTestId('problem-row-add-two');
    expect(await row.getAttribute('data-solved')).toBe('false');
    await row.getByRole('button', { name: 'Solve: Add Two' }).click();
    await page.waitForURL('**/problems/solve/add-two');
    await openEditor(page);

    await page.getByLabel('Language', { exact: true }).selectOption('cpp');
    await expect.poll(() => editorText(page)).toContain('// Write your code here');
    await writeCode(page, CPP_ADD_TWO);

    await page.getByRole('button', { name: 'Run' }).click();
    // Shown once in the Results tab, and said once by its live region (results-announcement.ts).
    const shown = page.locator('p:not([data-testid="results-announcement"])', {
      hasText: '1/1 test cases passed',
    });
    await expect.poll(() => shown.count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByTestId('results-announcement').innerText()).toBe('1/1 test cases passed');

    await page.getByRole('button', { name: 'Submit' }).click();
    const result = page.getByTestId('submit-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.innerText()).toBe('Accepted - Solution submitted successfully!');
    await expect.poll(() => page.getByText('Successfully submitted!').count()).toBe(1);

    // The draft and the language choice survive a reload.
    await page.reload();
    await openEditor(page);
    expect(await page.getByLabel('Language', { exact: true }).inputValue()).toBe('cpp');
    await expect.poll(() => editorText(page)).toContain('std::cout << a + b');

    await page.goto('/problems');
    await expect.poll(() => page.getByTestId('problem-row-add-two').getAttribute('data-solved')).toBe('true');
    expect(await page.getByTestId('problem-row-add-two').getAttribute('class')).toContain('bg-green-50');
    expect(await page.getByRole('button', { name: 'Solve Again: Add Two' }).count()).toBe(1);

    await page.goto('/submissions');
    const submission = page.getByTestId('submission-row').first();
    await submission.waitFor();
    expect(await submission.innerText()).toContain('Accepted');
    await submission.getByRole('button', { name: 'View code' }).click();
    expect(await page.getByTestId('submission-code').innerText()).toContain('std::cin >> a >> b;');
  });

  it('shows how many tests a wrong Python solution passed, and keeps the draft across a reload', async () => {
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, newAccount('wrong'));
    await page.goto('/problems/solve/add-two');
    await openEditor(page);
    expect(await page.getByLabel('Language', { exact: true }).inputValue()).toBe('python');
    await writeCode(page, WRONG_PYTHON);

    await page.keyboard.press('ControlOrMeta+Shift+Enter');
    const result = page.getByTestId('submit-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.innerText()).toBe(
      'Wrong Answer on test 1 - 0/3 tests passed. Please fix your code before submitting.',
    );

    await page.reload();
    await openEditor(page);
    await expect.poll(() => editorText(page)).toBe(WRONG_PYTHON.trim());

    // Another language starts from its template; coming back brings the Python draft again.
    await page.getByLabel('Language', { exact: true }).selectOption('java');
    await expect.poll(() => editorText(page)).toContain('public class Solution');
    await page.getByLabel('Language', { exact: true }).selectOption('python');
    await expect.poll(() => editorText(page)).toBe(WRONG_PYTHON.trim());
  });

  it('keeps the draft on the server: it is back after signing out and in, and saved as the page closes', async () => {
    const account = newAccount('drafts');
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, account);
    await page.goto('/problems/solve/add-two');
    await openEditor(page);
    await page.getByLabel('Language', { exact: true }).selectOption('java');
    await expect.poll(() => editorText(page)).toContain('public class Solution');
    const javaDraft = 'public class Solution {\n    // kept on the server\n}\n';
    await writeCode(page, javaDraft);
    await expect.poll(() => page.getByTestId('draft-status').innerText(), { timeout: 10_000 }).toBe('Saved');
    // As the editor shows it (Monaco indents typed lines by itself).
    const shown = await editorText(page);
    expect(shown).toContain('// kept on the server');

    // Sign out (from the problem list: the editor has no top bar) and back in.
    await page.getByRole('link', { name: 'Problems', exact: true }).click();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('code_')),
    );
    expect(stored).toEqual([]);
    await signInThroughUi(page, account.username, account.password);
    await page.waitForURL('**/dashboard');

    await page.goto('/problems/solve/add-two');
    await openEditor(page);
    expect(await page.getByLabel('Language', { exact: true }).inputValue()).toBe('java');
    await expect.poll(() => editorText(page)).toBe(shown);

    // Typing and leaving at once (before the quiet delay): the page sends the draft as it goes away.
    const pythonDraft = 'print(sum(map(int, input().split())))';
    await page.getByLabel('Language', { exact: true }).selectOption('python');
    await writeCode(page, pythonDraft);
    await page.goto('/problems');
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('code_')) localStorage.removeItem(key);
    });
    await page.goto('/problems/solve/add-two');
    await openEditor(page);
    expect(await page.getByLabel('Language', { exact: true }).inputValue()).toBe('python');
    await expect.poll(() => editorText(page)).toBe(pythonDraft);
  });

  it('sends a guest who presses Solve to sign in, remembering the editor as the target', async () => {
    const page = await app.page();
    await page.goto('/problems');
    await page.getByRole('button', { name: 'Solve: Add Two' }).click();
    await page.waitForURL('**/login');
    await expect
      .poll(() => page.getByText("You'll be redirected to: /problems/solve/add-two").count())
      .toBe(1);

    await page.goto('/problems/add-two');
    // The statement's picture (statement/dice.svg, served under /uploads by its content's hash) is drawn,
    // not a broken image.
    const picture = page.locator('img[src*="/uploads/problems/add-two/image-"]');
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Login to Solve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to solve' });
    for (const name of ['Sign In', 'Create Account', 'Continue Browsing'])
      expect(await dialog.getByRole('button', { name }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Continue Browsing' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto('/problems/no-such-problem');
    await expect.poll(() => page.getByText('Problem not found').count()).toBe(1);
  });
});
