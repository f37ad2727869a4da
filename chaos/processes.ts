/**
 * Child processes of the suite: each one logs to its own file under the run's folder (the evidence when a
 * check fails), can be killed (`kill -9`) or stopped (SIGTERM, then waited for), and never outlives the
 * suite (SIGKILL on exit).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort as anyFreePort } from '../e2e/support/server';

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export type Launched = {
  readonly pid: number;
  readonly logFile: string;
  /** True once the process has exited (for any reason). */
  exited(): boolean;
  /** Resolves when the process has exited. */
  whenExited(): Promise<void>;
  /** `kill -9`, then waits for the exit. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the exit (SIGKILL after `graceMs`); resolves with how long it took (ms). */
  terminate(graceMs?: number): Promise<number>;
};

export function launch(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; label: string },
): Launched {
  fs.appendFileSync(options.logFile, `\n=== chaos: ${options.label} started ${new Date().toISOString()}\n`);
  const log = fs.openSync(options.logFile, 'a');
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  running.add(child);
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      fs.appendFileSync(
        options.logFile,
        `=== chaos: ${options.label} exited (code ${code}, signal ${signal})\n`,
      );
      resolve();
    });
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  if (child.pid === undefined) throw new Error(`${options.label}: could not start ${command}`);
  return {
    pid: child.pid,
    logFile: options.logFile,
    exited,
    whenExited: () => exit,
    async kill() {
      if (!exited()) child.kill('SIGKILL');
      await exit;
    },
    async terminate(graceMs = 30_000) {
      const started = Date.now();
      if (exited()) return 0;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
      return Date.now() - started;
    },
  };
}

/** The last `chars` characters of a log file (for failure reports). */
export function logTail(file: string, chars = 3000): string {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text.slice(-chars);
  } catch {
    return '(no log)';
  }
}

/** The ids of the processes whose parent is `pid` (read from /proc: a judging worker has its sandbox). */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** A port nothing listens on (never 6379: the machine's own Redis lives there). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (port !== 6379) return port;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it answers true; false when `timeoutMs` ran out first. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 200,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return true;
    } catch {
      // Not yet.
    }
    if (Date.now() >= deadline) return false;
    await sleep(everyMs);
  }
}
