/**
 * A short contest end to end: an admin creates it at /admin/contests/new (started a minute ago, twenty
 * minutes long, three bank problems, a freeze at the end); two users join it on /contests and solve in the
 * solve editor opened from its Problems tab, with wrong tries; the public board is read cell by cell
 * against ranks and penalties computed here from the minutes it shows. The freeze is then made to begin
 * (the admin API moves the end): a solve by user1 shows '?' to user2 and its verdict on the admin's
 * board (whose cells read like the public board's). The contest is ended, the admin clicks Unfreeze and
 * user2's board shows the verdict. A third user starts a virtual run of the ended contest and sees the
 * board as it stood at minute 0, their own row marked virtual. The server loads these three bank packages
 * only (copied to a temporary folder), so the judge's work stays small.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi, type TestAccount } from './support/accounts';
import { CONTEST_PROBLEMS, contestBankDir, contestProblem, type ContestLabel } from './support/contest-bank';
import { editorText, openEditor, writeCode } from './support/editor';
import { localInput } from './support/forms';
import { useLiveApp } from './support/live-app';

const PROBLEMS = CONTEST_PROBLEMS;
type Label = ContestLabel;
const problem = contestProblem;
/** A program that crashes: a wrong try whose message differs from a Wrong Answer's. */
const CRASH = 'print(1 // 0)';

const bankDir = contestBankDir();

const ADMIN_EMAIL = 'contest-admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL, PROBLEMS_DIR: bankDir });

const MINUTE = 60_000;
const PENALTY = 20;
const TITLE = 'Spring Sprint';
const DESCRIPTION = 'Solve **fast**: $n \\le 10^5$.';

/** Changes the contest through the admin API, as the admin's browser would. */
async function patchContest(token: string, id: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${app.server.url}/api/admin/contests/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const texts = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .innerText()
    .then((text) => text.trim().replace(/\s+/g, ' '));

/**
 * Opens the contest's problem from its Problems tab (unless the editor is on it already: `opened`) and
 * submits `code`, waiting for the verdict line. Tries of one problem in a row expect different verdicts,
 * so the line awaited is never the one left by the try before.
 */
async function submitInContest(
  page: Page,
  contestId: string,
  label: Label,
  code: string,
  expected: RegExp,
  opened = false,
): Promise<void> {
  const { id, title } = problem(label);
  if (!opened) {
    await page.goto(`/contests/${contestId}?tab=problems`);
    await page.getByTestId(`contest-problem-${label}`).getByRole('link', { name: title }).click();
    await page.waitForURL(
      (url) => url.pathname === `/problems/solve/${id}` && url.searchParams.get('contest') === contestId,
    );
    await openEditor(page);
    // The top bar names the contest (a link back to its problems), the problem's label and the time left.
    await expect.poll(() => texts(page, 'solve-contest-label')).toBe(label);
    expect(await texts(page, 'solve-contest-link')).toBe(TITLE);
    expect(await page.getByTestId('solve-contest-link').getAttribute('href')).toBe(
      `/contests/${contestId}?tab=problems`,
    );
    expect(await texts(page, 'solve-contest-time')).toMatch(/^\d+:\d\d:\d\d left$/);
    expect(await page.getByLabel('Language', { exact: true }).inputValue()).toBe('python');
    await expect.poll(() => editorText(page)).not.toBe('');
  }
  await writeCode(page, code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect
    .poll(
      () =>
        page
          .getByTestId('submit-result')
          .innerText()
          .catch(() => ''),
      { timeout: 30_000 },
    )
    .toMatch(expected);
}

const ACCEPTED = /^Accepted - /;
const WRONG = /^Wrong Answer on test \d+ - /;
const CRASHED = /^Runtime Error on test \d+ - /;

type Cell = { solved: boolean; wrong: number; minute: number | null; tries: number };

/** A public board cell's text: '+', '+{wrong}' then the minute; '-{tries}'; '? {tries}'; '' (not tried). */
function readCell(text: string): Cell {
  const solved = /^\+(\d*) (\d+)$/.exec(text);
  if (solved) {
    const wrong = Number(solved[1] || 0);
    return { solved: true, wrong, minute: Number(solved[2]), tries: wrong + 1 };
  }
  const failed = /^-(\d+)$/.exec(text);
  if (failed) return { solved: false, wrong: Number(failed[1]), minute: null, tries: Number(failed[1]) };
  if (text === '') return { solved: false, wrong: 0, minute: null, tries: 0 };
  throw new Error(`Unexpected cell text '${text}'.`);
}

describe('contests', () => {
  it('runs a short contest: solving in the editor, the ICPC board, the freeze, the unfreeze and a virtual run', async () => {
    const started = Date.now();
    // The admin (made by ADMIN_EMAILS at sign-up) creates the contest through the form.
    const admin: TestAccount = { ...newAccount('chief'), email: ADMIN_EMAIL };
    const adminPage = await app.page();
    await signUpThroughUi(adminPage, app.server.dataDir, admin);
    const adminToken = await adminPage.evaluate(() => localStorage.getItem('token'));
    if (!adminToken) throw new Error('The admin has no token.');

    await adminPage.goto('/admin/contests/new');
    await adminPage.getByLabel('Title', { exact: true }).fill(TITLE);
    // Started a minute ago (to the minute, as the form takes it), twenty minutes long.
    const start = Math.floor(Date.now() / MINUTE) * MINUTE - MINUTE;
    await adminPage.getByLabel('Start', { exact: true }).fill(await localInput(adminPage, start));
    await adminPage.getByLabel('End', { exact: true }).fill(await localInput(adminPage, start + 20 * MINUTE));
    for (const { title } of PROBLEMS) await adminPage.getByRole('button', { name: `Add ${title}` }).click();
    await expect
      .poll(() =>
        adminPage
          .getByTestId('contest-problem')
          .evaluateAll((items) => items.map((item) => item.dataset.label)),
      )
      .toEqual(['A', 'B', 'C']);
    await adminPage.getByLabel('Penalty (minutes)').fill(String(PENALTY));
    await adminPage.getByLabel('Freeze (minutes)').fill('5');
    // The description, previewed by the server's renderer as it is typed (KaTeX's math included).
    await adminPage.getByLabel('Description', { exact: true }).fill(DESCRIPTION);
    const preview = adminPage.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.locator('strong').textContent(), { timeout: 15_000 }).toBe('fast');
    expect(await preview.locator('.katex').count()).toBe(1);
    await adminPage.getByRole('button', { name: 'Create contest' }).click();
    await adminPage.waitForURL(/\/admin\/contests\/[0-9a-f-]{36}$/);
    const contestId = adminPage.url().split('/').pop() ?? '';

    // Two users join it from the contest list.
    const user1 = newAccount('one');
    const user2 = newAccount('two');
    const page1 = await app.page();
    const page2 = await app.page();
    for (const [page, account] of [
      [page1, user1],
      [page2, user2],
    ] as const) {
      await signUpThroughUi(page, app.server.dataDir, account);
      await page.goto('/contests');
      const card = page.getByTestId(`contest-card-${contestId}`);
      await card.getByRole('button', { name: 'Join Contest' }).click();
      await card.getByRole('link', { name: 'Enter' }).waitFor();
    }

    // The Overview shows the description as the server stored it: no Markdown renderer is downloaded.
    const scripts: string[] = [];
    page1.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page1.goto(`/contests/${contestId}`);
    const description = page1.getByTestId('contest-description');
    await expect.poll(() => description.locator('strong').textContent()).toBe('fast');
    expect(await description.locator('.katex annotation').textContent()).toBe('n \\le 10^5');
    expect(scripts.filter((url) => /markdown|katex/i.test(url))).toEqual([]);

    // user1: A wrong then right, B right. user2: A right, C wrong twice (a wrong answer, a crash), then right.
    await submitInContest(page1, contestId, 'A', problem('A').wrong, WRONG);
    await submitInContest(page1, contestId, 'A', problem('A').accepted, ACCEPTED, true);
    await submitInContest(page1, contestId, 'B', problem('B').accepted, ACCEPTED);
    await submitInContest(page2, contestId, 'A', problem('A').accepted, ACCEPTED);
    await submitInContest(page2, contestId, 'C', problem('C').wrong, WRONG);
    await submitInContest(page2, contestId, 'C', CRASH, CRASHED, true);
    await submitInContest(page2, contestId, 'C', problem('C').accepted, ACCEPTED, true);

    // The public board, as user2 sees it, cell by cell.
    await page2.goto(`/contests/${contestId}?tab=scoreboard`);
    const expectedCells: Record<string, Record<Label, { solved: boolean; wrong: number }>> = {
      [user1.username]: {
        A: { solved: true, wrong: 1 },
        B: { solved: true, wrong: 0 },
        C: { solved: false, wrong: 0 },
      },
      [user2.username]: {
        A: { solved: true, wrong: 0 },
        B: { solved: false, wrong: 0 },
        C: { solved: true, wrong: 2 },
      },
    };
    await expect
      .poll(() => texts(page2, `cell-${user2.username}-C`), { timeout: 15_000 })
      .toMatch(/^\+2 \d+$/);
    const standings: { username: string; solved: number; penalty: number; last: number }[] = [];
    const minutes: Record<string, Partial<Record<Label, number>>> = {};
    for (const [username, cells] of Object.entries(expectedCells)) {
      let solved = 0;
      let penalty = 0;
      let last = 0;
      minutes[username] = {};
      for (const label of ['A', 'B', 'C'] as const) {
        const cell = readCell(await texts(page2, `cell-${username}-${label}`));
        const want = cells[label];
        expect({ username, label, solved: cell.solved, wrong: cell.wrong }).toEqual({
          username,
          label,
          ...want,
        });
        if (!cell.solved || cell.minute === null) continue;
        // Solved at the minute the board shows, counted from the start (a minute before creation, at least).
        expect(cell.minute).toBeGreaterThanOrEqual(1);
        expect(cell.minute).toBeLessThanOrEqual(Math.ceil((Date.now() - start) / MINUTE));
        minutes[username][label] = cell.minute;
        solved += 1;
        penalty += cell.minute + PENALTY * cell.wrong;
        last = Math.max(last, cell.minute);
      }
      standings.push({ username, solved, penalty, last });
    }
    // ICPC: more solved, then less penalty, then the earlier last solve; equal rows share the rank.
    const better = (a: (typeof standings)[number], b: (typeof standings)[number]) =>
      b.solved - a.solved || a.penalty - b.penalty || a.last - b.last;
    for (const row of standings) {
      const rank = 1 + standings.filter((other) => better(other, row) < 0).length;
      expect({ username: row.username, rank: await texts(page2, `rank-${row.username}`) }).toEqual({
        username: row.username,
        rank: String(rank),
      });
      expect({ username: row.username, penalty: await texts(page2, `penalty-${row.username}`) }).toEqual({
        username: row.username,
        penalty: String(row.penalty),
      });
    }
    // By hand for user1: A's minute and 20 for its wrong try, plus B's minute.
    const user1Row = standings.find((row) => row.username === user1.username);
    expect(user1Row?.penalty).toBe(
      (minutes[user1.username]?.A ?? 0) + PENALTY + (minutes[user1.username]?.B ?? 0),
    );

    // The freeze begins now: the end moves to five minutes from now, with a five-minute freeze. Every try
    // above was made before it, so the public board keeps showing them.
    const freezeStart = Date.now();
    await patchContest(adminToken, contestId, {
      endTime: new Date(freezeStart + 5 * MINUTE).toISOString(),
      freezeMinutes: 5,
    });
    await page2.getByTestId('scoreboard-frozen').waitFor();

    // user1 solves C in the freeze: user2 sees '?', the admin sees the verdict.
    await submitInContest(page1, contestId, 'C', problem('C').accepted, ACCEPTED);
    await expect.poll(() => texts(page2, `cell-${user1.username}-C`), { timeout: 15_000 }).toBe('? 1');
    // user2's own cells and user1's cells from before the freeze are as they were.
    expect(readCell(await texts(page2, `cell-${user1.username}-A`))).toMatchObject({
      solved: true,
      wrong: 1,
    });
    expect(readCell(await texts(page2, `cell-${user2.username}-C`))).toMatchObject({
      solved: true,
      wrong: 2,
    });

    // The admin's board reads like the public one: '+' or '+{wrong}', then the minute.
    await adminPage.goto(`/admin/contests/${contestId}?tab=scoreboard`);
    await expect
      .poll(() => texts(adminPage, `admin-cell-${user1.username}-C`), { timeout: 15_000 })
      .toMatch(/^\+ \d+$/);
    expect(await texts(adminPage, `admin-cell-${user1.username}-A`)).toBe(`+1 ${minutes[user1.username]?.A}`);
    expect(await texts(adminPage, `admin-cell-${user2.username}-C`)).toBe(`+2 ${minutes[user2.username]?.C}`);

    // The contest ends now; the freeze still begins no later than it did (whole minutes before the end).
    const end = Date.now();
    await patchContest(adminToken, contestId, {
      endTime: new Date(end).toISOString(),
      freezeMinutes: Math.ceil((end - freezeStart) / MINUTE),
    });
    await page2.reload();
    await expect.poll(() => texts(page2, `cell-${user1.username}-C`)).toBe('? 1');
    await page2.getByTestId('scoreboard-frozen').waitFor();

    // The admin publishes the final results: user2's open board shows user1's verdict.
    await adminPage.reload();
    await adminPage.getByRole('button', { name: 'Unfreeze' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Unfreeze' }).click();
    await expect.poll(() => adminPage.getByText('Final results published.').count()).toBeGreaterThan(0);
    await expect
      .poll(() => texts(page2, `cell-${user1.username}-C`), { timeout: 15_000 })
      .toMatch(/^\+ \d+$/);
    await page2.getByText('Final results', { exact: true }).waitFor();

    // After the end the editor is in practice: it says so.
    await page2.goto(`/contests/${contestId}?tab=problems`);
    // The problem list's Solved and Tried are the board's counts (they come with its first page).
    const counts = await page2.evaluate(async (id) => {
      const response = await fetch(`/api/contests/${id}/scoreboard`);
      const board = (await response.json()) as {
        problems: { solvedCount: number; attemptedCount: number }[];
      };
      return board.problems[0];
    }, contestId);
    expect(counts?.solvedCount).toBeGreaterThan(0);
    await expect
      .poll(() => page2.getByTestId('contest-problem-A').locator('td').nth(3).innerText())
      .toBe(String(counts?.solvedCount));
    expect(await page2.getByTestId('contest-problem-A').locator('td').nth(4).innerText()).toBe(
      String(counts?.attemptedCount),
    );
    await page2
      .getByTestId('contest-problem-A')
      .getByRole('link', { name: problem('A').title })
      .click();
    await expect.poll(() => texts(page2, 'solve-contest-time')).toBe('Contest over');

    // A third user runs the ended contest virtually: the board as it stood at minute 0.
    const user3 = newAccount('three');
    const page3 = await app.page();
    await signUpThroughUi(page3, app.server.dataDir, user3);
    await page3.goto(`/contests/${contestId}`);
    await page3.getByRole('button', { name: 'Start virtual run' }).click();
    await page3.waitForURL((url) => url.searchParams.get('tab') === 'problems');
    await page3.getByRole('tab', { name: 'Scoreboard' }).click();
    await page3.getByText('Virtual board: the official standings as they stood at minute 0').waitFor();
    const own = page3.getByTestId(`scoreboard-row-${user3.username}`);
    await own.waitFor();
    expect(await own.getAttribute('data-virtual')).toBe('true');
    expect(await own.getByText('Virtual', { exact: true }).count()).toBe(1);
    for (const account of [user1, user2, user3]) {
      expect(await texts(page3, `rank-${account.username}`)).toBe('1');
      expect(await texts(page3, `penalty-${account.username}`)).toBe('0');
      for (const { label } of PROBLEMS)
        expect(await texts(page3, `cell-${account.username}-${label}`)).toBe('');
    }

    console.log(`[e2e] contest scenario took ${Math.round((Date.now() - started) / 1000)} s`);
  }, 120_000);
});
