/**
 * A whole screen's phone checks, read in the page in one go: the page does not scroll sideways (only the
 * scoreboard's own frame may, a tab strip, a block of code and a frame marked `data-scrolls-sideways`),
 * every visible control of the screen is at least 44 px tall, and a tap at each control's centre reaches
 * it (nothing covers it, VGuy's bubble included). With `withHeader` the top bar is held to the same rules
 * and none of its labels may run onto a second line.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { horizontalOverflow } from './geometry';

/**
 * What one screen must hold, read in the page in one go. Controls: buttons, links, form fields, tabs.
 * Documented exceptions to the 44 px height: a radio or checkbox with a <label> around it or naming it
 * (the label is the tap target and is measured instead), a link inside a sentence (WCAG 2.5.8's inline
 * exception), and a stretched link (its ::after covers a whole row: the row is measured). Not measured:
 * what is inert or hidden behind an overlay, and Monaco's inner widgets.
 * Covered: each control is scrolled to the middle of the screen as far as the page lets it (the last
 * ones stay at the bottom, where VGuy's bubble floats) and a tap at its centre must reach it.
 */
export type ScreenReport = {
  sidewaysScrollers: string[];
  tooSmall: string[];
  covered: string[];
  /** Top-bar controls whose text runs onto a second line (a bar that wraps). */
  wrapped: string[];
};

export type ScreenOptions = {
  /**
   * Also hold the top bar to the rules (its controls measured and tapped, and none of its labels on two
   * lines). Screens without the app's frame (landing, sign-in) are read whole, their bar included.
   */
  withHeader?: boolean;
  /**
   * Read only this part of the screen (a selector): a panel that opens over the page without being modal,
   * such as VGuy's chat, whose controls are held to the rules while the page it covers is not.
   */
  within?: string;
};

export function readScreen(page: Page, options: ScreenOptions = {}): Promise<ScreenReport> {
  return page.evaluate(({ withHeader, within }) => {
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
    const sidewaysScrollers: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      // A tab strip scrolls by design (its tabs are reached by the arrows, and each is scrolled into
      // view and tapped below), so does a frame that says it does (`data-scrolls-sideways`: the
      // scoreboard's, and `Table`'s `scrollsSideways`, the admin's wide lists; marked in the markup, not
      // found by a name, which changes with the language) and a block of code (its lines are kept whole).
      if (
        element.getAttribute('role') === 'tablist' ||
        element.hasAttribute('data-scrolls-sideways') ||
        element.tagName === 'PRE'
      )
        continue;
      const style = getComputedStyle(element);
      if (!['auto', 'scroll'].includes(style.overflowX)) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        sidewaysScrollers.push(`<${element.tagName.toLowerCase()} class="${element.className}">`);
    }
    // The screen's own controls: the page's main part, or only the dialog while a modal one is open (the
    // page behind is out of reach). The app's header is the shell's and not these screens' (its icon
    // buttons are 36 to 40 px on a phone: a gap of the shell's own).
    const modal = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
    // A screen outside the app's frame (landing, sign-in, the solve editor) has no #main-content: it is
    // read whole.
    const framed = document.getElementById('main-content') !== null;
    const parts = within
      ? [within]
      : modal
        ? ['[role="dialog"][aria-modal="true"]']
        : framed
          ? ['#main-content', ...(withHeader ? ['header'] : [])]
          : ['body'];
    const controls = [
      ...document.body.querySelectorAll(
        parts
          .map((part) =>
            ['button', 'a[href]', 'input:not([type="hidden"])', 'select', 'textarea', '[role="tab"]']
              .map((control) => `${part} ${control}`)
              .join(', '),
          )
          .join(', '),
      ),
    ]
      .filter(visible)
      // Not what a thumb can reach: a part of the page made inert behind an overlay (the guest's
      // leaderboard), and Monaco's own inner widgets (the editor is one control, checked by its tests).
      .filter((control) => !control.closest('[inert], [aria-hidden="true"], .monaco-editor'));
    const tooSmall: string[] = [];
    const covered: string[] = [];
    const savedScroll = scroller.scrollTop;
    for (const control of controls) {
      const input = control as HTMLInputElement;
      const choice = control.tagName === 'INPUT' && ['radio', 'checkbox'].includes(input.type);
      // A choice's label: the one around it, or the one naming it (`for`).
      const label = choice ? (control.closest('label') ?? input.labels?.[0] ?? null) : null;
      const inSentence = control.tagName === 'A' && control.parentElement?.tagName === 'P';
      // A stretched link (its ::after covers its positioned ancestor, a whole row) is tapped anywhere there.
      const stretched =
        control.tagName === 'A' && getComputedStyle(control, '::after').position === 'absolute';
      const measured = label ?? (stretched ? ((control as HTMLElement).offsetParent ?? control) : control);
      if (!inSentence && measured.getBoundingClientRect().height < 43.5)
        tooSmall.push(`${describe(control)} ${Math.round(measured.getBoundingClientRect().height)} px tall`);
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      // A link in a sentence may run onto two lines: its first line is where a thumb taps it.
      const rect = inSentence
        ? (control.getClientRects()[0] ?? control.getBoundingClientRect())
        : control.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const hit = document.elementFromPoint(x, y);
      const reached =
        hit !== null && (hit === control || control.contains(hit) || (label !== null && label.contains(hit)));
      if (!reached)
        covered.push(`${describe(control)} under ${hit ? describe(hit) : 'nothing (off the screen)'}`);
    }
    scroller.scrollTop = savedScroll;
    // A label on two lines in the top bar: one of its texts has line boxes at different heights.
    const wrapped: string[] = [];
    if (withHeader)
      for (const control of document.querySelectorAll('header a[href], header button')) {
        if (!visible(control)) continue;
        const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          const tops = new Set(
            [...range.getClientRects()].filter((box) => box.width > 1).map((box) => Math.round(box.top)),
          );
          if (tops.size > 1) {
            wrapped.push(`${describe(control)} on ${tops.size} lines`);
            break;
          }
        }
      }
    return { sidewaysScrollers, tooSmall, covered, wrapped };
  }, options);
}

/**
 * Every rule the screen breaks, one line each ('' when none): for a test that walks many screens and
 * reports them all at the end rather than stopping at the first.
 */
export async function screenFaults(
  page: Page,
  where: string,
  options: ScreenOptions = {},
): Promise<string[]> {
  // Toasts come and go: a screen is read once they are gone.
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 }).toBe(0);
  const faults: string[] = [];
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) faults.push(`${where}: the page scrolls sideways by ${overflow} px`);
  const report = await readScreen(page, options);
  const named = (list: string[], what: string) => list.map((entry) => `${where}: ${what}: ${entry}`);
  return [
    ...faults,
    ...named(report.sidewaysScrollers, 'scrolls sideways'),
    ...named(report.tooSmall, 'under 44 px'),
    ...named(report.covered, 'covered'),
    ...named(report.wrapped, 'top bar wraps'),
  ];
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
