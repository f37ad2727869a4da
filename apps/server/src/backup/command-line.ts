/**
 * What the backup and restore commands share: their one argument (the archive), and what they print for
 * the failures a user can fix, with their exit codes.
 */
import path from 'node:path';
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

/** The archive named on the command line, resolved from where the user typed it; else usage, exit 2. */
export function archiveArgument(usage: string): string {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  // `npm run` starts in the repository's root: a relative path means one from where the user typed it.
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0] as string);
}
