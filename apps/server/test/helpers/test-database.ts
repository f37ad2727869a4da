/**
 * A fresh, migrated database per test file: an in-memory PGlite, or (TEST_DB=postgres) a new database
 * created on the PostgreSQL server of TEST_DATABASE_URL and dropped afterwards.
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { createScratchDatabase } from './postgres-database';

export type TestDatabase = DatabaseHandle & { dispose: () => Promise<void> };

export async function createTestDatabase(onQuery?: (sql: string) => void): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    // A copy of the migrated template (helpers/pglite-template.ts); migrating it again finds nothing to do.
    const template = inject('pgliteTemplate');
    const startFrom = template ? new Blob([fs.readFileSync(template)]) : undefined;
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined, startFrom, onQuery });
    await handle.migrate();
    return { ...handle, dispose: handle.close };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl, 'test');
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url, onQuery });
  await handle.migrate();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
