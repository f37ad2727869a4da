/** One running server and one browser per test file, started before its tests and always stopped after. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { describePage, launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';

export type LiveApp = {
  readonly server: RunningServer;
  readonly browser: Browser;
  page: () => Promise<Page>;
};

export function useLiveApp(env: Record<string, string> = {}): LiveApp {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // One at a time: if the browser fails to start, afterAll still stops the server.
    server = await startServer(env);
    browser = await launchBrowser();
  });
  // Pages opened by the current test: when it fails, each is described (a flaky failure in CI is then
  // readable from the log alone), with the server's last log lines.
  let pages: Page[] = [];
  afterEach(async (context) => {
    const opened = pages;
    pages = [];
    if (context.task.result?.state !== 'fail') return;
    for (const [index, page] of opened.entries())
      console.error(`[e2e] page ${index + 1} of "${context.task.name}":\n${await describePage(page)}`);
    console.error(`[e2e] server log (last lines):\n${server?.log().slice(-4000) ?? '(no server)'}`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`The ${what} has not started.`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    page: async () => {
      const page = await newPage(started(browser, 'browser'), started(server, 'server').url);
      pages.push(page);
      return page;
    },
  };
}
