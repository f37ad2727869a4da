/**
 * The team screens and the points contest at phone size, driven from the keyboard where a user would.
 * At 390×844 a captain creates a team (and a second one, so the register dialog has a choice), copies
 * the invite link, a mate opens it and joins; an admin creates a team contest (ICPC, teams of 2) and a
 * points contest (IOI) with the admin form; the captain registers the team through the dialog with Tab,
 * Space, Enter and the arrows (focus stays in the dialog and goes back to the button that opened it), and
 * the boards of both contests are read at 390×844 and 360×740. On every screen: the page does not scroll
 * sideways (only the scoreboard's own frame may, and a tab strip), every visible control is at least 44 px tall, and a
 * tap at each control's centre reaches it (nothing covers it, VGuy's bubble included).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi, type TestAccount } from './support/accounts';
import { SCORING_PROBLEM_ID, contestBankDir, contestProblem } from './support/contest-bank';
import { localInput } from './support/forms';
import { isFocused } from './support/focus';
import { useLiveApp } from './support/live-app';
import { checkScreen } from './support/screen-audit';
import { submitThroughApi, verdictOf } from './support/submissions';

// The points contest's problem: the scoring fixture (subtasks of 40 and 60 points), loaded with the bank.
const bankDir = contestBankDir({ scoring: true });
const SCORING_ID = SCORING_PROBLEM_ID;

const ADMIN_EMAIL = 'phone-teams-admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL, PROBLEMS_DIR: bankDir });

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const MINUTE = 60_000;

const READ_SUM = 'n, *x = map(int, open(0).read().split())\ns = sum(x[:n])\n';
const SUBTASK_1_ONLY = `${READ_SUM}print(s if s <= 6 else -1)`;
const SUBTASK_2_ONLY = `${READ_SUM}print(s if s > 6 or s == 3 else -1)`;

/** Whether the focused element shows it: an outline or a ring (box-shadow) drawn around it. */
function focusShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has focus';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return outline || ring
      ? ''
      : `no visible focus on <${element.tagName.toLowerCase()}> "${element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.slice(0, 40)}"`;
  });
}

/** Presses Tab until `target` has focus (at most `limit` times), each focused element showing its focus. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusShown(page), `focus after ${presses + 1} Tab`).toBe('');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses.`);
}

/** Types into a field reached by its label: it is focused, emptied and typed into from the keyboard. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

/** Submits through the API in the page's session and waits for the judge to finish it. */
async function submitAndWait(page: Page, contestId: string, problemId: string, code: string): Promise<void> {
  await verdictOf(page, await submitThroughApi(page, { contestId, problemId, code }), 40_000);
}

async function signUp(prefix: string, email?: string): Promise<{ account: TestAccount; page: Page }> {
  const account = { ...newAccount(prefix), ...(email ? { email } : {}) };
  const page = await app.page();
  await signUpThroughUi(page, app.server.dataDir, account);
  await page.setViewportSize(PHONE);
  return { account, page };
}

/** The admin's contest form at phone size, filled from the keyboard (the dates with fill: see below). */
async function createContestWithForm(
  page: Page,
  contest: { title: string; format: 'ICPC' | 'IOI'; teams: boolean; problems: string[] },
): Promise<string> {
  await page.goto('/admin/contests/new');
  const title = page.getByLabel('Title', { exact: true });
  await title.waitFor();
  await typeInto(title, contest.title);
  // A datetime-local's segments follow the browser's locale: the value is set whole, as the other tests do.
  const start = Math.floor(Date.now() / MINUTE) * MINUTE - MINUTE;
  await page.getByLabel('Start', { exact: true }).fill(await localInput(page, start));
  await page.getByLabel('End', { exact: true }).fill(await localInput(page, start + 60 * MINUTE));
  if (contest.teams) {
    const contestants = page.getByLabel('Contestants', { exact: true });
    await contestants.focus();
    await page.keyboard.press('ArrowDown');
    expect(await contestants.inputValue()).toBe('team');
    await typeInto(page.getByLabel('Team size', { exact: true }), '2');
  }
  const format = page.getByLabel('Format', { exact: true });
  if (contest.format === 'IOI') {
    await format.focus();
    await page.keyboard.press('ArrowDown');
    expect(await format.inputValue()).toBe('ioi');
    expect(await page.getByLabel('Points of a problem', { exact: true }).inputValue()).toBe('best-subtasks');
  } else expect(await format.inputValue()).toBe('icpc');
  for (const problemTitle of contest.problems) {
    const add = page.getByRole('button', { name: `Add ${problemTitle}` });
    await add.focus();
    await page.keyboard.press('Enter');
  }
  await expect.poll(() => page.getByTestId('contest-problem').count()).toBe(contest.problems.length);
  await checkScreen(page, `the admin form (${contest.format})`);
  const create = page.getByRole('button', { name: 'Create contest' });
  await create.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/contests\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() ?? '';
}

describe('team and points-contest screens on a phone', () => {
  it('creates, joins and registers a team, creates both contests and reads both boards, at 390 and 360 px, from the keyboard', async () => {
    const started = Date.now();
    const [captain, mate, admin] = await Promise.all([
      signUp('pcap'),
      signUp('pmate'),
      signUp('padmin', ADMIN_EMAIL),
    ]);

    // The captain's teams page, then a team created from the keyboard.
    const cap = captain.page;
    await cap.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await cap.goto('/teams');
    await cap.getByText('You are not in a team yet').waitFor();
    await checkScreen(cap, '/teams, no team yet');
    const form = cap.getByRole('form', { name: 'Create a team' });
    await typeInto(form.getByLabel('Team name'), 'Rockets');
    await typeInto(form.getByLabel('Full name'), 'University of Science');
    await typeInto(form.getByLabel('Short name'), 'HCMUS');
    await typeInto(form.getByLabel('Country code (optional)'), 'vnm');
    await tabTo(cap, form.getByRole('button', { name: 'Create team' }));
    await cap.keyboard.press('Enter');
    await cap.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    await cap.getByRole('heading', { name: 'Rockets' }).waitFor();
    await checkScreen(cap, '/teams/:id, the captain');

    // The invite link, copied with the keyboard and read from the clipboard.
    const copy = cap.getByRole('button', { name: 'Copy invite link' });
    await copy.focus();
    await cap.keyboard.press('Enter');
    await expect.poll(() => cap.getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);
    const link = (await cap.getByTestId('invite-link').textContent()) ?? '';
    expect(await cap.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(link).toMatch(/\/teams\/join\?code=/);
    await checkScreen(cap, '/teams/:id after Copy');

    // A second team of the captain's, so the register dialog has two to choose from (arrows).
    await cap.goto('/teams');
    const second = cap.getByRole('form', { name: 'Create a team' });
    await typeInto(second.getByLabel('Team name'), 'Spare');
    await second.getByRole('button', { name: 'Create team' }).press('Enter');
    await cap.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    await cap.goto('/teams');
    await cap.getByRole('link', { name: /Spare/ }).waitFor();
    await checkScreen(cap, '/teams, two teams');

    // The mate opens the link and joins from the keyboard.
    await mate.page.goto(link);
    const join = mate.page.getByRole('button', { name: 'Join team' });
    await join.waitFor();
    await checkScreen(mate.page, '/teams/join?code=…');
    await tabTo(mate.page, join);
    await mate.page.keyboard.press('Enter');
    await mate.page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    await mate.page.getByRole('button', { name: 'Leave team' }).waitFor();
    await checkScreen(mate.page, '/teams/:id, the mate');

    // The admin creates both contests with the form at phone size.
    const teamContestId = await createContestWithForm(admin.page, {
      title: 'Phone Relay',
      format: 'ICPC',
      teams: true,
      problems: ['A', 'B', 'C'].map((label) => contestProblem(label as 'A' | 'B' | 'C').title),
    });
    const pointsContestId = await createContestWithForm(admin.page, {
      title: 'Phone Points',
      format: 'IOI',
      teams: false,
      problems: ['Big Sum'],
    });

    // The captain registers Rockets through the dialog, from the keyboard only.
    await cap.goto(`/contests/${teamContestId}`);
    const opener = cap.getByRole('button', { name: 'Join Contest' });
    await opener.waitFor();
    await checkScreen(cap, 'the team contest page');
    await tabTo(cap, opener);
    await cap.keyboard.press('Enter');
    const dialog = cap.getByRole('dialog', { name: 'Register a team for Phone Relay' });
    await dialog.getByRole('radio').first().waitFor();
    await checkScreen(cap, 'the register dialog');
    // Tab and Shift+Tab cycle inside the dialog: twice round, forwards and back.
    const inDialog = () =>
      dialog.evaluate((panel) => panel.contains(document.activeElement) && document.activeElement !== panel);
    for (let presses = 0; presses < 8; presses += 1) {
      await cap.keyboard.press('Tab');
      expect(await inDialog(), `Tab ${presses + 1} left the dialog`).toBe(true);
      expect(await focusShown(cap), `focus after Tab ${presses + 1} in the dialog`).toBe('');
    }
    for (let presses = 0; presses < 8; presses += 1) {
      await cap.keyboard.press('Shift+Tab');
      expect(await inDialog(), `Shift+Tab ${presses + 1} left the dialog`).toBe(true);
    }
    // Escape closes it and focus is back on the button that opened it.
    await cap.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // (focus-trap gives focus back a tick after the dialog closes)
    await expect
      .poll(() => isFocused(opener), { message: 'focus returns to Join Contest after Escape', timeout: 2000 })
      .toBe(true);
    // Space opens it again; Cancel (Enter on it) closes it, focus back on the opener.
    await cap.keyboard.press('Space');
    await dialog.getByRole('radio').first().waitFor();
    await tabTo(cap, dialog.getByRole('button', { name: 'Cancel' }), 6);
    await cap.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => isFocused(opener), { message: 'focus returns to Join Contest after Cancel', timeout: 2000 })
      .toBe(true);

    // Third time: the arrows pick the team, Enter on Register team registers it.
    await cap.keyboard.press('Enter');
    const rockets = dialog.getByRole('radio', { name: /Rockets/ });
    const spare = dialog.getByRole('radio', { name: /Spare/ });
    await rockets.waitFor();
    await tabTo(cap, dialog.getByRole('radio', { checked: true }), 4);
    await cap.keyboard.press('ArrowDown');
    const pickedAfterDown = (await rockets.isChecked()) ? 'Rockets' : 'Spare';
    await cap.keyboard.press('ArrowDown');
    expect((await rockets.isChecked()) ? 'Rockets' : 'Spare').not.toBe(pickedAfterDown);
    if (!(await rockets.isChecked())) await cap.keyboard.press('ArrowUp');
    expect(await rockets.isChecked()).toBe(true);
    expect(await spare.isChecked()).toBe(false);
    await tabTo(cap, dialog.getByRole('button', { name: 'Register team' }), 4);
    await cap.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    // The opener is replaced by 'Registered': focus moves there, not to the top of the page.
    const registered = cap.getByRole('button', { name: 'Registered' });
    await registered.waitFor();
    await expect.poll(() => isFocused(registered), { timeout: 5000 }).toBe(true);
    expect(await registered.getAttribute('aria-disabled')).toBe('true');
    await checkScreen(cap, 'the team contest page, registered');

    // Points contest: the captain joins it (Enter on Join Contest); two submissions make 40 + 60.
    await cap.goto(`/contests/${pointsContestId}`);
    const joinPoints = cap.getByRole('button', { name: 'Join Contest' });
    await joinPoints.waitFor();
    await tabTo(cap, joinPoints);
    await cap.keyboard.press('Enter');
    await expect.poll(() => isFocused(cap.getByRole('button', { name: 'Registered' }))).toBe(true);
    const solver = captain.account.username;
    await Promise.all([
      submitAndWait(mate.page, teamContestId, contestProblem('A').id, contestProblem('A').accepted),
      (async () => {
        await submitAndWait(cap, pointsContestId, SCORING_ID, SUBTASK_1_ONLY);
        await submitAndWait(cap, pointsContestId, SCORING_ID, SUBTASK_2_ONLY);
      })(),
    ]);

    // The boards, at both sizes: the team row (name, affiliation, members) and the subtask points.
    const texts = (testId: string) =>
      cap
        .getByTestId(testId)
        .innerText()
        .then((text) => text.trim().replace(/\s+/g, ' '));
    for (const size of [PHONE, SMALL_PHONE]) {
      await cap.setViewportSize(size);
      await cap.goto(`/contests/${teamContestId}?tab=scoreboard`);
      await expect.poll(() => texts('cell-Rockets-A'), { timeout: 15_000 }).toMatch(/^\+/);
      const row = (await texts('scoreboard-row-Rockets')).replace(/\s+/g, ' ');
      // The affiliation's short name and its country (a flag named for screen readers, then the code).
      expect(row).toContain('HCMUS');
      expect(row).toContain('VNM');
      expect(
        await cap.getByTestId('scoreboard-row-Rockets').getByRole('img', { name: 'Vietnam' }).count(),
      ).toBe(1);
      for (const member of [captain, mate]) expect(row).toContain(member.account.username);
      await checkScreen(cap, `the team board at ${size.width}`);

      await cap.goto(`/contests/${pointsContestId}?tab=scoreboard`);
      await expect.poll(() => texts(`cell-${solver}-A`), { timeout: 15_000 }).toBe('100 40+60');
      expect(await texts(`score-${solver}`)).toBe('100');
      await checkScreen(cap, `the points board at ${size.width}`);

      // The problem list keeps its key columns on a phone (#, title, Solved, Tried): its frame does not
      // scroll sideways; Difficulty shows from 640 px up. (Its title links are 16 px tall text links, as
      // in every list of the app: not measured here.)
      await cap.goto(`/contests/${teamContestId}?tab=problems`);
      const list = cap.getByTestId('contest-problem-A').locator('xpath=ancestor::table/..');
      await expect
        .poll(() => list.evaluate((frame) => frame.scrollWidth - frame.clientWidth))
        .toBeLessThanOrEqual(0);
      expect(await cap.getByRole('columnheader', { name: 'Difficulty' }).isVisible()).toBe(false);
      expect(await cap.getByRole('columnheader', { name: 'Tried' }).isVisible()).toBe(true);
    }

    // The teams pages and the join page at 360 px too.
    await cap.goto('/teams');
    await cap.getByRole('link', { name: /Rockets/ }).waitFor();
    await checkScreen(cap, '/teams at 360');
    await cap.getByRole('link', { name: /Rockets/ }).click();
    await cap.getByRole('button', { name: 'Copy invite link' }).waitFor();
    await checkScreen(cap, '/teams/:id at 360');
    await mate.page.setViewportSize(SMALL_PHONE);
    await mate.page.goto(link);
    await mate.page.getByLabel('Invite code').waitFor();
    await checkScreen(mate.page, '/teams/join?code=… at 360');
    await admin.page.setViewportSize(SMALL_PHONE);
    await admin.page.goto(`/admin/contests/${pointsContestId}`);
    await admin.page.getByLabel('Format', { exact: true }).waitFor();
    await checkScreen(admin.page, 'the admin form (IOI) at 360');
    // The admin's confirmation gives the focus back to the button that opened it (Escape: nothing done).
    const rejudge = admin.page.getByRole('button', { name: 'Rejudge contest' });
    await rejudge.focus();
    await admin.page.keyboard.press('Enter');
    await admin.page.getByRole('dialog').waitFor();
    await admin.page.keyboard.press('Escape');
    await expect
      .poll(() => isFocused(rejudge), { message: 'focus returns to Rejudge contest', timeout: 2000 })
      .toBe(true);

    console.log(`[e2e] team screens on a phone took ${Math.round((Date.now() - started) / 1000)} s`);
  }, 150_000);
});
