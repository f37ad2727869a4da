/**
 * Team contests and an IOI board end to end. Six users form two teams of three on /teams (one creates the
 * team with an affiliation, the others join by its invite link); an admin's team contest (ICPC, created
 * through the admin API: the form is not what this file tests) is registered by one member of each team
 * in the contest page's dialog; other members solve in the solve editor. The board names each team, its
 * affiliation and its members, and marks the team's row as theirs for a teammate who did not submit. The
 * freeze hides the other team's solve ('?'), the admin unfreezes after the end and the awards name the
 * winning team. A second contest, IOI, holds the big-sum fixture (subtasks of 40 and 60 points): one user
 * scores each subtask in a different submission and gets 100 ('40+60'), another gets their 40.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi, type TestAccount } from './support/accounts';
import {
  CONTEST_PROBLEMS,
  SCORING_PROBLEM_ID,
  contestBankDir,
  contestProblem,
  type ContestLabel,
} from './support/contest-bank';
import { openEditor, writeCode } from './support/editor';
import { useLiveApp } from './support/live-app';

// The IOI contest's problem: the scoring fixture (subtasks of 40 and 60 points), loaded with the bank.
const bankDir = contestBankDir({ scoring: true });
const SCORING_ID = SCORING_PROBLEM_ID;

const ADMIN_EMAIL = 'team-contest-admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL, PROBLEMS_DIR: bankDir });

const MINUTE = 60_000;
const ACCEPTED = /^Accepted - /;

/** The big-sum programs: right on group1 only, right on group2 only (and the sample, whose sum is 3). */
const READ_SUM = 'n, *x = map(int, open(0).read().split())\ns = sum(x[:n])\n';
const SUBTASK_1_ONLY = `${READ_SUM}print(s if s <= 6 else -1)`;
const SUBTASK_2_ONLY = `${READ_SUM}print(s if s > 6 or s == 3 else -1)`;

const texts = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .innerText()
    .then((text) => text.trim().replace(/\s+/g, ' '));

let adminToken: string | undefined;
/** The admin (made by ADMIN_EMAILS at sign-up), signed up once for both tests. */
async function admin(): Promise<{ token: string; page: Page }> {
  const page = await app.page();
  if (adminToken) {
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('token', token), adminToken);
    return { token: adminToken, page };
  }
  const account: TestAccount = { ...newAccount('chief'), email: ADMIN_EMAIL };
  await signUpThroughUi(page, app.server.dataDir, account);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('The admin has no token.');
  adminToken = token;
  return { token, page };
}

/** Calls the admin API as the admin's browser would; returns the JSON answer. */
async function adminApi(
  token: string,
  method: 'POST' | 'PATCH',
  route: string,
  body: Record<string, unknown>,
): Promise<{ contest: { id: string } }> {
  const response = await fetch(`${app.server.url}/api/admin/contests${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, text).toBe(true);
  return JSON.parse(text) as { contest: { id: string } };
}

/**
 * Users signed up through the UI, each in a page of their own; side by side, since each mostly waits for
 * its e-mailed code (what is tested here comes after).
 */
function signUp(prefixes: string[]): Promise<{ account: TestAccount; page: Page }[]> {
  return Promise.all(
    prefixes.map(async (prefix) => {
      const account = newAccount(prefix);
      const page = await app.page();
      await signUpThroughUi(page, app.server.dataDir, account);
      return { account, page };
    }),
  );
}

/** Creates a team on /teams with an affiliation; returns its invite link. */
async function createTeam(
  page: Page,
  team: { name: string; fullName: string; shortName: string; country: string },
): Promise<string> {
  await page.goto('/teams');
  const form = page.getByRole('form', { name: 'Create a team' });
  await form.getByLabel('Team name').fill(team.name);
  await form.getByLabel('Full name').fill(team.fullName);
  await form.getByLabel('Short name').fill(team.shortName);
  await form.getByLabel('Country code (optional)').fill(team.country);
  await form.getByRole('button', { name: 'Create team' }).click();
  await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
  await page.getByTestId('invite-link').waitFor();
  return (await page.getByTestId('invite-link').textContent()) ?? '';
}

/** A signed-in user opens the invite link and joins: they land on the team's page. */
async function joinTeam(page: Page, link: string, teamName: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('button', { name: 'Join team' }).click();
  await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: teamName }).waitFor();
}

/** Opens a contest problem from the contest's Problems tab and submits `code`, awaiting `expected`. */
async function submitInContest(
  page: Page,
  contestId: string,
  problem: { label: string; title: string },
  code: string,
  expected: RegExp,
  read: (page: Page) => Promise<string> = (p) => texts(p, 'submit-result').catch(() => ''),
): Promise<void> {
  await page.goto(`/contests/${contestId}?tab=problems`);
  await page
    .getByTestId(`contest-problem-${problem.label}`)
    .getByRole('link', { name: problem.title })
    .click();
  await page.waitForURL((url) => url.searchParams.get('contest') === contestId);
  await openEditor(page);
  await writeCode(page, code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => read(page), { timeout: 30_000 }).toMatch(expected);
}

describe('team contests', () => {
  it('registers two teams, shows them on the ICPC board, freezes, unfreezes and names the winning team', async () => {
    const started = Date.now();
    const [users, { token, page: adminPage }] = await Promise.all([
      signUp(['rk1', 'rk2', 'rk3', 'cm1', 'cm2', 'cm3']),
      admin(),
    ]);
    const [r1, r2, r3, c1, c2, c3] = users;
    if (!r1 || !r2 || !r3 || !c1 || !c2 || !c3) throw new Error('Six users expected.');

    // Two teams of three, formed in the UI (the two teams side by side).
    const formTeam = async (
      creator: Page,
      members: Page[],
      team: { name: string; fullName: string; shortName: string; country: string },
    ) => {
      const link = await createTeam(creator, team);
      for (const member of members) await joinTeam(member, link, team.name);
    };
    await Promise.all([
      formTeam(r1.page, [r2.page, r3.page], {
        name: 'Rockets',
        fullName: 'University of Science',
        shortName: 'HCMUS',
        country: 'vnm',
      }),
      formTeam(c1.page, [c2.page, c3.page], {
        name: 'Comets',
        fullName: 'Institute of Technology',
        shortName: 'HUST',
        country: 'vnm',
      }),
    ]);
    const signedUp = Date.now();

    // The admin's team contest: ICPC, teams of three, started a minute ago, a freeze of five minutes.
    const start = Date.now() - MINUTE;
    const TITLE = 'Team Relay';
    const { contest } = await adminApi(token, 'POST', '', {
      title: TITLE,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 30 * MINUTE).toISOString(),
      problems: CONTEST_PROBLEMS.map(({ id }) => id),
      format: 'icpc',
      participation: 'team',
      teamSize: 3,
      penaltyMinutes: 20,
      freezeMinutes: 5,
    });
    const contestId = contest.id;

    // One member of each team registers the team from the contest's page.
    for (const [member, team] of [
      [r1, 'Rockets'],
      [c1, 'Comets'],
    ] as const) {
      await member.page.goto(`/contests/${contestId}`);
      await member.page.getByRole('button', { name: 'Join Contest' }).click();
      const dialog = member.page.getByRole('dialog', { name: `Register a team for ${TITLE}` });
      await dialog.getByRole('radio', { name: new RegExp(team) }).check();
      await dialog.getByRole('button', { name: 'Register team' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await member.page.getByRole('button', { name: 'Registered' }).waitFor();
    }

    // Teammates who did not register solve: Rockets A, B and C; Comets A.
    const problem = (label: ContestLabel) => contestProblem(label);
    await submitInContest(r2.page, contestId, problem('A'), problem('A').accepted, ACCEPTED);
    await submitInContest(r3.page, contestId, problem('B'), problem('B').accepted, ACCEPTED);
    await submitInContest(r2.page, contestId, problem('C'), problem('C').accepted, ACCEPTED);
    await submitInContest(c2.page, contestId, problem('A'), problem('A').accepted, ACCEPTED);

    // The board as r1 sees it (who submitted nothing): team rows with affiliation and members, theirs marked.
    const board = r1.page;
    await board.goto(`/contests/${contestId}?tab=scoreboard`);
    await expect.poll(() => texts(board, 'cell-Rockets-C'), { timeout: 15_000 }).toMatch(/^\+ \d+$/);
    const rockets = board.getByTestId('scoreboard-row-Rockets');
    const rocketsText = (await rockets.innerText()).replace(/\s+/g, ' ');
    expect(rocketsText).toContain('Rockets');
    // The affiliation's short name, and its country as a flag named for screen readers and its code.
    expect(rocketsText).toContain('HCMUS');
    expect(rocketsText).toContain('VNM');
    expect(await rockets.getByRole('img', { name: 'Vietnam' }).textContent()).toBe('🇻🇳');
    for (const member of [r1, r2, r3]) expect(rocketsText).toContain(member.account.username);
    expect(await rockets.getAttribute('data-you')).toBe('true');
    expect(await rockets.getAttribute('aria-current')).toBe('true');
    const comets = board.getByTestId('scoreboard-row-Comets');
    const cometsText = (await comets.innerText()).replace(/\s+/g, ' ');
    expect(cometsText).toContain('HUST');
    expect(await comets.getByRole('img', { name: 'Vietnam' }).count()).toBe(1);
    for (const member of [c1, c2, c3]) expect(cometsText).toContain(member.account.username);
    expect(await comets.getAttribute('data-you')).toBeNull();
    expect(await texts(board, 'rank-Rockets')).toBe('1');
    expect(await texts(board, 'rank-Comets')).toBe('2');
    expect(await texts(board, 'cell-Comets-A')).toMatch(/^\+ \d+$/);
    // c3 (Comets, no submission either) sees Comets marked as theirs, not Rockets.
    await c3.page.goto(`/contests/${contestId}?tab=scoreboard`);
    await c3.page.getByTestId('scoreboard-row-Comets').waitFor();
    expect(await c3.page.getByTestId('scoreboard-row-Comets').getAttribute('data-you')).toBe('true');
    expect(await c3.page.getByTestId('scoreboard-row-Rockets').getAttribute('data-you')).toBeNull();

    // The freeze begins now (the end moves to five minutes from now); Comets solve B in it.
    const freezeStart = Date.now();
    await adminApi(token, 'PATCH', `/${contestId}`, {
      endTime: new Date(freezeStart + 5 * MINUTE).toISOString(),
      freezeMinutes: 5,
    });
    await board.getByTestId('scoreboard-frozen').waitFor();
    await submitInContest(c3.page, contestId, problem('B'), problem('B').accepted, ACCEPTED);
    await expect.poll(() => texts(board, 'cell-Comets-B'), { timeout: 15_000 }).toBe('? 1');

    // The contest ends; the admin publishes the final results; the verdict shows and Rockets win.
    const end = Date.now();
    await adminApi(token, 'PATCH', `/${contestId}`, {
      endTime: new Date(end).toISOString(),
      freezeMinutes: Math.ceil((end - freezeStart) / MINUTE),
    });
    await board.reload();
    await expect.poll(() => texts(board, 'cell-Comets-B')).toBe('? 1');
    await adminPage.goto(`/admin/contests/${contestId}?tab=scoreboard`);
    await adminPage.getByRole('button', { name: 'Unfreeze' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Unfreeze' }).click();
    await expect.poll(() => adminPage.getByText('Final results published.').count()).toBeGreaterThan(0);
    await expect.poll(() => texts(board, 'cell-Comets-B'), { timeout: 15_000 }).toMatch(/^\+ \d+$/);
    await board.getByText('Final results', { exact: true }).waitFor();
    const awards = board.getByTestId('awards');
    await awards.waitFor();
    const winner = awards.locator('dt', { hasText: /^Winners?$/ }).locator('xpath=following-sibling::dd[1]');
    expect((await winner.innerText()).trim()).toBe('Rockets');
    expect(await texts(board, 'rank-Rockets')).toBe('1');
    expect(await texts(board, 'rank-Comets')).toBe('2');

    console.log(
      `[e2e] team contest took ${Math.round((Date.now() - started) / 1000)} s ` +
        `(sign-ups and teams ${Math.round((signedUp - started) / 1000)} s)`,
    );
  }, 180_000);

  it('ranks an IOI contest by the best of each subtask: 40 + 60 from two submissions', async () => {
    const started = Date.now();
    const [full, partial] = await signUp(['ioi1', 'ioi2']);
    if (!full || !partial) throw new Error('Two users expected.');
    const { token } = await admin();
    const TITLE = 'Subtask Sprint';
    const { contest } = await adminApi(token, 'POST', '', {
      title: TITLE,
      startTime: new Date(Date.now() - MINUTE).toISOString(),
      endTime: new Date(Date.now() + 30 * MINUTE).toISOString(),
      problems: [SCORING_ID],
      format: 'ioi',
      participation: 'individual',
      freezeMinutes: 0,
    });
    const contestId = contest.id;
    for (const { page } of [full, partial]) {
      await page.goto(`/contests/${contestId}`);
      await page.getByRole('button', { name: 'Join Contest' }).click();
      await page.getByRole('button', { name: 'Registered' }).waitFor();
    }

    const bigSum = { label: 'A', title: 'Big Sum' };
    const badge = (page: Page) => texts(page, 'score-badge').catch(() => '');
    await submitInContest(full.page, contestId, bigSum, SUBTASK_1_ONLY, /^40 \/ 100 points$/, badge);
    await submitInContest(full.page, contestId, bigSum, SUBTASK_2_ONLY, /^60 \/ 100 points$/, badge);
    await submitInContest(partial.page, contestId, bigSum, SUBTASK_1_ONLY, /^40 \/ 100 points$/, badge);

    const board = partial.page;
    const fullName = full.account.username;
    const partialName = partial.account.username;
    await board.goto(`/contests/${contestId}?tab=scoreboard`);
    await expect.poll(() => texts(board, `score-${fullName}`), { timeout: 15_000 }).toBe('100');
    expect(await texts(board, `cell-${fullName}-A`)).toBe('100 40+60');
    expect(await texts(board, `rank-${fullName}`)).toBe('1');
    expect(await texts(board, `score-${partialName}`)).toBe('40');
    expect(await texts(board, `cell-${partialName}-A`)).toBe('40 40+0');
    expect(await texts(board, `rank-${partialName}`)).toBe('2');
    const headings = await board
      .getByRole('table', { name: 'Scoreboard' })
      .getByRole('columnheader')
      .allInnerTexts();
    expect(headings.map((heading) => heading.trim().toLowerCase())).toEqual(['rank', 'user', 'score', 'a']);

    console.log(`[e2e] IOI contest took ${Math.round((Date.now() - started) / 1000)} s`);
  }, 120_000);
});
