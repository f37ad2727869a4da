/**
 * Starts the product as `npm start` would, in a child process with its own temporary DATA_DIR and port,
 * and stops it afterwards. Rate limits are off: a browser test signs in more often than a person would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migratedTemplateFolder } from '../../apps/server/test/helpers/pglite-template';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
  /** The server's last output (up to 20,000 characters). */
  log: () => string;
  /** `kill -9`: no shutdown, the data folder kept (a restart on the same port and folder picks up). */
  kill: () => Promise<void>;
};

export type StartOptions = {
  /** Listen on this port (a restart keeps its address for the workers); a free one by default. */
  port?: number;
  /** Use this data folder, e.g. a killed server's (its secret and outbox); a new one by default. */
  dataDir?: string;
  /**
   * How long the server may take to answer /api/health, and then to sync its bank (60 s each by default;
   * the whole bank loads slower).
   */
  healthTimeoutMs?: number;
  /**
   * Run the server of another checkout (a worktree of an older commit, as bench:lighthouse's baseline).
   * Its database starts empty and migrates itself: this checkout's template may hold newer migrations.
   */
  root?: string;
  /** Return once /api/health answers, while the bank may still be syncing (true: once it is synced). */
  bankSyncing?: boolean;
};

/** A port nobody listens on now (the OS's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A new DATA_DIR. On PGlite it holds the migrated template database already: PGlite initialises a new
 * one in about 4 s, and the tests start dozens of servers (a first start from nothing is what
 * `npm run setup` and the migration tests do).
 */
async function newDataDir(extraEnv: Record<string, string>, ownCheckout: boolean): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-e2e-'));
  if (!extraEnv.DATABASE_URL && ownCheckout)
    fs.cpSync(await migratedTemplateFolder(), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited early (code ${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Waits until the problem bank's sync, which runs after the first answers, is done (GET /api/health/ready's
 * `bank` check; an older checkout without it synced before answering), so a test finds every problem.
 */
export async function waitForBank(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited early (code ${child.exitCode}):\n${output()}`);
    const body = (await (await fetch(`${url}/api/health/ready`)).json()) as {
      checks?: { bank?: { ok: boolean; detail: string } };
    };
    if (body.checks?.bank?.ok !== false) return;
    if (!body.checks.bank.detail.startsWith('syncing'))
      throw new Error(`The problem bank did not sync: ${body.checks.bank.detail}\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not sync its problem bank within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * `npm start`'s arguments to node in a checkout: the compiled server (apps/server/start.mjs), or in an
 * older checkout without one (a bench's baseline) its TypeScript under tsx.
 */
export function startCommand(root: string): string[] {
  return fs.existsSync(path.join(root, 'apps/server/start.mjs'))
    ? ['apps/server/start.mjs']
    : ['--import', 'tsx', 'apps/server/src/server.ts'];
}

export async function startServer(
  extraEnv: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const root = options.root ?? repoRoot;
  const dataDir = options.dataDir ?? (await newDataDir(extraEnv, root === repoRoot));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    DATABASE_URL: '',
    SMTP_URL: '',
    // A small problem set loads in a blink; the whole bank is verified by npm run problems:verify.
    PROBLEMS_DIR: path.join(root, 'apps/server/test/fixtures/packages'),
    ...extraEnv,
  };
  const child = spawn(process.execPath, startCommand(root), {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Should the test runner die without running afterAll, the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  try {
    await waitForHealth(url, child, () => log, options.healthTimeoutMs);
    if (!options.bankSyncing) await waitForBank(url, child, () => log, options.healthTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const whenExited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    port,
    dataDir,
    log: () => log,
    async kill() {
      process.removeListener('exit', killOnExit);
      const gone = whenExited();
      child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
