/**
 * The embedded database's own folder (db/client.ts): a new folder is initialised by a child process
 * (db/pglite-init.mjs, so initdb's scratch instance never weighs on the server's process), an existing one
 * is opened as it is, and both run with the server's PostgreSQL settings (a 16 MB buffer pool).
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
});
