/**
 * Ratings end to end (docs/ratings.md, docs/leaderboard.md): three new users take part in a rated contest
 * (registered and submitting through the API, judged for real: Winner solves A and B, Middle solves A
 * after a wrong try, Last only gets A wrong). The contest ends, the admin clicks Unfreeze in the panel,
 * and the ratings are computed: the leaderboard ranks Winner above a newcomer's 1500 and Last below it,
 * the profiles' graphs and contest histories show the rise and the fall, and This Week lists those who
 * solved a problem today and nobody else.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi, type TestAccount } from './support/accounts';
import { contestBankDir, contestProblem } from './support/contest-bank';
import { useLiveApp } from './support/live-app';

const ADMIN_EMAIL = 'ratings-admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL, PROBLEMS_DIR: contestBankDir() });
const MINUTE = 60_000;
const TITLE = 'Rated Autumn Round';

type Player = TestAccount & { page: Page; token: string };

async function api(token: string, method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${app.server.url}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function signUp(prefix: string, email?: string): Promise<Player> {
  const account = { ...newAccount(prefix), ...(email && { email }) };
  const page = await app.page();
  await signUpThroughUi(page, app.server.dataDir, account);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error(`${prefix} has no token.`);
  return { ...account, page, token };
}

/** Submits in the contest through the API and waits for the verdict. */
async function submit(player: Player, contestId: string, label: 'A' | 'B', code: string): Promise<string> {
  const response = await api(player.token, 'POST', '/api/submission', {
    problemId: contestProblem(label).id,
    language: 'python',
    code,
    contestId,
  });
  expect(response.status, await response.clone().text()).toBe(202);
  const { submission } = (await response.json()) as { submission: { id: string } };
  let status = 'Pending';
  await expect
    .poll(
      async () => {
        const read = await api(player.token, 'GET', `/api/submission/${submission.id}`);
        status = ((await read.json()) as { submission: { status: string } }).submission.status;
        return status;
      },
      { timeout: 30_000 },
    )
    .not.toBe('Pending');
  return status;
}

/** The leaderboard's rows as [username, rating] in the order shown. */
async function leaderboardRows(page: Page): Promise<[string, number][]> {
  await page.getByTestId('leaderboard-row').first().waitFor();
  return page.getByTestId('leaderboard-row').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = row.querySelectorAll('td');
      const handle = [...row.querySelectorAll('span')].find((span) => span.textContent?.startsWith('@'));
      const username = handle?.textContent?.slice(1) ?? '';
      return [username, Number(cells[2]?.textContent)] as [string, number];
    }),
  );
}

describe('ratings', () => {
  it('rates a contest when its results are published, and the leaderboard and profiles show it', async () => {
    const admin = await signUp('rater', ADMIN_EMAIL);
    const start = Date.now() - MINUTE;
    const created = await api(admin.token, 'POST', '/api/admin/contests', {
      title: TITLE,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 30 * MINUTE).toISOString(),
      freezeMinutes: 10,
      problems: [contestProblem('A').id, contestProblem('B').id],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const contestId = ((await created.json()) as { contest: { id: string } }).contest.id;

    const winner = await signUp('winner');
    const middle = await signUp('middle');
    const last = await signUp('last');
    for (const player of [winner, middle, last])
      expect((await api(player.token, 'POST', `/api/contests/${contestId}/register`)).status).toBe(200);
    expect(await submit(winner, contestId, 'A', contestProblem('A').accepted)).toBe('Accepted');
    expect(await submit(winner, contestId, 'B', contestProblem('B').accepted)).toBe('Accepted');
    expect(await submit(middle, contestId, 'A', contestProblem('A').wrong)).toBe('Wrong Answer');
    expect(await submit(middle, contestId, 'A', contestProblem('A').accepted)).toBe('Accepted');
    expect(await submit(last, contestId, 'A', contestProblem('A').wrong)).toBe('Wrong Answer');

    // Before the results are out nobody is rated: All Time ranks nobody (docs/leaderboard.md#order).
    await winner.page.goto('/leaderboard');
    await winner.page.getByText('Nobody is rated yet').waitFor();
    expect(await winner.page.getByTestId('leaderboard-row').count()).toBe(0);

    // The contest ends now, its last minute frozen; the admin publishes the final results.
    const ended = await api(admin.token, 'PATCH', `/api/admin/contests/${contestId}`, {
      endTime: new Date().toISOString(),
      freezeMinutes: 1,
    });
    expect(ended.status, await ended.clone().text()).toBe(200);
    await admin.page.goto(`/admin/contests/${contestId}`);
    await admin.page.getByRole('button', { name: 'Unfreeze' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Unfreeze' }).click();
    await expect.poll(() => admin.page.getByText('Final results published.').count()).toBeGreaterThan(0);

    // The leaderboard: Winner first and above 1500, Last below it and last.
    await expect
      .poll(
        async () => {
          await winner.page.reload();
          return (await leaderboardRows(winner.page))[0]?.[0];
        },
        { timeout: 15_000 },
      )
      .toBe(winner.username);
    const after = await leaderboardRows(winner.page);
    const ratingOf = (player: TestAccount) =>
      after.find(([username]) => username === player.username)?.[1] ?? 0;
    const order = after.map(([username]) => username);
    expect(ratingOf(winner)).toBeGreaterThan(1500);
    // The admin took part in no rated contest: not ranked above those who did (nor at all).
    expect(order).not.toContain(admin.username);
    expect(ratingOf(last)).toBeLessThan(1500);
    expect(order.indexOf(winner.username)).toBeLessThan(order.indexOf(middle.username));
    expect(order.indexOf(middle.username)).toBeLessThan(order.indexOf(last.username));
    expect(order.at(-1)).toBe(last.username);
    // The signed-in user's own row is marked.
    expect(await winner.page.getByTestId('leaderboard-row').first().getAttribute('aria-current')).toBe(
      'true',
    );

    // Winner's profile: the rating, the graph over one contest, the contest in the history with a rise.
    await winner.page.goto(`/profile/${winner.username}`);
    const rating = winner.page.getByTestId('profile-rating');
    await expect.poll(() => rating.innerText()).toContain(String(ratingOf(winner)));
    const graph = winner.page.getByRole('img', { name: /^Rating graph over 1 rated contest/ });
    await graph.waitFor();
    expect(await graph.getAttribute('aria-label')).toContain(`${ratingOf(winner)} after the first`);
    // The line is drawn: an SVG path through the one point, on the level bands.
    await expect
      .poll(() => winner.page.getByTestId('rating-chart').locator('svg path').count())
      .toBeGreaterThan(0);
    // One contest draws a line from the 1500 start to the new rating, not a lone dot: the curve has a
    // segment, and two dots.
    expect(await graph.getAttribute('aria-label')).toContain('from 1500 at the start');
    const curve = winner.page.getByTestId('rating-chart').locator('path.recharts-line-curve');
    await expect.poll(async () => (await curve.getAttribute('d')) ?? '').toMatch(/L\s*[\d.]/);
    expect(await winner.page.getByTestId('rating-chart').locator('.recharts-line-dot').count()).toBe(2);
    const history = winner.page.getByTestId('profile-contest-history');
    await expect.poll(() => history.innerText()).toContain(TITLE);
    const winnerRow = (await history.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ');
    expect(winnerRow).toContain('1 / 3');
    expect(winnerRow).toContain(`+${ratingOf(winner) - 1500}`);

    // Last's profile: the fall, with a minus sign.
    await last.page.goto(`/profile/${last.username}`);
    const lastHistory = last.page.getByTestId('profile-contest-history');
    await expect.poll(() => lastHistory.innerText()).toContain(TITLE);
    const lastRow = (await lastHistory.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ');
    expect(lastRow).toContain('3 / 3');
    expect(lastRow).toContain(`\u2212${1500 - ratingOf(last)}`);

    // This Week: those who solved a problem today, by how many; Last and the admin solved none.
    await winner.page.goto('/leaderboard');
    await winner.page.getByRole('tab', { name: 'This Week' }).click();
    await winner.page.waitForURL((url) => url.searchParams.get('period') === 'week');
    await expect
      .poll(async () => (await leaderboardRows(winner.page)).map(([username]) => username))
      .toEqual([winner.username, middle.username]);
    await winner.page.getByText(/^Ranked by problems first solved since /).waitFor();
    const weekSolved = await winner.page
      .getByTestId('leaderboard-row')
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[3]?.textContent));
    expect(weekSolved).toEqual(['2', '1']);
  });
});
