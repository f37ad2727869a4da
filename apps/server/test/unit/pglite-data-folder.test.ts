/**
 * The embedded database's own folder (db/client.ts): a new folder is initialised by a child process
 * (db/pglite-init.mjs, so initdb's scratch instance never weighs on the server's process), an existing one
 * is opened as it is, and both run with the server's PostgreSQL settings (a 16 MB buffer pool). The
 * server reopens it to give memory back after a large sync (ReopenablePGlite): nothing under way is lost.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-pglite-folder-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

async function sharedBuffers(): Promise<unknown> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'db') });
  try {
    const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    return result.rows[0]?.shared_buffers;
  } finally {
    await handle.close();
  }
}

describe('a PGlite data folder', () => {
  it(
    'is initialised when new, then opened as it is, with the server’s settings',
    { timeout: 60_000 },
    async () => {
      expect(await sharedBuffers()).toBe('16MB');
      expect(fs.existsSync(path.join(folder, 'db', 'PG_VERSION'))).toBe(true);
      const version = fs.statSync(path.join(folder, 'db', 'PG_VERSION')).mtimeMs;
      expect(await sharedBuffers()).toBe('16MB');
      // Not initialised again.
      expect(fs.statSync(path.join(folder, 'db', 'PG_VERSION')).mtimeMs).toBe(version);
    },
  );

  it(
    'reopens to give memory back: work under way finishes first, queries sent meanwhile are answered by the new instance',
    { timeout: 60_000 },
    async () => {
      const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'db') });
      try {
        const { db } = handle;
        const rows = async () =>
          (
            (await db.execute(sql`select n from reopen_kept order by n`)) as unknown as {
              rows: { n: number }[];
            }
          ).rows.map((row) => row.n);
        await db.execute(sql`create table reopen_kept (n int)`);
        await db.execute(sql`insert into reopen_kept values (1)`);
        // A setting of this session: a new instance starts without it.
        await db.execute(sql`set application_name = 'before the reopen'`);
        let releaseTransaction = () => {};
        const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
        const transaction = db.transaction(async (tx) => {
          await tx.execute(sql`insert into reopen_kept values (2)`);
          await held;
          await tx.execute(sql`insert into reopen_kept values (3)`);
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        const reopened = handle.releaseMemory();
        const sentMeanwhile = rows();
        let answeredEarly = false;
        void sentMeanwhile.then(() => (answeredEarly = true));
        await new Promise((resolve) => setTimeout(resolve, 100));
        // The reopen waits for the transaction, and the query waits for the reopen.
        expect(answeredEarly).toBe(false);
        releaseTransaction();
        await transaction;
        await reopened;
        expect(await sentMeanwhile).toEqual([1, 2, 3]);
        const setting = (await db.execute(sql`show application_name`)) as unknown as {
          rows: { application_name: string }[];
        };
        expect(setting.rows[0]?.application_name).not.toBe('before the reopen');
      } finally {
        await handle.close();
      }
    },
  );
});
