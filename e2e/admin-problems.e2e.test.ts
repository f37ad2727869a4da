/**
 * The admin panel end to end, as an operator uses it: an admin signs in at /admin/auth (a page without
 * the site's bars), writes a problem with a formula and an image, uploads a zip of tests, adds a
 * reference solution and verifies it, publishes the problem; a member solves it in the editor; the admin
 * rejudges it and the counters stay right; the member's submission shows in their admin panel; a setting change (AI reviews per problem 3 → 1) reaches the
 * member at once; the admin bans the member and the member's next request fails; the audit log lists
 * every step. The admin is made as the product makes one: an address in ADMIN_EMAILS, proven at sign-up.
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { newAccount, signOutThroughUi, signUpThroughUi } from './support/accounts';
import { editorText, openEditor, writeCode } from './support/editor';
import { useLiveApp } from './support/live-app';

const ADMIN_EMAIL = 'admin@example.com';
const IMPORTER_EMAIL = 'importer@example.com';
const app = useLiveApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${IMPORTER_EMAIL}` });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TESTS_ZIP = Buffer.from(
  zipSync({
    'sample/1.in': strToU8('3\n'),
    'sample/1.ans': strToU8('6\n'),
    'sample/1.desc': strToU8('Twice three is six.'),
    'secret/2.in': strToU8('21\n'),
    'secret/2.ans': strToU8('42\n'),
    'secret/3.in': strToU8('1000000000\n'),
    'secret/3.ans': strToU8('2000000000\n'),
  }),
);
const DOUBLE_PY = 'print(2 * int(input()))';

describe('admin problems', () => {
  it('writes, tests, verifies and publishes a problem; a member solves it; rejudge, settings, ban and audit follow', async () => {
    const member = newAccount('member');
    const memberPage = await app.page();
    await signUpThroughUi(memberPage, app.server.dataDir, member);
    const memberToken = await memberPage.evaluate(() => localStorage.getItem('token'));

    // The admin's account exists; they sign out and come back through the panel's own sign-in.
    const admin = { ...newAccount('boss'), email: ADMIN_EMAIL };
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, admin);
    await signOutThroughUi(page);
    await page.goto('/admin/problems');
    await page.waitForURL('**/admin/auth');
    await page.getByRole('heading', { name: 'CodeConquer Admin' }).waitFor();
    expect(await page.getByRole('button', { name: 'User menu' }).count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/problems');

    // A new problem: its statement has a formula, rendered by KaTeX in the live preview.
    await page.getByRole('link', { name: 'New Problem' }).click();
    await page.waitForURL('**/admin/problems/new');
    await page.getByLabel('Title', { exact: true }).fill('Double It');
    await page.getByLabel('Problem ID').fill('double-it');
    await page
      .getByLabel('Statement')
      .fill('Print $2n$ for the given $n$.\n\n# Constraints\n\n$1 \\le n \\le 10^9$\n');
    await page.getByRole('button', { name: 'Create Problem' }).click();
    await page.waitForURL('**/admin/problems/double-it');
    await expect.poll(() => page.locator('.katex').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // An image, uploaded and placed in the statement, then saved.
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'figure.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => page.getByLabel('Statement').inputValue())
      .toMatch(/!\[\]\(image-[0-9a-f]+\.png\)/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Problem saved.', { exact: true }).count()).toBe(1);

    // Tests from a zip: one sample (an example users see) and two hidden tests.
    await page.getByRole('tab', { name: /^Tests/ }).click();
    await page.getByLabel('Tests zip file').setInputFiles({
      name: 'tests.zip',
      mimeType: 'application/zip',
      buffer: TESTS_ZIP,
    });
    await expect.poll(() => page.getByRole('tab', { name: 'Tests (3)' }).count()).toBe(1);

    // A reference solution, verified on every test by the real judge.
    await page.getByRole('tab', { name: /^Solutions/ }).click();
    // What it expects and its folder are one choice; the file name's hint is the rule it is checked by.
    expect(await page.getByLabel('Solution name').count()).toBe(0);
    const expectation = page.getByLabel('Expected verdict');
    expect(await expectation.locator('option').allTextContents()).toContain('Wrong Answer (wrong_answer/)');
    await expectation.selectOption('Wrong Answer');
    await page.getByLabel('Language', { exact: true }).selectOption('python');
    const fileName = page.getByLabel('File name');
    const rule = await page.locator(`#${await fileName.getAttribute('aria-describedby')}`).innerText();
    expect(rule).toContain("Letters, digits, '.', '_' and '-', starting with a letter or a digit");
    await fileName.fill('my double.py');
    await page.getByLabel('Solution source').fill(DOUBLE_PY);
    await page.getByRole('button', { name: 'Add Solution' }).click();
    // Refused before it is sent, in the hint's own words.
    await expect.poll(() => fileName.getAttribute('aria-invalid')).toBe('true');
    const refusal = await page.locator(`#${await fileName.getAttribute('aria-describedby')}`).innerText();
    expect(rule.startsWith(refusal)).toBe(true);
    await fileName.fill('double.py');
    expect(await page.getByTestId('solution-name').innerText()).toBe('Saved as wrong_answer/double.py');
    await expectation.selectOption('Accepted');
    expect(await page.getByTestId('solution-name').innerText()).toBe('Saved as accepted/double.py');
    await page.getByRole('button', { name: 'Add Solution' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Solutions (1)' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Verify' }).click();
    const verification = page.getByRole('region', { name: 'Verification' });
    await expect
      .poll(() => verification.getByTestId('verify-result').getAttribute('data-ok'), { timeout: 60_000 })
      .toBe('true');
    expect(await verification.innerText()).toContain('The solution got the verdict it expects.');

    // Published: the member sees it with its example and solves it in the editor.
    await page.getByRole('tab', { name: 'Problem' }).click();
    await page.getByLabel('Visibility').selectOption('public');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Problem saved.').count()).toBeGreaterThan(0);

    await memberPage.goto('/problems/double-it');
    await expect.poll(() => memberPage.getByText('Twice three is six.').count()).toBe(1);
    // KaTeX arrives after the text (it loads only for statements with math).
    await expect.poll(() => memberPage.locator('.katex').count()).toBeGreaterThan(0);
    await expect
      .poll(() => memberPage.locator('img[src*="/uploads/problems/double-it/image-"]').count())
      .toBe(1);
    await memberPage.goto('/problems/solve/double-it');
    await openEditor(memberPage);
    await memberPage.getByLabel('Language', { exact: true }).selectOption('python');
    await expect.poll(() => editorText(memberPage)).not.toBe('');
    await writeCode(memberPage, DOUBLE_PY);
    await memberPage.getByRole('button', { name: 'Submit' }).click();
    const result = memberPage.getByTestId('submit-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.innerText()).toBe('Accepted - Solution submitted successfully!');

    // A rejudge: the verdict stands, and so do the counters.
    const counts = page.getByTestId('admin-problem-counts');
    await page.reload();
    await expect
      .poll(() => counts.innerText())
      .toBe('1 submission, 1 accepted; solved by 1 of 1 user who tried');
    await page.getByRole('tab', { name: 'Actions' }).click();
    await page.getByRole('button', { name: 'Rejudge' }).click();
    await expect
      .poll(() => page.getByText('Rejudge finished', { exact: false }).count(), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await page.reload();
    await expect
      .poll(() => counts.innerText())
      .toBe('1 submission, 1 accepted; solved by 1 of 1 user who tried');

    // A setting reaches the member at once.
    await page.goto('/admin/settings');
    const perProblem = page.getByLabel('AI reviews per problem');
    await expect.poll(() => perProblem.inputValue()).toBe('3');
    await perProblem.fill('1');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => page.getByText('Settings saved.', { exact: true }).count()).toBe(1);
    await memberPage.goto('/problems/solve/double-it');
    await memberPage.getByRole('tab', { name: 'AI Power' }).click();
    await expect
      .poll(() => memberPage.getByTestId('review-allowance').innerText())
      .toContain('1 review per problem');

    // The member is banned: their very next request is refused.
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(member.username);
    const rows = page.getByTestId('admin-user-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    const panel = page.getByRole('dialog', { name: `@${member.username}` });
    // The panel shows what they submitted.
    const submitted = panel.getByTestId('user-submission');
    await expect.poll(() => submitted.count()).toBe(1);
    expect(await submitted.innerText()).toContain('Double It');
    expect(await submitted.innerText()).toContain('Accepted (3/3)');
    await panel.getByRole('button', { name: 'Ban User' }).click();
    await panel.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect.poll(() => page.getByText('User banned.', { exact: true }).count()).toBe(1);
    const verify = await fetch(`${app.server.url}/api/auth/verify`, {
      headers: { Authorization: `Bearer ${memberToken}` },
    });
    expect(verify.status).toBe(401);
    await page.keyboard.press('Escape');

    // Every step is in the audit log.
    await page.goto('/admin/audit');
    const log = page.getByRole('table');
    await log.waitFor();
    for (const action of [
      'Created problem',
      'Edited problem',
      'Changed tests',
      'Changed solutions',
      'Rejudged problem',
      'Changed settings',
      'Banned',
    ])
      await expect
        .poll(() => log.getByText(action, { exact: true }).count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
    expect(await log.getByText('Double It').count()).toBeGreaterThan(0);
  });

  it('imports a package as the problem its folder names, shows the limits, and asks before replacing one', async () => {
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, { ...newAccount('importer'), email: IMPORTER_EMAIL });
    await page.goto('/admin/problems');
    await page
      .getByText('Zip up to 256 MiB; unpacked at most 1 GiB, 256 MiB a file, 10,000 files.')
      .waitFor();

    // The zip is called download.zip; the problem is kitten-count, the folder inside it.
    const zip = {
      name: 'download.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(
        zipSync({
          'kitten-count/problem.yaml': strToU8('name: Kitten Count\n'),
          'kitten-count/data/sample/1.in': strToU8('1\n'),
          'kitten-count/data/sample/1.ans': strToU8('1\n'),
        }),
      ),
    };
    await page.getByLabel('Package file').setInputFiles(zip);
    await page.waitForURL('**/admin/problems/kitten-count');

    // Again: the problem exists, so a dialog asks; Cancel leaves it be.
    await page.goto('/admin/problems');
    await page.getByLabel('Package file').setInputFiles(zip);
    const dialog = page.getByRole('dialog', { name: 'Replace the problem?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('kitten-count');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin/problems');

    // And Replace replaces it.
    await page.getByLabel('Package file').setInputFiles(zip);
    await dialog.getByRole('button', { name: 'Replace' }).click();
    await page.waitForURL('**/admin/problems/kitten-count');
    await expect.poll(() => page.getByText('Replaced Kitten Count.').count()).toBe(1);
  });
});
