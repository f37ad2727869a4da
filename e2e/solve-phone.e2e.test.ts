/**
 * The solve editor on a phone and what a rejected submission shows. At 390×844 and 360×740 the editor
 * is one view at a time (Problem / Code / Result) with Run and Submit always there: nothing sticks out at
 * the side, Run and Submit are reached by a tap at their centre in every view, every control is at least
 * 44 px square, VGuy's button covers no control, the code area and the verdict are whole on the screen,
 * and the toast after Submit stays off the code. A Wrong Answer on the sample shows its input, the
 * expected and the actual output with the differing line marked; on a hidden test only its number. The
 * contest mode's top bar fits at 360 px. On a desktop the statement and the editor stay side by side and
 * the toast stays off the code there too.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { openEditor, writeCode } from './support/editor';
import {
  boxOf,
  clipping,
  hitAtCentre,
  horizontalOverflow,
  overlaps,
  settledBox,
  tooSmallToTap,
  visibleBoxes,
  type Box,
} from './support/geometry';
import { useLiveApp } from './support/live-app';

const ADMIN_EMAIL = 'phone-admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL });

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

/** Wrong on the sample (1 2 → 3): it prints 4. */
const WRONG_ON_SAMPLE = 'print(4)\n';
/** Right on the sample; on a hidden test it prints the input back, which must never be shown. */
const WRONG_ON_HIDDEN = "s = input()\nprint(3 if s == '1 2' else s)\n";
const HIDDEN_INPUT = '1000000000 1000000000';

/** Every control a thumb may press in the solve page (not Monaco's insides, not VGuy's own button). */
const CONTROLS =
  'button:not([aria-label="Chat with VGuy"]):not([data-sonner-toast] *), a, select, textarea, [role="tab"]';

const runButton = (page: Page) => page.getByRole('button', { name: 'Run', exact: true });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });
const view = (page: Page, name: 'Problem' | 'Code' | 'Result') =>
  page.getByRole('tablist', { name: 'Solve views' }).getByRole('tab', { name, exact: true });

async function signUp(page: Page, prefix: string): Promise<string> {
  const account = newAccount(prefix);
  await signUpThroughUi(page, app.server.dataDir, account);
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

async function visibleControls(page: Page) {
  return (await visibleBoxes(page, CONTROLS)).filter(
    // Monaco's own inner widgets are its business; the editor is checked as a whole.
    ({ name }) => name !== '',
  );
}

/** What every view of the phone layout must hold. */
async function checkView(page: Page, where: string) {
  expect(await horizontalOverflow(page), `${where}: the page scrolls sideways`).toBe(0);
  for (const button of [runButton(page), submitButton(page)]) {
    expect(await button.isVisible(), `${where}: ${await button.innerText()} is not visible`).toBe(true);
    expect(await clipping(button), `${where}: ${await button.innerText()} is cut off`).toEqual([]);
    expect(await hitAtCentre(button), `${where}: something covers ${await button.innerText()}`).toBe(true);
  }
  const controls = await visibleControls(page);
  expect(tooSmallToTap(controls), `${where}: controls under 44 px`).toEqual([]);
  const vguy = await boxOf(page.getByRole('button', { name: 'Chat with VGuy' }));
  for (const control of controls)
    expect(overlaps(vguy, control.box), `${where}: VGuy covers "${control.name}"`).toBe(false);
}

/** The toast once it has slid in, and the boxes it must stay off. */
async function toastBox(page: Page, text: string): Promise<Box> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await toast.waitFor({ timeout: 30_000 });
  return settledBox(toast);
}

function expectInside(inner: Box, outer: Box, what: string) {
  expect(inner.x, what).toBeGreaterThanOrEqual(outer.x - 1);
  expect(inner.y, what).toBeGreaterThanOrEqual(outer.y - 1);
  expect(inner.x + inner.width, what).toBeLessThanOrEqual(outer.x + outer.width + 1);
  expect(inner.y + inner.height, what).toBeLessThanOrEqual(outer.y + outer.height + 1);
}

async function codeAreaChecks(page: Page, where: string, width: number) {
  const code = page.locator('.monaco-editor').first();
  // Read once the editor has laid itself out for the view just shown: Monaco sizes itself a frame or more
  // after its view appears, and a read in between saw a 5 px editor (CI of d6629b4, at 360 px).
  const area = await settledBox(code);
  expect(area.width, `${where}: the code area is squeezed`).toBeGreaterThan(width * 0.9);
  expect(area.height, `${where}: the code area is squeezed`).toBeGreaterThan(200);
  expect(await clipping(page.getByTestId('solve-code-area')), `${where}: the code area is cut off`).toEqual(
    [],
  );
  // Nothing lies over the code: a tap in its middle reaches the editor.
  expect(await hitAtCentre(code), `${where}: something covers the code`).toBe(true);
  const actions = await boxOf(page.getByTestId('solve-actions'));
  expect(area.y + area.height, `${where}: the code runs under the action bar`).toBeLessThanOrEqual(
    actions.y + 1,
  );
}

describe('the solve editor on a phone', () => {
  for (const size of PHONES)
    it(`is usable at ${size.width}×${size.height}: views, Run and Submit, the verdict and the toast`, async () => {
      const page = await app.page();
      await signUp(page, `phone${size.width}`);
      await page.setViewportSize(size);
      await page.goto('/problems/solve/add-two');
      await view(page, 'Problem').waitFor();
      await page.getByRole('heading', { name: 'Add Two', level: 2 }).waitFor();
      await checkView(page, 'Problem');

      await view(page, 'Code').click();
      await openEditor(page);
      await checkView(page, 'Code');
      await codeAreaChecks(page, 'Code', size.width);

      await view(page, 'Result').click();
      await checkView(page, 'Result');

      // A wrong answer on the sample: the Result view opens on the verdict.
      await view(page, 'Code').click();
      await writeCode(page, WRONG_ON_SAMPLE);
      await submitButton(page).click();
      const toast = await toastBox(page, 'Wrong Answer');
      expect(await view(page, 'Result').getAttribute('aria-selected')).toBe('true');
      const verdict = page.getByTestId('submit-result');
      await expect
        .poll(() => verdict.innerText())
        .toBe('Wrong Answer on test 1 - 0/3 tests passed. Please fix your code before submitting.');
      expect(await clipping(verdict), 'the verdict is cut off').toEqual([]);
      expect(await hitAtCentre(verdict), 'something covers the verdict').toBe(true);
      const actions = await boxOf(page.getByTestId('solve-actions'));
      expectInside(toast, actions, 'the toast leaves the action bar');
      for (const button of [runButton(page), submitButton(page)])
        expect(overlaps(toast, await boxOf(button)), 'the toast covers Run or Submit').toBe(false);

      // Back on the code while the toast is still up: it covers none of it.
      await view(page, 'Code').click();
      expect(
        overlaps(toast, await boxOf(page.getByTestId('solve-code-area'))),
        'the toast covers the code',
      ).toBe(false);
      await codeAreaChecks(page, 'Code after Submit', size.width);

      await view(page, 'Result').click();
      const failed = page.getByTestId('failed-test');
      expect(await failed.innerText()).toContain('Test 1 is an example from the statement: Wrong Answer');
      expect(await page.getByTestId('first-difference-expected').innerText()).toBe('3');
      expect(await page.getByTestId('first-difference-actual').innerText()).toBe('4');
      expect(await page.getByTestId('first-difference').innerText()).toBe(
        'The first difference is on line 1.',
      );
      expect(await failed.getByText('1 2', { exact: true }).count()).toBe(1);
      expect(await clipping(failed), 'the failed sample is cut off').toEqual([]);
      await checkView(page, 'Result after Submit');
    });

  it('names a failed hidden test by its number and shows nothing of it', async () => {
    const page = await app.page();
    await signUp(page, 'hidden');
    await page.setViewportSize(PHONES[0] ?? { width: 390, height: 844 });
    await page.goto('/problems/solve/add-two');
    await view(page, 'Code').click();
    await openEditor(page);
    await writeCode(page, WRONG_ON_HIDDEN);
    await submitButton(page).click();
    await expect
      .poll(() => page.getByTestId('submit-result').innerText(), { timeout: 30_000 })
      .toMatch(/^Wrong Answer on test 2 - 1\/3 tests passed/);
    expect(await page.getByTestId('failed-test').innerText()).toBe(
      'Test 2 is hidden: its input and expected output are not shown.',
    );
    expect(await page.getByTestId('first-difference').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain(HIDDEN_INPUT);
  });

  it("fits the contest mode's top bar at 360 px", async () => {
    const adminPage = await app.page();
    const adminAccount = { ...newAccount('phoneadmin'), email: ADMIN_EMAIL };
    await signUpThroughUi(adminPage, app.server.dataDir, adminAccount);
    const adminToken = (await adminPage.evaluate(() => localStorage.getItem('token'))) ?? '';
    const created = await fetch(`${app.server.url}/api/admin/contests`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'A Rather Long Spring Sprint Contest Title',
        startTime: new Date(Date.now() - 60_000).toISOString(),
        endTime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        problems: ['add-two'],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const contestId = (await created.json()).contest.id as string;

    const page = await app.page();
    const token = await signUp(page, 'phonecontest');
    const joined = await fetch(`${app.server.url}/api/contests/${contestId}/register`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(joined.ok, await joined.clone().text()).toBe(true);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/problems/solve/add-two?contest=${contestId}`);
    const timer = page.getByTestId('solve-contest-time');
    await expect.poll(() => timer.innerText()).toMatch(/left$/);
    const bar: Locator[] = [
      page.getByRole('link', { name: 'Problems', exact: true }),
      page.getByTestId('solve-contest-link'),
      page.getByTestId('solve-contest-label'),
      timer,
    ];
    for (const part of bar) {
      expect(await clipping(part), `${await part.innerText()} is cut off`).toEqual([]);
      expect(await hitAtCentre(part), `something covers ${await part.innerText()}`).toBe(true);
    }
    const vguy = await boxOf(page.getByRole('button', { name: 'Chat with VGuy' }));
    for (const part of bar) expect(overlaps(vguy, await boxOf(part))).toBe(false);
    await checkView(page, 'Contest, Problem');
  });
});

describe('the solve editor on a desktop', () => {
  it('keeps the statement beside the editor, and the toast off the code', async () => {
    const page = await app.page();
    await signUp(page, 'desk');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/problems/solve/add-two');
    await openEditor(page);
    expect(await page.getByRole('tablist', { name: 'Solve views' }).count()).toBe(0);
    const statement = await boxOf(page.getByRole('heading', { name: 'Add Two', level: 2 }));
    const code = await boxOf(page.locator('.monaco-editor').first());
    expect(statement.x + statement.width).toBeLessThan(code.x);
    expect(statement.y).toBeLessThan(code.y + code.height);

    await writeCode(page, WRONG_ON_SAMPLE);
    await submitButton(page).click();
    const toast = await toastBox(page, 'Wrong Answer');
    expect(overlaps(toast, code), 'the toast covers the code').toBe(false);
    for (const button of [runButton(page), submitButton(page)])
      expect(overlaps(toast, await boxOf(button))).toBe(false);
    // The failed sample shows on a desktop too.
    await expect.poll(() => page.getByTestId('first-difference-actual').innerText()).toBe('4');
  });
});
