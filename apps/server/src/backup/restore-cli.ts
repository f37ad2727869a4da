/**
 * `npm run restore -- <archive.tar.gz>`: a backup made by `npm run backup` into DATA_DIR, which must be
 * absent or empty (docs/operations.md#backups). Start the server on that DATA_DIR afterwards.
 */
import path from 'node:path';
import { loadConfig } from '../config/config';
import { runCommand } from './cli-errors';
import { BackupError, restoreDataDir } from './pglite-backup';

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]?.startsWith('-')) {
  console.error('Usage: DATA_DIR=<new folder> npm run restore -- <archive.tar.gz>');
  process.exit(2);
}
// `npm run` starts in the repository's root: a relative path means one from where the user typed it.
const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0] as string);

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
