/**
 * Debian's Chromium driven by playwright-core (no browser download is possible here). The flags keep it
 * from reaching for Google's services, which this machine's closed network refuses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  const found = CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!found)
    throw new Error(
      'Chromium was not found. Install it with `apt-get install chromium` or set CHROMIUM_PATH.',
    );
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
      `--crash-dumps-dir=${path.join(os.tmpdir(), 'chromium-crashes')}`,
    ],
  });
}

/** A fresh, isolated browser context (own storage and cookies) with one page on the server. */
export async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[browser]', error.message));
  recordActivity(page);
  return page;
}

/** What a page did lately (console errors, failed and refused requests, navigations), for failure reports. */
const activity = new WeakMap<Page, string[]>();
const ACTIVITY_LINES = 60;

function recordActivity(page: Page): void {
  const lines: string[] = [];
  activity.set(page, lines);
  const note = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > ACTIVITY_LINES) lines.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text()}`);
  });
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
}

/** Where a page is, what it shows and what it did lately: printed when a test fails. */
export async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return 'page closed';
  const text = await page
    .locator('body')
    .innerText({ timeout: 2000 })
    .catch((error: unknown) => `(no text: ${String(error)})`);
  // Which keys the app kept (a missing `token` means the page thinks nobody is signed in).
  const stored = await page
    .evaluate(() => Object.keys(localStorage).sort().join(', '))
    .catch((error: unknown) => `(unreadable: ${String(error)})`);
  return [
    `url: ${page.url()}`,
    `text: ${text.replace(/\s+/g, ' ').slice(0, 600)}`,
    `localStorage keys: ${stored}`,
    ...(activity.get(page) ?? []),
  ].join('\n');
}
