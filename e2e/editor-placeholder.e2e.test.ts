/**
 * Editor pages show the code before Monaco (issue 28, docs/delivery.md#editor-pages): a placeholder holds
 * the code in Monaco's font, line height and gutter, what is typed into it before Monaco arrives is kept
 * with the caret, and Monaco takes the focus. Monaco's chunk is held back by the test so that the typing
 * happens, for certain, before it arrives.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { editorText } from './support/editor';
import { useLiveApp } from './support/live-app';

const app = useLiveApp();

/** Holds every request for Monaco's chunk until the returned function is called. */
async function holdMonaco(page: Page): Promise<{ requested: () => boolean; release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/monaco-editor-[^/]*\.js$/, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    requested: () => held.length > 0,
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

type LineBox = { x: number; y: number; height: number };

/**
 * Left edge, top and height of the first element the selector finds, read in one step in the page. Monaco
 * replaces its line elements whenever it re-renders them (a layout pass, the caret's line highlight), so a
 * handle taken to an element in one step may be detached by the next: the read polls until it finds one
 * shown.
 */
async function firstLineBox(page: Page, selector: string): Promise<LineBox> {
  const last: { box: LineBox | null } = { box: null };
  await expect
    .poll(
      async () => {
        last.box = await page.evaluate((found) => {
          const rect = document.querySelector(found)?.getBoundingClientRect();
          return rect && rect.height > 0 ? { x: rect.x, y: rect.y, height: rect.height } : null;
        }, selector);
        return last.box;
      },
      { message: `${selector} is shown` },
    )
    .not.toBeNull();
  if (!last.box) throw new Error(`${selector} is not shown`);
  return last.box;
}

describe('editor placeholder', () => {
  it('keeps what was typed before Monaco arrived, with the caret, and the code does not move', async () => {
    const page = await app.page();
    const monaco = await holdMonaco(page);
    await page.goto('/compiler');
    const placeholder = page.getByTestId('code-editor-placeholder').locator('textarea');
    await placeholder.waitFor();
    expect(await placeholder.inputValue()).toContain('# Write your code here');
    const lineHeight = await placeholder.evaluate((area) => getComputedStyle(area).lineHeight);
    const before = await placeholder.boundingBox();

    // Focus the placeholder with the keyboard (as a keyboard user would) and type at its end.
    await placeholder.focus();
    await expect.poll(() => monaco.requested()).toBe(true);
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('x = 1\ny = 2');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('.monaco-editor').count()).toBe(0);

    monaco.release();
    await page.locator('.monaco-editor .view-lines').waitFor();
    await expect.poll(() => page.getByTestId('code-editor-placeholder').count()).toBe(0);
    // Monaco has the focus and the caret where the placeholder's was (two characters before the end).
    expect(await page.evaluate(() => !!document.activeElement?.closest('.monaco-editor'))).toBe(true);
    await page.keyboard.type('!');
    await expect.poll(() => editorText(page)).toMatch(/x = 1\ny =! 2$/);
    expect(await page.evaluate(() => localStorage.getItem('compiler_code'))).toMatch(/x = 1\ny =! 2$/);

    // Same line height, and the code starts at the same place (Monaco's gutter is as wide).
    const line = await firstLineBox(page, '.monaco-editor .view-line');
    expect(`${line.height}px`).toBe(lineHeight);
    const content = await firstLineBox(page, '.monaco-editor .lines-content');
    expect(Math.abs(content.x - (before?.x ?? Number.NaN))).toBeLessThanOrEqual(1);
    expect(Math.abs(line.y - (before?.y ?? Number.NaN))).toBeLessThanOrEqual(1);
  });

  it('fetches Monaco on its own once the page is idle', async () => {
    const page = await app.page();
    await page.goto('/compiler');
    await page.locator('.monaco-editor .view-lines').waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('.monaco-editor') ?? null)).toBeNull();
    await expect.poll(() => editorText(page)).toContain('# Write your code here');
  });
});
