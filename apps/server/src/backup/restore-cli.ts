/**
 * `npm run restore -- <archive.tar.gz>`: a backup made by `npm run backup` into DATA_DIR, which must be
 * absent or empty (docs/operations.md#backups). Start the server on that DATA_DIR afterwards.
 */
import { loadConfig } from '../config/config';
import { archiveArgument, runCommand } from './command-line';
import { BackupError, restoreDataDir } from './pglite-backup';

const archive = archiveArgument('DATA_DIR=<new folder> npm run restore -- <archive.tar.gz>');

await runCommand(async () => {
  const config = loadConfig();
  if (config.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: this restores the embedded database only; a PostgreSQL server is restored ' +
        'with pg_restore (docs/operations.md#backups).',
    );
  const manifest = await restoreDataDir(archive, config.dataDir);
  console.log(
    `Restored ${archive} (made ${manifest.createdAt}) into ${config.dataDir}. Start the server with ` +
      `DATA_DIR=${config.dataDir}.`,
  );
});
