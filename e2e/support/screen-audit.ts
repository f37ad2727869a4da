/**
 * A whole screen's phone checks, read in the page in one go: the page does not scroll sideways (only the
 * scoreboard's own frame may, and a tab strip), every visible control of the screen is at least 44 px
 * tall, and a tap at each control's centre reaches it (nothing covers it, VGuy's bubble included).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { horizontalOverflow } from './geometry';

/**
 * What one screen must hold, read in the page in one go. Controls: buttons, links, form fields, tabs.
 * Documented exceptions to the 44 px height: a radio or checkbox inside a <label> (the label is the tap
 * target and is measured instead), and a link inside a sentence (WCAG 2.5.8's inline exception).
 * Covered: each control is scrolled to the middle of the screen as far as the page lets it (the last
 * ones stay at the bottom, where VGuy's bubble floats) and a tap at its centre must reach it.
 */
type ScreenReport = {
  sidewaysScrollers: string[];
  tooSmall: string[];
  covered: string[];
};

function readScreen(page: Page): Promise<ScreenReport> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
      return `<${element.tagName.toLowerCase()}${element.getAttribute('type') ? ` type=${element.getAttribute('type')}` : ''}> "${label || (element as HTMLInputElement).name || element.id}"`;
    };
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      const style = getComputedStyle(element);
      // Screen-reader-only text (clipped to nothing) is not a control a thumb sees.
      const hidden = style.clip === 'rect(0px, 0px, 0px, 0px)' || rect.width <= 1 || rect.height <= 1;
      return style.visibility !== 'hidden' && style.display !== 'none' && !hidden;
    };
    const frame = document.querySelector('table[aria-label="Scoreboard"]')?.parentElement ?? null;
    const sidewaysScrollers: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      // The board's frame scrolls by design; so does a tab strip (its tabs are reached by the arrows,
      // and each is scrolled into view and tapped below).
      if (element === frame || element.getAttribute('role') === 'tablist') continue;
      const style = getComputedStyle(element);
      if (!['auto', 'scroll'].includes(style.overflowX)) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        sidewaysScrollers.push(`<${element.tagName.toLowerCase()} class="${element.className}">`);
    }
    // The screen's own controls: the page's main part, or only the dialog while a modal one is open (the
    // page behind is out of reach). The app's header is the shell's and not these screens' (its icon
    // buttons are 36 to 40 px on a phone: a gap of the shell's own).
    const modal = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
    const controls = [
      ...document.body.querySelectorAll(
        (modal ? ['[role="dialog"]'] : ['#main-content'])
          .map((part) =>
            ['button', 'a[href]', 'input:not([type="hidden"])', 'select', 'textarea', '[role="tab"]']
              .map((control) => `${part} ${control}`)
              .join(', '),
          )
          .join(', '),
      ),
    ].filter(visible);
    const tooSmall: string[] = [];
    const covered: string[] = [];
    const savedScroll = scroller.scrollTop;
    for (const control of controls) {
      const input = control as HTMLInputElement;
      const choice = control.tagName === 'INPUT' && ['radio', 'checkbox'].includes(input.type);
      const label = choice ? control.closest('label') : null;
      const inSentence = control.tagName === 'A' && control.parentElement?.tagName === 'P';
      const measured = label ?? control;
      if (!inSentence && measured.getBoundingClientRect().height < 43.5)
        tooSmall.push(`${describe(control)} ${Math.round(measured.getBoundingClientRect().height)} px tall`);
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      const rect = control.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const hit = document.elementFromPoint(x, y);
      const reached =
        hit !== null && (hit === control || control.contains(hit) || (label !== null && label.contains(hit)));
      if (!reached)
        covered.push(`${describe(control)} under ${hit ? describe(hit) : 'nothing (off the screen)'}`);
    }
    scroller.scrollTop = savedScroll;
    return { sidewaysScrollers, tooSmall, covered };
  });
}

export async function checkScreen(page: Page, where: string): Promise<void> {
  // Toasts come and go: a screen is read once they are gone.
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 }).toBe(0);
  expect(await horizontalOverflow(page), `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  const report = await readScreen(page);
  expect(report.sidewaysScrollers, `${where}: something besides the scoreboard scrolls sideways`).toEqual([]);
  expect(report.tooSmall, `${where}: controls under 44 px`).toEqual([]);
  expect(report.covered, `${where}: covered controls`).toEqual([]);
}
