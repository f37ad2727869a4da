/**
 * `npm run bench:footprint` (also part of `npm run bench`): what the server costs the machine, as `npm
 * start` runs it (PGlite in DATA_DIR, the in-process judge, the built web app when apps/web/dist exists,
 * the embedded defaults):
 *  - time from the process's start to its first answer (GET /api/health 200), on a fresh data folder
 *    (initialisation, migrations and the problem bank's first sync) and on the folder the fresh start left;
 *  - time until the bank is synced: GET /api/health/ready's `bank` check is ok (the sync runs in the
 *    background after the first answer; a server without that check synced before answering);
 *  - its resident memory when idle (VmRSS, IDLE_SECONDS after the bank is synced, with no request
 *    meanwhile), and its peak resident memory (VmHWM) from its start until then.
 * Baseline, interleaved with it (bench/interleave.ts): a bare Fastify process under tsx
 * (`node --import tsx bench/bare-server.ts`, no routes but /health). With `--before DIR` the server of
 * another checkout (DIR, set up with `npm run setup`; started with its own package.json's `start`
 * command) is measured in the same rounds, e.g. a worktree of the commit before a change. Issue 29's
 * goals: idle ≤ 300 MiB, start-up peak ≤ 600 MiB, first answer ≤ 5 s on an existing folder and ≤ 15 s on
 * a fresh one.
 * Usage: npm run bench:footprint -- [--rounds N] (default 2) [--before DIR]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startCommand, waitForBank } from '../e2e/support/server';
import { shuffled } from './interleave';
import { percentile } from './seeded-random';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IDLE_SECONDS = 20;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const ROUNDS = Math.max(1, Number(option('--rounds') ?? 2));
const BEFORE = option('--before');

/** VmRSS and VmHWM of a process, in MiB (0 when it is gone). */
function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssMiB: kb('VmRSS') / 1024, peakMiB: kb('VmHWM') / 1024 };
  } catch {
    return { rssMiB: 0, peakMiB: 0 };
  }
}

/** Polls GET url every 50 ms until it answers 200; ms from `started`. */
async function firstAnswer(url: string, started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the process ended (exit ${child.exitCode}) before answering`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 300_000) throw new Error(`${url}: no answer within 300 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Start = { firstAnswerMs: number; syncedMs: number; peakMiB: number; idleMiB: number };

/** Starts node with `argsFor(port)` in `cwd`, measures it, stops it. */
async function measureStart(
  cwd: string,
  argsFor: (port: number) => string[],
  env: Record<string, string>,
  healthPath: string,
  /** A server whose bank syncs after its first answer: measured until it is synced too. */
  syncsBank = false,
): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, argsFor(port), {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  try {
    const firstAnswerMs = await firstAnswer(`http://127.0.0.1:${port}${healthPath}`, started, child);
    // The catch below adds the server's stderr to any error.
    if (syncsBank) await waitForBank(`http://127.0.0.1:${port}`, child, () => '', 600_000);
    const syncedMs = syncsBank ? performance.now() - started : firstAnswerMs;
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    // VmHWM only grows: read with the idle figure, it is the peak of the whole start and the wait.
    const { rssMiB, peakMiB } = memoryOf(child.pid ?? 0);
    return { firstAnswerMs, syncedMs, peakMiB, idleMiB: rssMiB };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
}

/** As `npm start` runs: the embedded defaults (none of the services' variables), quieter logs. */
const serverEnv = (root: string, dataDir: string): Record<string, string> => ({
  PROBLEMS_DIR: path.join(root, 'problems'),
  WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: '',
});

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-footprint-'));
  const manifest = path.join(work, 'manifest.json');
  fs.writeFileSync(manifest, '[]');
  const servers = [
    { side: 'server', root: repoRoot },
    ...(BEFORE ? [{ side: 'before', root: path.resolve(BEFORE) }] : []),
  ] as const;
  type Side = `${(typeof servers)[number]['side']}-${'fresh' | 'existing'}` | 'bare';
  const starts = new Map<Side, Start[]>();
  const record = (side: Side, start: Start) => starts.set(side, [...(starts.get(side) ?? []), start]);
  try {
    // Each round starts every side once, in a new random order. A server start is two starts: on a
    // fresh folder, then on the folder it left (what a restart finds).
    for (let round = 1; round <= ROUNDS; round += 1)
      for (const side of shuffled(['bare', ...servers.map((server) => server.side)])) {
        if (side === 'bare') {
          record(
            'bare',
            await measureStart(
              repoRoot,
              (port) => ['--import', 'tsx', 'bench/bare-server.ts', manifest, String(port)],
              {},
              '/health',
            ),
          );
          continue;
        }
        const { root } = servers.find((server) => server.side === side)!;
        const dataDir = path.join(work, `data-${side}-${round}`);
        fs.mkdirSync(dataDir);
        for (const kind of ['fresh', 'existing'] as const)
          record(
            `${side}-${kind}`,
            await measureStart(root, () => startCommand(root), serverEnv(root, dataDir), '/api/health', true),
          );
      }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  /** The median, and the range when there are several starts, in `unit` (values divided by `scale`). */
  const figure = (side: Start[], key: keyof Start, unit: string, scale: number, digits: number) => {
    const values = side.map((start) => start[key] / scale);
    const range =
      values.length > 1
        ? ` (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`
        : '';
    return `${percentile(values, 50).toFixed(digits)} ${unit}${range}`;
  };
  console.log(
    `Server footprint: ${os.cpus().length} cores, node ${process.version}, ${ROUNDS} round(s), idle read ${IDLE_SECONDS} s after the bank is synced, peak from the start until then\n`,
  );
  console.log('| start | first answer | bank synced | peak resident | idle resident |');
  console.log('|---|---|---|---|---|');
  const row = (label: string, side: Side) => {
    const measured = starts.get(side) ?? [];
    console.log(
      `| ${label} | ${figure(measured, 'firstAnswerMs', 's', 1000, 1)} | ${figure(measured, 'syncedMs', 's', 1000, 1)} | ${figure(measured, 'peakMiB', 'MiB', 1, 0)} | ${figure(measured, 'idleMiB', 'MiB', 1, 0)} |`,
    );
  };
  for (const { side, root } of servers) {
    const label = side === 'server' ? 'server' : `before (${path.basename(root)})`;
    row(`${label}, fresh data folder`, `${side}-fresh`);
    row(`${label}, existing data folder`, `${side}-existing`);
  }
  row('baseline: bare Fastify under tsx', 'bare');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
