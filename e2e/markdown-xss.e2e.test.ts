/**
 * The Markdown renderer's output in a real browser (Chromium): every hostile payload of the shared list
 * (apps/server/test/fixtures/xss-payloads.ts) is rendered on the server's renderer and inserted into one
 * page; no dialog may open, no `window.__xss` be set, no request leave for another site, and every link
 * the browser resolves must be http(s) or mail, even when clicked. No server is needed: the page is
 * about:blank with the HTML set into it (under a <base> of the site's address), as the web app's shared component inserts it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../apps/server/src/rendering/markdown';
import { XSS_PAYLOADS } from '../apps/server/test/fixtures/xss-payloads';
import { launchBrowser } from './support/browser';

interface Outcome {
  dialogs: string[];
  requests: string[];
  flagged: boolean;
  schemes: string[];
  /** Pages the main frame moved to after the content was set (a refresh, a form, a link not cancelled). */
  navigations: string[];
}

/** Where the page pretends to be, so relative links and our uploads resolve as on the site. */
const SITE = 'https://codeconquer.test/';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Shows each HTML in its own block of one page, lets handlers and loads fire, clicks every link. */
async function showInBrowser(blocks: string[]): Promise<Outcome> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  const outcome: Outcome = { dialogs: [], requests: [], flagged: false, schemes: [], navigations: [] };
  page.on('dialog', (dialog) => {
    outcome.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Nothing may be fetched (an image, a style sheet, a frame): every request is refused, and noted
  // unless it is the navigation a clicked link starts.
  await page.route('**/*', (route) => {
    const request = route.request();
    const ownUpload = request.url().startsWith(`${SITE}uploads/`);
    if (!ownUpload && (!request.isNavigationRequest() || request.frame() !== page.mainFrame()))
      outcome.requests.push(request.url());
    return route.abort();
  });
  try {
    await page.setContent(
      `<!doctype html><html><head><base href="${SITE}discuss/1"></head><body>${blocks.map((html) => `<div class="rendered">${html}</div>`).join('')}</body></html>`,
      { waitUntil: 'load' },
    );
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) outcome.navigations.push(frame.url());
    });
    outcome.schemes = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('a[href]'),
        (link) => new URL((link as HTMLAnchorElement).href).protocol,
      ),
    );
    // Clicking fires what a link's handlers or address might run. A click on an http(s) or mail link would
    // leave the page (an aborted navigation still replaces it with an error page, and under load that
    // happened before the next check could read the page), so the window cancels exactly those once the
    // link's own handlers have run; a javascript: address is left to run, as a browser would run it.
    await page.evaluate(() => {
      window.addEventListener('click', (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
        if (link && ['http:', 'https:', 'mailto:'].includes(new URL(link.href).protocol))
          event.preventDefault();
      });
      for (const link of Array.from(document.querySelectorAll('a'))) link.click();
    });
    await page.waitForTimeout(300);
    outcome.flagged = await page.evaluate(
      () => (window as unknown as { __xss?: unknown }).__xss !== undefined,
    );
  } finally {
    await context.close();
  }
  return outcome;
}

describe('rendered hostile Markdown in Chromium', () => {
  it(`runs nothing of the ${XSS_PAYLOADS.length} payloads`, async () => {
    const outcome = await showInBrowser(XSS_PAYLOADS.map(({ markdown }) => renderMarkdown(markdown)));
    expect(outcome.dialogs).toEqual([]);
    expect(outcome.flagged).toBe(false);
    expect(outcome.requests).toEqual([]);
    expect(outcome.navigations).toEqual([]);
    expect(outcome.schemes.length).toBeGreaterThan(0);
    expect(outcome.schemes.filter((scheme) => !['http:', 'https:', 'mailto:'].includes(scheme))).toEqual([]);
  });

  it('would see them run unsanitised (the check itself works)', async () => {
    const outcome = await showInBrowser(XSS_PAYLOADS.map(({ markdown }) => markdown));
    expect(outcome.dialogs.length + (outcome.flagged ? 1 : 0)).toBeGreaterThan(0);
    expect(outcome.flagged).toBe(true);
    expect(outcome.requests.some((url) => url.includes('evil.example'))).toBe(true);
  });
});
