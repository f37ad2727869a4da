/**
 * Backups as docs/operations.md#backups tells an operator to take them. Each server project checks its
 * own database: on PGlite (server-pglite), `npm run backup` and `npm run restore` on a data folder made as
 * the server makes it, refusing a folder a running server uses and a restore onto a non-empty folder; on
 * PostgreSQL (server-postgres), the documented `pg_dump -Fc` and `pg_restore` into a new database. Both
 * fill the database the same way (the bank synced, a user, a submission) and compare every row after.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../e2e/support/server';
import { lockDataDir } from '../src/backup/data-dir-lock';
import { backupDataDir, restoreDataDir } from '../src/backup/pglite-backup';
import { openConfiguredDatabase, openDatabase, type Database } from '../src/db/client';
import { problems, submissions, users } from '../src/db/schema';
import { loadAppSecret } from '../src/lib/secrets';
import { syncBank } from '../src/problems/bank-sync';
import { FIXTURE_PACKAGES } from './helpers/fixture-problems';
import { createScratchDatabase } from './helpers/postgres-database';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const onPostgres = process.env.TEST_DB === 'postgres';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-backup-test-'));
fs.chmodSync(scratch, 0o755);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** What a server's first start and a little use leave in the database. */
async function fill(db: Database, uploadsDir: string): Promise<void> {
  await syncBank(db, uploadsDir, FIXTURE_PACKAGES, () => undefined);
  const [user] = await db
    .insert(users)
    .values({ name: 'Backed Up', username: 'backed_up', email: 'backed.up@example.com' })
    .returning();
  await db.insert(submissions).values({
    userId: (user as { id: string }).id,
    problemId: 'add-two',
    language: 'python',
    code: 'a, b = map(int, input().split())\nprint(a + b)\n',
    status: 'Accepted',
    passedTests: 3,
    totalTests: 3,
  });
}

/** Every row the test wrote or the bank loaded, in a fixed order. */
async function rows(db: Database) {
  return {
    problems: await db.select().from(problems).orderBy(asc(problems.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    submissions: await db.select().from(submissions).orderBy(asc(submissions.id)),
  };
}

/** Every file under `dir`, by relative path, with its content's hash (a database's files are large). */
function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return files;
}

type CommandResult = { code: number; stdout: string; stderr: string };

/** `npm run backup|restore -- <archive>` as the operator runs it, on DATA_DIR. */
async function command(name: 'backup' | 'restore', archive: string, dataDir: string): Promise<CommandResult> {
  const script = `apps/server/src/backup/${name}-cli.ts`;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, archive], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe.runIf(!onPostgres)('PGlite: npm run backup and npm run restore', () => {
  const source = path.join(scratch, 'data');
  const archive = path.join(scratch, 'backup.tar.gz');
  let before: Awaited<ReturnType<typeof rows>>;

  it('restores into a fresh folder the same rows, uploads and secret', { timeout: 120_000 }, async () => {
    // The data folder as the server makes it: PGlite under DATA_DIR/db, migrated, the bank synced.
    const database = await openConfiguredDatabase({ dataDir: source });
    await database.migrate();
    await fill(database.db, path.join(source, 'uploads'));
    before = await rows(database.db);
    await database.close();
    fs.mkdirSync(path.join(source, 'uploads', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(source, 'uploads', 'avatars', 'me.jpg'), crypto.randomBytes(50_000));
    const secret = loadAppSecret(undefined, source);
    const uploads = filesUnder(path.join(source, 'uploads'));
    expect(before.problems.length).toBeGreaterThan(0);
    expect(Object.keys(uploads).length).toBeGreaterThan(1);

    const backedUp = await command('backup', archive, source);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.stdout).toMatch(
      /^Backed up .*: the database \(PostgreSQL \d+\), uploads\/, secret\.key\.$/m,
    );
    expect(backedUp.code).toBe(0);

    const fresh = path.join(scratch, 'restored', 'data'); // not there yet: made by the restore
    const restored = await command('restore', archive, fresh);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(fs.readdirSync(fresh).sort()).toEqual(['db', 'secret.key', 'uploads']);
    expect(fs.readdirSync(path.dirname(fresh))).toEqual(['data']); // no staging folder left behind

    // As the server opens it: the same rows, and its migrations have nothing left to do.
    const reopened = await openConfiguredDatabase({ dataDir: fresh });
    await reopened.migrate();
    expect(await rows(reopened.db)).toEqual(before);
    await reopened.close();
    expect(filesUnder(path.join(fresh, 'uploads'))).toEqual(uploads);
    expect(loadAppSecret(undefined, fresh)).toBe(secret);
  });

  it('refuses to restore onto a folder that is not empty, and changes nothing there', async () => {
    const files = filesUnder(source);
    const refused = await command('restore', archive, source);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty\. A restore goes into a fresh DATA_DIR/);
    expect(filesUnder(source)).toEqual(files);
  });

  it('refuses to back up while a server uses the folder', { timeout: 120_000 }, async () => {
    const again = path.join(scratch, 'again.tar.gz');
    // A process holding DATA_DIR's lock, as a server does: this one.
    const release = lockDataDir(source, 'server');
    try {
      await expect(backupDataDir(source, again)).rejects.toThrow(
        new RegExp(`in use by a CodeConquer server \\(pid ${process.pid} `),
      );
    } finally {
      release();
    }
    expect(fs.existsSync(again)).toBe(false);

    // `npm start` itself: it holds the lock while it runs.
    const server = await startServer(
      // Its judge's boxes in the test's folder (the sandbox user must reach them), removed with it.
      { JUDGE_WORK_DIR: path.join(scratch, 'judge') },
      { dataDir: source },
    );
    try {
      const refused = await command('backup', again, source);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is in use by a CodeConquer server \(pid \d+ /);
      expect(fs.existsSync(again)).toBe(false);
    } finally {
      // kill -9: no clean close, the folder kept as a crash leaves it.
      await server.kill();
    }
    // Once the server is gone, even killed (its lock left behind, stale), the backup goes through
    // (PGlite replays its WAL first).
    const afterCrash = await command('backup', again, source);
    expect(afterCrash.stderr).toBe('');
    expect(afterCrash.code).toBe(0);
    const fresh = path.join(scratch, 'after-crash');
    await restoreDataDir(again, fresh);
    const reopened = await openConfiguredDatabase({ dataDir: fresh });
    expect((await rows(reopened.db)).submissions).toEqual(before.submissions);
    await reopened.close();
  });
});

describe.runIf(onPostgres)('PostgreSQL: pg_dump -Fc and pg_restore', () => {
  it('restores into a new database the same rows', { timeout: 60_000 }, async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const original = await createScratchDatabase(adminUrl, 'backup_from');
    const copy = await createScratchDatabase(adminUrl, 'backup_to');
    try {
      const source = await openDatabase({ kind: 'postgres', url: original.url });
      await source.migrate();
      await fill(source.db, path.join(scratch, 'uploads'));
      const before = await rows(source.db);
      await source.close();

      // The commands of docs/operations.md#backups, word for word but for the names.
      const dump = path.join(scratch, 'codeconquer.pgdump');
      await run('pg_dump', ['-Fc', '-d', original.url, '-f', dump]);
      await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', copy.url, dump]);

      const restored = await openDatabase({ kind: 'postgres', url: copy.url });
      try {
        await restored.migrate();
        expect(await rows(restored.db)).toEqual(before);
      } finally {
        await restored.close();
      }
    } finally {
      await original.drop();
      await copy.drop();
    }
  });
});
