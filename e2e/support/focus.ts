/**
 * Keyboard focus checks: where focus is, that Escape closes a menu, popover, drawer or dialog and gives
 * focus back to what opened it, and that Tab keeps focus inside a modal one.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Escape hides `popup` and puts focus back on `opener`. */
export async function expectEscapeCloses(
  page: Page,
  popup: Locator,
  opener: Locator,
  what: string,
): Promise<void> {
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden', timeout: 2000 });
  await expect
    .poll(() => isFocused(opener), {
      message: `focus back on the button after Escape closes ${what}`,
      timeout: 2000,
    })
    .toBe(true);
}

/**
 * Focus is in `container`, and stays there after `presses` Tabs forwards and as many backwards (more
 * presses than it has controls: the trap must wrap round, not let focus out to the page behind).
 */
export async function expectFocusTrapped(page: Page, container: Locator, presses: number, what: string) {
  const inside = () => container.evaluate((element) => element.contains(document.activeElement));
  expect(await inside(), `focus moved into ${what}`).toBe(true);
  for (const key of ['Tab', 'Shift+Tab'])
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(await inside(), `focus left ${what} after ${press + 1} × ${key}`).toBe(true);
    }
}
