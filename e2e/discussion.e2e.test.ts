/**
 * A problem's discussion in the browser (docs/product.md#discussion): two users discuss add-two. Alice
 * (who has solved it) starts a thread and a solution thread; Bob (who has not) finds both in the
 * Discussion tab, sees the solution only after "Show solution", replies and upvotes; Alice answers Bob's
 * reply under it (the reply reached her bell live, and she followed it there) and edits her opening post
 * ("edited"). Bob reports Alice's answer, an admin hides it on the Reports page, and it is gone for Bob.
 * At 390×844 the thread page has no sideways scroll and its posts' buttons and links (votes, actions, the
 * authors' names) are tap-sized.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { tooSmallToTap, visibleBoxes } from './support/geometry';
import { useLiveApp } from './support/live-app';
import { submitThroughApi, verdictOf } from './support/submissions';

const ADMIN_EMAIL = 'moderator@example.com';
/** The admin of the long thread: an address of their own, each test signing up its own people. */
const PAGER_EMAIL = 'pager@example.com';
const app = useLiveApp({ ADMIN_EMAILS: `${ADMIN_EMAIL},${PAGER_EMAIL}` });

const PYTHON_ADD_TWO = 'a, b = map(int, input().split())\nprint(a + b)\n';

/** Submits an accepted solution through the API (the page's session) and waits for its verdict. */
async function solveAddTwo(page: Page): Promise<void> {
  const id = await submitThroughApi(page, { problemId: 'add-two', code: PYTHON_ADD_TWO });
  expect(await verdictOf(page, id, 60_000)).toBe('Accepted');
}

async function openDiscussionTab(page: Page): Promise<void> {
  await page.goto('/problems/add-two');
  await page.getByRole('tab', { name: /^Discussion/ }).click();
}

async function startThread(page: Page, title: string, body: string, solution = false): Promise<string> {
  await openDiscussionTab(page);
  await page.getByRole('button', { name: 'New thread' }).click();
  const form = page.getByRole('form', { name: 'New thread' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Post').fill(body);
  if (solution) await form.getByLabel('This is a solution').check();
  await form.getByRole('button', { name: 'Post thread' }).click();
  await page.waitForURL('**/problems/add-two/discussions/*');
  await page.getByRole('heading', { name: title }).waitFor();
  return page.url();
}

describe('discussion', () => {
  it('two users discuss a problem, one reports a post, an admin hides it', async () => {
    const alice = await app.page();
    await signUpThroughUi(alice, app.server.dataDir, newAccount('alice'));
    await solveAddTwo(alice);
    const bob = await app.page();
    await signUpThroughUi(bob, app.server.dataDir, newAccount('bob'));

    // The empty state, then two threads: a question and a solution.
    await openDiscussionTab(alice);
    await alice.getByText('No discussions yet. Be the first to start a discussion!').waitFor();
    expect(await alice.getByRole('tab', { name: 'Discussion (0)' }).count()).toBe(1);
    const questionUrl = await startThread(
      alice,
      'How do I read the input?',
      'Read **one line** with `input()`.',
    );
    const solutionUrl = await startThread(
      alice,
      'Short Python solution',
      'Split and add:\n\n```python\nprint(sum(map(int, input().split())))\n```\n',
      true,
    );
    // Alice has solved the problem: her solution shows at once, highlighted.
    await alice.locator('pre code.hljs [class^="hljs-"]').first().waitFor();
    expect(await alice.getByRole('button', { name: 'Show solution' }).count()).toBe(0);

    // Bob finds both threads; the solution is marked and hidden until he asks for it.
    await openDiscussionTab(bob);
    await bob.getByRole('tab', { name: 'Discussion (2)' }).waitFor();
    const rows = bob.getByTestId('thread-row');
    await expect.poll(() => rows.count()).toBe(2);
    const solutionRow = rows.filter({ hasText: 'Short Python solution' });
    expect(await solutionRow.getByText('Solution', { exact: true }).count()).toBe(1);
    await solutionRow.getByRole('link', { name: 'Short Python solution' }).click();
    await bob.waitForURL(solutionUrl);
    await bob.getByText('This post shows a solution to the problem. Show it?').waitFor();
    expect(await bob.getByText('print(sum(map(int').count()).toBe(0);
    await bob.getByRole('button', { name: 'Show solution' }).click();
    await bob.getByText('print(sum(map(int, input().split())))').waitFor();

    // Bob replies to the question and upvotes it; his vote is pressed and counted.
    await bob.goto(questionUrl);
    const opening = bob.getByRole('article', { name: 'Opening post' });
    await opening.getByText('one line').waitFor();
    const replyForm = bob.getByRole('form', { name: 'Reply to the thread' });
    await replyForm.getByRole('textbox', { name: 'Reply to the thread' }).fill('Thanks, that *works*.');
    await replyForm.getByRole('button', { name: 'Reply' }).click();
    const bobReply = bob.getByRole('article', { name: /^Reply by bob/ });
    await bobReply.getByText('that works').waitFor();

    // Alice, still reading her solution thread, hears of Bob's reply at once (the live stream, no reload)
    // and follows the notification to it; followed, it is read.
    const bell = alice.getByTestId('notification-bell');
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications, 1 unread');
    expect(alice.url()).toBe(solutionUrl);
    await alice.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await alice.waitForURL('**/notifications');
    await alice
      .getByRole('link', { name: /^Unread: bob\S* replied in “How do I read the input\?”$/ })
      .click();
    // The link leads to the reply itself: the page goes to it and focuses it.
    await alice.waitForURL(
      (url) => `${url.origin}${url.pathname}` === questionUrl && url.hash.startsWith('#post-'),
    );
    await alice
      .getByRole('article', { name: /^Reply by bob/ })
      .getByText('that works')
      .waitFor();
    await expect
      .poll(() => alice.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/^Reply by bob/);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');

    const upvote = opening.getByRole('button', { name: 'Upvote' });
    expect(await upvote.getAttribute('aria-pressed')).toBe('false');
    await upvote.click();
    await expect.poll(() => upvote.getAttribute('aria-pressed')).toBe('true');
    // The button keeps the focus while the vote is sent, so a keyboard user can press it again.
    expect(await upvote.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(() => opening.getByTestId('post-score').textContent()).toBe('1');
    await bob.reload();
    await expect.poll(() => opening.getByTestId('post-score').textContent()).toBe('1');
    expect(await opening.getByRole('button', { name: 'Upvote' }).getAttribute('aria-pressed')).toBe('true');

    // Alice answers Bob's reply under it, and edits her opening post.
    await alice.goto(questionUrl);
    const bobReplyForAlice = alice.getByRole('article', { name: /^Reply by bob/ });
    await bobReplyForAlice.getByRole('button', { name: 'Reply' }).click();
    const inline = alice.getByRole('form', { name: 'Your reply' });
    await inline.getByRole('textbox', { name: 'Your reply' }).fill('Glad it helped!');
    await inline.getByRole('button', { name: 'Reply' }).click();
    const nested = bobReplyForAlice.getByRole('article', { name: /^Reply by alice/ });
    await nested.getByText('Glad it helped!').waitFor();
    const aliceOpening = alice.getByRole('article', { name: 'Opening post' });
    expect(await aliceOpening.getByRole('button', { name: 'Upvote' }).count()).toBe(0);
    await aliceOpening.getByRole('button', { name: 'Edit' }).click();
    await aliceOpening
      .getByRole('textbox', { name: 'Edit post' })
      .fill('Read **one line** with `input()`, then split it.');
    await aliceOpening.getByRole('button', { name: 'Save' }).click();
    await aliceOpening.getByRole('textbox', { name: 'Edit post' }).waitFor({ state: 'detached' });
    await aliceOpening.locator('p', { hasText: 'then split it' }).waitFor();
    await aliceOpening.getByText('edited', { exact: true }).waitFor();

    // Bob reports Alice's answer.
    await bob.reload();
    const answer = bob.getByRole('article', { name: /^Reply by alice/ });
    await answer.getByText('Glad it helped!').waitFor();
    const reportButton = answer.getByRole('button', { name: 'Report' });
    // From the keyboard: focus stays in the dialog however far one tabs, and Escape gives it back.
    await reportButton.focus();
    await bob.keyboard.press('Enter');
    const dialog = bob.getByRole('dialog', { name: 'Report post' });
    await dialog.waitFor();
    for (let n = 0; n < 6; n += 1) {
      await bob.keyboard.press(n % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await bob.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => reportButton.evaluate((node) => node === document.activeElement)).toBe(true);
    await reportButton.click();
    await dialog.getByLabel('Reason').fill('Off-topic chatter');
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // The admin hides it from the Reports page.
    const admin = await app.page();
    await signUpThroughUi(admin, app.server.dataDir, { ...newAccount('mod'), email: ADMIN_EMAIL });
    await admin.goto('/admin/reports');
    await admin.getByRole('heading', { name: 'Reports' }).waitFor();
    const report = admin.getByTestId('report');
    await expect.poll(() => report.count()).toBe(1);
    expect(await report.innerText()).toContain('Off-topic chatter');
    await report.getByText('Glad it helped!').waitFor();
    await report.getByRole('button', { name: 'Hide post' }).click();
    await admin.getByText('No open reports.').waitFor();

    // Gone for Bob; the admin still sees it, marked Hidden, with Restore.
    await bob.reload();
    await bob.getByRole('article', { name: 'Opening post' }).waitFor();
    await bobReply.waitFor();
    expect(await bob.getByText('Glad it helped!').count()).toBe(0);
    await admin.goto(questionUrl);
    const hidden = admin.getByRole('article', { name: /^Reply by alice/ });
    await hidden.getByText('Hidden', { exact: true }).waitFor();
    expect(await hidden.getByRole('button', { name: 'Restore' }).count()).toBe(1);

    // On a phone the thread fits the width, and its vote buttons are big enough to tap.
    await bob.setViewportSize({ width: 390, height: 844 });
    await bob.reload();
    await bob.getByRole('article', { name: 'Opening post' }).waitFor();
    const overflow = await bob.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const box = await bob.getByRole('button', { name: 'Upvote' }).first().boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(tooSmallToTap(await visibleBoxes(bob, 'article button, article header a'))).toEqual([]);
  });

  // Runs after the first test, whose two threads the guest reads (and before the long thread below).
  it('shows guests the threads with a way to sign in instead of the forms', async () => {
    const page = await app.page();
    // On a page just opened, the first Tab offers to skip the top bar and the sidebar; Enter lands in the
    // page's content.
    await page.goto('/problems/add-two');
    await page.getByRole('tab', { name: /^Discussion/ }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    expect(new URL(page.url()).hash).toBe('');

    await openDiscussionTab(page);
    await page.getByTestId('discussion-sign-in').waitFor();
    expect(await page.getByRole('button', { name: 'New thread' }).count()).toBe(0);
    const prompt = page.getByTestId('discussion-sign-in');
    expect(await prompt.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(await prompt.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    await expect.poll(() => page.getByTestId('thread-row').count()).toBe(2);
  });

  it('pages a long thread, and a reply sent opens the page it is on', async () => {
    const admin = await app.page();
    await signUpThroughUi(admin, app.server.dataDir, { ...newAccount('pager'), email: PAGER_EMAIL });
    // 50 replies through the API (admins are not held by the posting limit), then one more in the page.
    const threadUrl = await startThread(admin, 'A long thread', 'Replies below.');
    const threadId = threadUrl.split('/').pop() ?? '';
    const statuses = await admin.evaluate(async (id) => {
      const sent: number[] = [];
      for (let n = 1; n <= 50; n += 1) {
        const response = await fetch(`/api/discussions/${id}/posts`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${localStorage.getItem('token')}`,
          },
          body: JSON.stringify({ body: `reply number ${n}` }),
        });
        sent.push(response.status);
      }
      return sent;
    }, threadId);
    expect(new Set(statuses)).toEqual(new Set([201]));
    await admin.reload();
    await admin.getByText('reply number 50', { exact: true }).waitFor();
    expect(await admin.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    const form = admin.getByRole('form', { name: 'Reply to the thread' });
    await form.getByRole('textbox', { name: 'Reply to the thread' }).fill('reply number 51');
    await form.getByRole('button', { name: 'Reply' }).click();
    // The 51st opens page 2, where it is alone under the opening post.
    await admin.waitForURL((url) => url.searchParams.get('page') === '2');
    await admin.getByText('reply number 51', { exact: true }).waitFor();
    expect(await admin.getByText('reply number 50', { exact: true }).count()).toBe(0);
    await admin.getByRole('article', { name: 'Opening post' }).getByText('Replies below.').waitFor();
    const pager = admin.getByRole('navigation', { name: 'Pagination' });
    expect(await pager.getByText('Replies, page 2 of 2').count()).toBe(1);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await admin.getByText('reply number 50', { exact: true }).waitFor();
    expect(new URL(admin.url()).searchParams.get('page')).toBeNull();
  });
});
