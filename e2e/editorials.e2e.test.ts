/**
 * Editorials in the browser (docs/product.md#editorials): an admin writes add-two's editorial in the
 * problem editor's Editorial tab (math and code, previewed by the server, the Python reference solution
 * picked) and saves it; a guest is asked to sign in; a member who has not solved the problem finds it
 * locked at 100 tokens with their balance, unlocks it through the confirmation dialog and reads it (the
 * text with KaTeX, the reference code), the top bar's balance going from 200 to 100; at 390×844 the tab
 * fits the phone without sideways scrolling.
 */
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { useLiveApp } from './support/live-app';

const ADMIN_EMAIL = 'editor@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL });

const EDITORIAL = [
  '## Idea',
  '',
  'Read both numbers and print $a + b$; with $|a|, |b| \\le 10^9$ the sum fits in 64 bits.',
  '',
  '```python',
  'print(sum(map(int, input().split())))',
  '```',
].join('\n');

describe('editorials', () => {
  it('are written by an admin, locked for others, unlocked for tokens after a confirmation and read', async () => {
    const admin = await app.page();
    await signUpThroughUi(admin, app.server.dataDir, { ...newAccount('editor'), email: ADMIN_EMAIL });
    await admin.goto('/admin/problems/add-two?tab=editorial');
    await admin.getByText('No editorial yet: readers see none until one is saved.').waitFor();
    await admin.getByRole('textbox', { name: 'Editorial (Markdown)' }).fill(EDITORIAL);
    await admin.getByRole('button', { name: 'Preview' }).click();
    const preview = admin.getByRole('region', { name: 'Preview' });
    await preview.locator('.katex').first().waitFor();
    expect(await preview.getByRole('heading', { name: 'Idea' }).count()).toBe(1);
    await admin.getByRole('combobox', { name: 'Python reference code' }).selectOption('accepted/solution.py');
    await admin.getByRole('button', { name: 'Save Editorial' }).click();
    await expect.poll(() => admin.getByText('Editorial saved.', { exact: true }).count()).toBe(1);

    const guest = await app.page();
    await guest.goto('/problems/add-two');
    await guest.getByRole('tab', { name: 'Editorial' }).click();
    await guest.getByText('Sign in to read the editorial').waitFor();

    const member = await app.page();
    await signUpThroughUi(member, app.server.dataDir, newAccount('reader'));
    await member.goto('/problems/add-two');
    await expect.poll(() => member.getByTestId('token-balance').innerText()).toMatch(/^200\b/);
    await member.getByRole('tab', { name: 'Editorial' }).click();
    await member.getByText('Solve the problem to read its editorial, or unlock it now.').waitFor();
    expect(await member.getByTestId('editorial-token-balance').innerText()).toBe('200');
    expect(await member.getByRole('heading', { name: 'Idea' }).count()).toBe(0);

    await member.getByRole('button', { name: 'Unlock for 100 tokens' }).click();
    const dialog = member.getByRole('dialog', { name: 'Unlock the editorial?' });
    expect(await dialog.innerText()).toContain('you will have 100 left');
    // Cancel charges nothing; the second time, confirm.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await member.getByTestId('editorial-token-balance').innerText()).toBe('200');
    await member.getByRole('button', { name: 'Unlock for 100 tokens' }).click();
    await dialog.getByRole('button', { name: 'Unlock for 100 tokens' }).click();

    const article = member.getByRole('article', { name: 'Editorial' });
    await article.getByRole('heading', { name: 'Idea' }).waitFor();
    expect(await article.locator('.katex').count()).toBeGreaterThan(0);
    expect(await article.getByRole('tab', { name: 'Python' }).count()).toBe(1);
    expect(await article.locator('pre code').last().innerText()).toContain('print');
    await expect.poll(() => member.getByTestId('token-balance').innerText()).toMatch(/^100\b/);

    // Unlocked for good: a reload shows it again and charges nothing.
    await member.reload();
    await member.getByRole('tab', { name: 'Editorial' }).click();
    await article.getByRole('heading', { name: 'Idea' }).waitFor();
    await expect.poll(() => member.getByTestId('token-balance').innerText()).toMatch(/^100\b/);

    await member.setViewportSize({ width: 390, height: 844 });
    await article.getByRole('heading', { name: 'Idea' }).waitFor();
    const overflow = await member.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
