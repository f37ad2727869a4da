/**
 * Backup and restore of an embedded DATA_DIR (PGlite, no DATABASE_URL): one .tar.gz that holds all a
 * restore needs, docs/operations.md#backups:
 *
 *   codeconquer-backup.json   what this is (format, version, when, PostgreSQL's major version)
 *   db.tar                    the database, as PGlite's own dumpDataDir() writes it (loadDataDir reads it)
 *   uploads/…                 photos, statement images, imported packages
 *   secret.key                the generated app secret (cookies, one-time codes), when there is one
 *
 * Not kept: outbox/ (mails already written; sign-up codes expire in minutes) and the lock.
 * A backup is taken with the server stopped (lockDataDir, processesUsing): PGlite runs inside the
 * process that opens it, so a copy taken from outside a running server cannot be consistent. A restore
 * fills a fresh folder only, built beside the target and moved into place when complete.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { DataDirBusyError, LOCK_FILE, lockDataDir, processesUsing, type ProcessUse } from './data-dir-lock';

export const MANIFEST_FILE = 'codeconquer-backup.json';
const DB_DUMP_FILE = 'db.tar';
const FORMAT = 'codeconquer-pglite-backup';
const FORMAT_VERSION = 1;

export type Manifest = {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** DATA_DIR/db/PG_VERSION: PGlite loads a database of its own PostgreSQL major version only. */
  postgresMajor: string;
  uploads: boolean;
  secretKey: boolean;
};

export class BackupError extends Error {}

function describeUsers(users: ProcessUse[]): string {
  return users.map((use) => `  pid ${use.pid}: ${use.command}`).join('\n');
}

function refuseIfOpen(dbDir: string): void {
  const users = processesUsing(dbDir);
  if (users.length > 0)
    throw new DataDirBusyError(
      `The database in ${dbDir} is open in another process (a running server?). Stop it first ` +
        `(systemctl stop codeconquer, or Ctrl-C where npm start runs):\n${describeUsers(users)}`,
    );
}

export type BackupSummary = { manifest: Manifest; bytes: number };

/**
 * Writes `archive` from `dataDir`. Refuses (DataDirBusyError) while a server has the folder; the archive
 * appears only once complete.
 */
export async function backupDataDir(dataDir: string, archive: string): Promise<BackupSummary> {
  const dbDir = path.join(dataDir, 'db');
  const versionFile = path.join(dbDir, 'PG_VERSION');
  if (!fs.existsSync(versionFile))
    throw new BackupError(
      `No embedded database in ${dbDir} (is DATA_DIR right? With DATABASE_URL, use pg_dump).`,
    );
  const release = lockDataDir(dataDir, 'backup');
  const staging = fs.mkdtempSync(path.join(path.dirname(path.resolve(archive)), '.codeconquer-backup-'));
  try {
    refuseIfOpen(dbDir);
    // Opening replays the WAL of a server that was killed; the checkpoint then writes everything to the
    // data files, so the dump is a cleanly shut-down database.
    const db = await PGlite.create(dbDir);
    try {
      await db.exec('CHECKPOINT');
      const dump = await db.dumpDataDir('none');
      fs.writeFileSync(path.join(staging, DB_DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
    const uploads = fs.existsSync(path.join(dataDir, 'uploads'));
    const secretKey = fs.existsSync(path.join(dataDir, 'secret.key'));
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      postgresMajor: fs.readFileSync(versionFile, 'utf8').trim(),
      uploads,
      secretKey,
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // The manifest and the dump come first (from the staging folder, added as an archive of their own),
    // then DATA_DIR's files as they are.
    const head = path.join(staging, 'head.tar');
    await tar.create({ file: head, cwd: staging, portable: true }, [MANIFEST_FILE, DB_DUMP_FILE]);
    const partial = path.join(staging, 'archive.tar.gz');
    await tar.create({ file: partial, cwd: dataDir, gzip: true, portable: true }, [
      `@${head}`,
      ...(uploads ? ['uploads'] : []),
      ...(secretKey ? ['secret.key'] : []),
    ]);
    // A server that started meanwhile (one that does not take the lock) may have changed the files.
    refuseIfOpen(dbDir);
    fs.renameSync(partial, archive);
    return { manifest, bytes: fs.statSync(archive).size };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

function isEmptyOrAbsent(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST_FILE);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Manifest>;
  } catch {
    throw new BackupError(`This is not a CodeConquer backup (no ${MANIFEST_FILE} in it).`);
  }
  if (manifest.format !== FORMAT) throw new BackupError(`This is not a CodeConquer PGlite backup.`);
  if (manifest.version !== FORMAT_VERSION)
    throw new BackupError(
      `This backup has format version ${manifest.version}; this release reads version ${FORMAT_VERSION}.`,
    );
  if (!fs.existsSync(path.join(dir, DB_DUMP_FILE)))
    throw new BackupError(`The backup has no ${DB_DUMP_FILE}.`);
  return manifest as Manifest;
}

/**
 * Restores `archive` into `dataDir`, which must be absent or empty (else BackupError). The folder appears
 * complete or not at all: everything is unpacked and the database loaded beside it first.
 */
export async function restoreDataDir(archive: string, dataDir: string): Promise<Manifest> {
  const target = path.resolve(dataDir);
  if (!fs.existsSync(archive)) throw new BackupError(`No such file: ${archive}`);
  if (!isEmptyOrAbsent(target))
    throw new BackupError(
      `${target} is not empty. A restore goes into a fresh DATA_DIR: point DATA_DIR at a new folder, or ` +
        `move this one away first.`,
    );
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staging = fs.mkdtempSync(`${target}.restoring-`);
  // The staging folder is where the database is written: nobody else may open it meanwhile.
  const release = lockDataDir(staging, 'restore');
  try {
    // node-tar keeps every entry inside `cwd` (no absolute paths, no `..`), and fails on a broken archive.
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const manifest = readManifest(staging);
    const dump = path.join(staging, DB_DUMP_FILE);
    const db = await PGlite.create({
      dataDir: path.join(staging, 'db'),
      loadDataDir: new Blob([fs.readFileSync(dump)]),
    }).catch((error: unknown) => {
      throw new BackupError(
        `PGlite could not load the database (backed up from PostgreSQL ${manifest.postgresMajor}): ` +
          `${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    });
    try {
      await db.query('select 1');
    } finally {
      await db.close();
    }
    fs.rmSync(dump);
    fs.rmSync(path.join(staging, MANIFEST_FILE));
    release();
    fs.rmSync(path.join(staging, LOCK_FILE), { force: true });
    // Replaces an empty target in one step; fails, changing nothing, if something appeared in it meanwhile.
    fs.renameSync(staging, target);
    return manifest;
  } catch (error) {
    release();
    fs.rmSync(staging, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY')
      throw new BackupError(`${target} is no longer empty: something wrote into it during the restore.`, {
        cause: error,
      });
    throw error;
  }
}
