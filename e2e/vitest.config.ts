/**
 * Browser end-to-end tests: each file starts the real server (built web app, embedded PGlite, outbox
 * mail) on a free port and drives Debian's Chromium through playwright-core. Files run one at a time:
 * the machine has two cores and every file owns a server and a browser.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
