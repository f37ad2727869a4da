/**
 * `npm run backup -- <archive.tar.gz>`: the embedded DATA_DIR (PGlite database, uploads, secret.key) into
 * one archive, with the server stopped (docs/operations.md#backups). `npm run restore` reads it back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { archiveArgument, runCommand } from './command-line';
import { BackupError, backupDataDir } from './pglite-backup';

const archive = archiveArgument('npm run backup -- <archive.tar.gz>   (DATA_DIR as the server has it)');

await runCommand(async () => {
  const config = loadConfig();
  if (config.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: the database is a PostgreSQL server, backed up with pg_dump, and uploads/ ' +
        'with it (docs/operations.md#backups). This command backs up the embedded database only.',
    );
  if (fs.existsSync(archive)) throw new BackupError(`${archive} exists already: choose another name.`);
  if (!fs.existsSync(path.dirname(archive)))
    throw new BackupError(`No such folder: ${path.dirname(archive)}`);
  const { manifest, bytes } = await backupDataDir(config.dataDir, archive);
  const parts = [
    `the database (PostgreSQL ${manifest.postgresMajor})`,
    manifest.uploads ? 'uploads/' : 'no uploads/',
    manifest.secretKey ? 'secret.key' : 'no secret.key (APP_SECRET is set?)',
  ];
  console.log(
    `Backed up ${config.dataDir} to ${archive} (${(bytes / 1e6).toFixed(1)} MB): ${parts.join(', ')}.`,
  );
});
