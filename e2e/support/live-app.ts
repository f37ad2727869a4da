/** One running server and one browser per test file, started before its tests and always stopped after. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newPage } from './browser';
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
    page: () => newPage(started(browser, 'browser'), started(server, 'server').url),
  };
}
