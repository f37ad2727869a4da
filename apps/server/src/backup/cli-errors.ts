/** What the backup and restore commands print for the failures a user can fix, and their exit codes. */
import { ConfigError } from '../config/config';
import { DataDirBusyError } from './data-dir-lock';
import { BackupError } from './pglite-backup';

/** Runs a command: a known failure prints its message alone and exits 1; anything else is a bug. */
export async function runCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirBusyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
