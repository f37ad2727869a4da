/**
 * The solve flow with the keyboard alone (issue 28): a signed-in user goes from /problems to add-two's
 * statement and on to its editor, writes an accepted Python solution, leaves the editor (Monaco keeps Tab
 * for indenting until Ctrl+M; docs/help), runs, hears the result, submits and hears "Accepted", all with
 * page.keyboard: no click, no element.click(). After every Tab the focused element must show that it has
 * the focus (an outline or a ring, read from its computed style).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { editorText } from './support/editor';
import { useLiveApp } from './support/live-app';

const app = useLiveApp();

const SUM_PYTHON = 'a, b = map(int, input().split())\nprint(a + b)\n';

type Focused = { name: string; tag: string; inEditor: boolean; ring: boolean; describe: string };

/** The focused element: a short name, whether it is in the code editor, and whether its focus shows. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { name: '', tag: 'body', inEditor: false, ring: false, describe: 'body' };
    const shows = (node: Element, pseudo?: string) => {
      const style = getComputedStyle(node, pseudo);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      // A ring is a shadow with no offset and no blur, only a spread (Tailwind's ring-*), not a drop shadow.
      return outline || /0px 0px 0px [1-9]/.test(style.boxShadow);
    };
    // The code editor (Monaco, or the placeholder before it) shows its focus as a ring on its frame.
    const frame = element.closest('[data-testid="code-editor-frame"]');
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
    return {
      name,
      tag: element.tagName.toLowerCase(),
      inEditor: frame !== null,
      ring: frame ? shows(frame, '::after') : shows(element),
      describe: `<${element.tagName.toLowerCase()}> "${name}"`,
    };
  });
}

/** Presses Tab (or Shift+Tab) until `wanted` holds for the focused element, checking each stop shows its focus. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, { back = false, max = 60 } = {}) {
  const visited: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    visited.push(now.describe);
    if (now.tag !== 'body') expect(now.ring, `focus is not visible on ${now.describe}`).toBe(true);
    if (wanted(now)) {
      if (process.env.E2E_TRACE_FOCUS) console.log(visited.join(' → '));
      return now;
    }
  }
  throw new Error(`Not reached after ${max} presses; visited: ${visited.join(', ')}`);
}

const announcement = (page: Page) => page.getByTestId('results-announcement');

describe('solving with the keyboard alone', () => {
  it('opens a problem, writes, runs and submits an accepted solution, hearing each result', async () => {
    const page = await app.page();
    await signUpThroughUi(page, app.server.dataDir, newAccount('keys'));
    await page.goto('/problems');
    await page.getByTestId('problem-row-add-two').waitFor();

    // The list: Tab to the problem's link, Enter opens its statement; Tab to Solve, Enter opens the editor.
    await tabTo(page, (f) => f.tag === 'a' && f.name === 'Add Two');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/problems/add-two');
    await page.getByRole('link', { name: 'Solve', exact: true }).waitFor();
    await tabTo(page, (f) => f.tag === 'a' && f.name === 'Solve');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/problems/solve/add-two');
    await page.getByTestId('code-editor-frame').waitFor();

    // Tab into the code (the placeholder until Monaco arrives; Monaco then keeps the focus), replace it.
    await tabTo(page, (f) => f.inEditor);
    await page.locator('.monaco-editor .view-lines').waitFor();
    expect((await focused(page)).inEditor).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(SUM_PYTHON);
    await expect.poll(() => editorText(page)).toBe(SUM_PYTHON.trim());

    // In Monaco Tab indents: it keeps the focus...
    await page.keyboard.press('Tab');
    expect((await focused(page)).inEditor).toBe(true);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => editorText(page)).toBe(SUM_PYTHON.trim());
    // ...until Ctrl+M, the documented way out: then Shift+Tab leaves for the toolbar's Run button.
    await page.keyboard.press('Control+M');
    const run = await tabTo(page, (f) => f.name === 'Run', { back: true });
    expect(run.tag).toBe('button');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => announcement(page).innerText(), { timeout: 30_000 })
      .toBe('1/1 test cases passed');
    expect(await announcement(page).getAttribute('aria-live')).toBe('polite');

    // Submit is the next stop after Run.
    await tabTo(page, (f) => f.name === 'Submit', { max: 3 });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => announcement(page).innerText(), { timeout: 30_000 })
      .toBe('Accepted - Solution submitted successfully!');
    expect(await page.getByTestId('submit-result').innerText()).toBe(
      'Accepted - Solution submitted successfully!',
    );
  });
});
