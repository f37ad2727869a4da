/**
 * The top bar on screens from a tablet up (docs/product.md#navigation): on every width where a layout
 * starts (768, 1024, 1280 and 1536 px: where the smallest screen of each gets it) the bar fits the screen,
 * with nothing pushed off its right side and no link's name broken over two lines, for a guest, a user and
 * an admin with long names, in English and in Portuguese. Phones are phone-pages.e2e.test.ts's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpThroughUi } from './support/accounts';
import { horizontalOverflow } from './support/geometry';
import { useLiveApp } from './support/live-app';

const ADMIN_EMAIL = 'top-bar-admin@example.com';
const app = useLiveApp({ ADMIN_EMAILS: ADMIN_EMAIL });

/** Where each layout of the bar starts (Tailwind's md, lg, xl and 2xl). */
const WIDTHS = [768, 1024, 1280, 1536];
/** The top bar's links show from here; below, the menu button holds them. */
const LINKS_FROM = 1280;

/** What of the bar does not fit, in words (empty: it all fits). */
async function barFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const bar = document.querySelector('#root header');
    if (!bar) return ['there is no top bar'];
    const width = document.documentElement.clientWidth;
    for (const element of bar.querySelectorAll<HTMLElement>('a, button, summary, select, [aria-disabled]')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
      if (rect.right > width + 0.5) faults.push(`"${name}" ends at ${Math.round(rect.right)} px`);
      // One line of the bar's text is 20 px; a control is at most 44 px high unless its name wraps.
      if (rect.height > 44.5) faults.push(`"${name}" is ${Math.round(rect.height)} px high`);
    }
    return faults;
  });
}

describe('top bar', () => {
  it('fits every width from 768 px up, for a guest, a user and an admin with long names, in two languages', async () => {
    const [guest, user, admin] = await Promise.all([app.page(), app.page(), app.page()]);
    await signUpThroughUi(user, app.server.dataDir, {
      ...newAccount('bar'),
      name: 'Maria Fernanda da Silva Albuquerque',
    });
    await signUpThroughUi(admin, app.server.dataDir, {
      ...newAccount('barboss'),
      name: 'Bartholomew Alexander Fitzgerald',
      email: ADMIN_EMAIL,
    });
    const people = [
      { who: 'guest', page: guest, url: '/problems' },
      { who: 'user', page: user, url: '/dashboard' },
      { who: 'admin', page: admin, url: '/dashboard' },
    ];
    const faults: string[] = [];
    for (const locale of ['en', 'pt-BR']) {
      for (const { who, page, url } of people) {
        if (page.url() === 'about:blank') await page.goto(url);
        await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(url);
          const main = page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principal' });
          // The app's bar (not the boot shell's) is whole once its picker is there, and a user's balance.
          const bar = page.locator('#root header');
          await bar.locator('select').waitFor();
          if (who !== 'guest') await bar.getByTestId('token-balance').waitFor();
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
          expect(await main.isVisible(), `${who} at ${width}: the links show`).toBe(width >= LINKS_FROM);
          const where = `${who} at ${width} px (${locale})`;
          faults.push(...(await barFaults(page)).map((fault) => `${where}: ${fault}`));
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) faults.push(`${where}: the page scrolls ${overflow} px sideways`);
        }
      }
    }
    expect(faults).toEqual([]);
  }, 120_000);
});
