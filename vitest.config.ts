/**
 * Unit and integration tests. Server integration tests run once on PGlite and, when TEST_DATABASE_URL
 * points at a PostgreSQL server (CI sets it), once more on real PostgreSQL.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.log('TEST_REDIS_URL is not set: the BullMQ queue tests do not run.');
if (!postgresUrl) console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only.');

/**
 * Files at once. Every file but the sandbox suites' runs two or more at a time: a server test spends
 * much of its time waiting for a judged program, PostgreSQL or a timer, and run one by one (Vitest's
 * default on two cores) the suite took 19 minutes. The sandbox suites run alone, one file at a time
 * (they measure time and memory, and a busy neighbour would make a time-limit verdict a matter of
 * luck): Vitest gives a project without file parallelism in group 0 a group of its own, run last.
 */
const FILES_AT_ONCE = Math.max(2, os.availableParallelism() - 1);
const SANDBOX_GROUP = 0;
const REST_GROUP = 1;

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    sequence: { groupOrder: REST_GROUP },
    include: ['apps/server/test/**/*.test.ts'],
    // Two servers sharing Redis: a project of their own, run when there is a Redis.
    exclude: ['apps/server/test/cluster/**'],
    env,
    // One migrated PGlite database that each file's starts from.
    globalSetup: ['apps/server/test/helpers/pglite-template-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Projects of one group share it (Vitest wants them to); the sandbox suites turn it off for theirs.
    maxWorkers: FILES_AT_ONCE,
    projects: [
      {
        // The web app's `@/` alias, so its unit tests import modules the way the app does.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          sequence: { groupOrder: REST_GROUP },
          include: [
            'packages/contracts/test/**/*.test.ts',
            'packages/analyser/test/**/*.test.ts',
            'packages/rating/test/**/*.test.ts',
            'packages/judge/test/token-checker.test.ts',
            'packages/judge/test/grading.test.ts',
            'packages/judge/test/failure-kind.test.ts',
            'packages/judge/test/limit-verdicts.test.ts',
            'packages/judge/test/output-folders.test.ts',
            'apps/judge-worker/test/api-job-handler.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'scripts/test/**/*.test.ts',
          ],
        },
      },
      {
        // The sandbox suites run real programs in real boxes: one file at a time, generous timeouts.
        test: {
          name: 'judge',
          sequence: { groupOrder: SANDBOX_GROUP },
          include: ['packages/judge/test/**/*.test.ts'],
          exclude: [
            'packages/judge/test/token-checker.test.ts',
            'packages/judge/test/grading.test.ts',
            'packages/judge/test/failure-kind.test.ts',
            'packages/judge/test/limit-verdicts.test.ts',
            'packages/judge/test/output-folders.test.ts',
            ...(redisUrl ? [] : ['packages/judge/test/bullmq-queue.test.ts']),
          ],
          env: redisUrl ? { TEST_REDIS_URL: redisUrl } : {},
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      ...(postgresUrl && redisUrl
        ? [
            {
              // `npm run worker` as a process, with the API server, PostgreSQL and Redis.
              test: {
                name: 'worker',
                // Each file has a database, a queue prefix and processes of its own.
                sequence: { groupOrder: REST_GROUP },
                // deploy/test: the shipped nginx configuration in front of two servers.
                include: ['apps/judge-worker/test/**/*.test.ts', 'deploy/test/**/*.test.ts'],
                exclude: ['apps/judge-worker/test/api-job-handler.test.ts'],
                env: { TEST_DATABASE_URL: postgresUrl, TEST_REDIS_URL: redisUrl },
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      ...(redisUrl
        ? [
            {
              // Two servers in one process on one database (PostgreSQL when there is one) and one Redis.
              test: {
                name: 'cluster',
                sequence: { groupOrder: REST_GROUP },
                globalSetup: ['apps/server/test/helpers/pglite-template-setup.ts'],
                include: ['apps/server/test/cluster/**/*.test.ts'],
                env: {
                  TEST_REDIS_URL: redisUrl,
                  ...(postgresUrl
                    ? { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl }
                    : { TEST_DB: 'pglite' }),
                },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      serverProject('server-pglite', { TEST_DB: 'pglite' }),
      ...(postgresUrl
        ? [serverProject('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl })]
        : []),
    ],
  },
});
