/**
 * What the API benchmarks share: the databases they run on (in-memory PGlite, then PostgreSQL in a scratch
 * database dropped afterwards when TEST_DATABASE_URL is set) and the real app built on one of them, with
 * no judge and no log (as in tests, so figures leave out the request log line).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/client';
import { unavailableService } from '../apps/server/src/judging/judge-service';
import type { Mailer } from '../apps/server/src/mail/mailer';
import { createScratchDatabase } from '../apps/server/test/helpers/postgres-database';

export type BenchDatabase = DatabaseHandle & { dispose: () => Promise<void> };

export type BenchTarget = { name: 'PGlite' | 'PostgreSQL'; open: () => Promise<BenchDatabase> };

/** PGlite, and PostgreSQL when TEST_DATABASE_URL names a server (a note says so when it does not). */
export function benchTargets(scratchName: string): BenchTarget[] {
  const targets: BenchTarget[] = [
    {
      name: 'PGlite',
      open: async () => {
        const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
        return { ...handle, dispose: handle.close };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl)
    targets.push({
      name: 'PostgreSQL',
      open: async () => {
        const scratch = await createScratchDatabase(adminUrl, scratchName);
        const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
        return {
          ...handle,
          dispose: async () => {
            await handle.close();
            await scratch.drop();
          },
        };
      },
    });
  else console.log('\nPostgreSQL skipped: set TEST_DATABASE_URL to measure it too');
  return targets;
}

/** The app on `db`, with its files under `dataDir`. */
export async function benchApp(db: Database, dataDir: string): Promise<App> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
  });
  const mailer: Mailer = { send: async () => undefined, close: () => undefined };
  return buildApp({
    parts: {
      config,
      db,
      mailer,
      judge: unavailableService('no judging in this bench'),
      appSecret: 'bench-'.padEnd(40, 'x'),
      now: () => new Date(),
      warn: (message) => console.error(message),
    },
  });
}

/**
 * Runs a bench on a migrated database of `target` with a temporary data folder: `run` seeds it, then
 * builds the app with `openApp` (after seeding, so that nothing is cached from an empty database). The
 * app, the database and the folder are closed and removed afterwards, whatever happens.
 */
export async function onBenchTarget(
  target: BenchTarget,
  run: (database: BenchDatabase, dataDir: string, openApp: () => Promise<App>) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-bench-'));
  const database = await target.open();
  let app: App | undefined;
  try {
    await database.migrate();
    await run(database, dataDir, async () => {
      app = await benchApp(database.db, dataDir);
      return app;
    });
  } finally {
    await app?.close();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
