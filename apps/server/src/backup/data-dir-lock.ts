/**
 * One process at a time in an embedded (PGlite) DATA_DIR. PGlite is PostgreSQL compiled to WebAssembly,
 * running inside whichever process opens DATA_DIR/db: two processes with it open at once corrupt it, and
 * PGlite guards nothing itself (its postmaster.pid holds a made-up pid, -42, and a second process opens
 * the folder all the same). So whatever opens the folder for writing takes DATA_DIR/codeconquer.lock: the
 * backup and restore commands here, and the server (a change to server.ts, proposed with this module).
 * A lock left by a crash names a process that is gone, and is taken over.
 *
 * A server that does not take the lock (one started before that change) is found another way: it holds
 * files under DATA_DIR/db open, which /proc shows (processesUsing).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'codeconquer.lock';

export class DataDirBusyError extends Error {}

type Holder = { pid: number; host: string; startedAt: string | null; what: string; since: string };

/** When a process started (field 22 of /proc/<pid>/stat): with its pid, it names the process for good. */
function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name, is in parentheses and may hold spaces: count from after it (field 3).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return typeof value.pid === 'number' && typeof value.host === 'string' ? (value as Holder) : null;
  } catch {
    return null;
  }
}

/** Whether the process a lock names still runs (on another host we cannot tell, so we assume it does). */
function holderAlive(holder: Holder): boolean {
  if (holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // That pid runs: the same process, or one that got the pid after a crash or a reboot?
  const started = processStart(holder.pid);
  return started === null || holder.startedAt === null || started === holder.startedAt;
}

function busyMessage(dataDir: string, holder: Holder): string {
  return (
    `${dataDir} is in use by a CodeConquer ${holder.what} (pid ${holder.pid} on ${holder.host}, since ` +
    `${holder.since}). Stop it first (systemctl stop codeconquer, or Ctrl-C where npm start runs).`
  );
}

/**
 * Takes DATA_DIR's lock for `what` (a server, a backup, a restore), or throws DataDirBusyError naming the
 * process that holds it. Returns the release; the lock is also released when the process exits.
 */
export function lockDataDir(dataDir: string, what: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: Holder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: processStart(process.pid),
    what,
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, text, { flag: 'wx', mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let found: string;
    try {
      found = fs.readFileSync(file, 'utf8');
    } catch {
      continue; // released between our two calls: try again
    }
    const holder = parseHolder(found);
    // An unreadable lock is one being written this very moment, unless it is old (a crash mid-write).
    const writtenAt = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    const stale = holder ? !holderAlive(holder) : Date.now() - writtenAt > 10_000;
    if (!stale || attempt > 0)
      throw new DataDirBusyError(
        holder ? busyMessage(dataDir, holder) : `${dataDir} is being locked by another process (${file}).`,
      );
    // Left by a process that is gone (a crash, kill -9, a reboot): take it over, unless it just changed.
    if (fs.readFileSync(file, 'utf8') === found) fs.rmSync(file, { force: true });
  }
  const release = () => {
    process.removeListener('exit', release);
    try {
      if (fs.readFileSync(file, 'utf8') === text) fs.rmSync(file);
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
}

export type ProcessUse = { pid: number; command: string };

/**
 * Other processes with a file open under `dir`, from /proc/<pid>/fd (Linux; elsewhere none are found).
 * A process of another user is seen only by root.
 */
export function processesUsing(dir: string): ProcessUse[] {
  let real: string;
  let pids: string[];
  try {
    real = fs.realpathSync(dir);
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const users: ProcessUse[] = [];
  for (const name of pids) {
    const pid = Number(name);
    if (pid === process.pid) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to look at
    }
    const uses = fds.some((fd) => {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target === real || target.startsWith(`${real}${path.sep}`);
      } catch {
        return false;
      }
    });
    if (!uses) continue;
    let command = '?';
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    } catch {
      // Gone meanwhile.
    }
    users.push({ pid, command });
  }
  return users;
}
