/**
 * The suite's own deployment, as README "Scaling out" describes it: a redis-server of its own (AOF on, a
 * free port, never the machine's 6379), a scratch PostgreSQL database, two API servers and three judge
 * workers (JUDGE_CONCURRENCY=1, API_URL naming both servers, which one first alternating), each a child process logging
 * to a file under the run's folder. Servers run with TRUST_PROXY=true and RATE_LIMITS=on.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { newQueueLink } from '../apps/judge-worker/test/support';
import { createScratchDatabase } from '../apps/server/test/helpers/postgres-database';
import { request } from './http';
import { childPids, freePort, launch, waitFor, type Launched } from './processes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 90_000;

/** Answers +PONG to PING: the server is up and has loaded its append-only file. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

export class RedisNode {
  private process: Launched | undefined;

  constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly logFile: string,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.process = launch(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'yes',
        '--dir',
        this.dir,
      ],
      { cwd: this.dir, env: process.env, logFile: this.logFile, label: 'redis-server' },
    );
    if (!(await waitFor(() => redisAnswers(this.port), START_TIMEOUT_MS)))
      throw new Error(`redis-server did not answer on port ${this.port} (log: ${this.logFile})`);
  }

  /** SIGTERM: Redis writes its append-only file and exits. Resolves with how long that took (ms). */
  async stop(): Promise<number> {
    return (await this.process?.terminate(20_000)) ?? 0;
  }
}

export type ServerEnv = Record<string, string>;

export class ServerNode {
  private process: Launched | undefined;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    private readonly env: ServerEnv,
    readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.process?.pid;
  }

  /**
   * Starts it (same port, same data folder every time) and waits until /api/health answers and its
   * problem bank is synced.
   */
  async start(): Promise<void> {
    this.process = launch(process.execPath, ['apps/server/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        PUBLIC_URL: this.url,
      },
      logFile: this.logFile,
      label: this.name,
    });
    const running = this.process;
    const up = await waitFor(
      async () =>
        running.exited() || (await request(`${this.url}/api/health`, { timeoutMs: 2000 })).status === 200,
      START_TIMEOUT_MS,
    );
    if (!up || running.exited()) throw new Error(`${this.name} did not start (log: ${this.logFile})`);
    // The bank syncs after the first answers: the run submits to its problems.
    const synced = await waitFor(async () => {
      if (running.exited()) return true;
      const answer = await request(`${this.url}/api/health/ready`, { timeoutMs: 3000 });
      return (JSON.parse(answer.body) as { checks?: { bank?: { ok: boolean } } }).checks?.bank?.ok === true;
    }, START_TIMEOUT_MS);
    if (!synced || running.exited())
      throw new Error(`${this.name} did not sync its problem bank (log: ${this.logFile})`);
  }

  /** GET /api/health/ready answers 200 (database, queue and sandbox all fine). */
  async ready(): Promise<boolean> {
    try {
      return (await request(`${this.url}/api/health/ready`, { timeoutMs: 3000 })).status === 200;
    } catch {
      return false;
    }
  }

  /** `kill -9`: no shutdown at all. */
  kill(): Promise<void> {
    return this.process?.kill() ?? Promise.resolve();
  }

  /** SIGTERM and wait for the exit; resolves with how long the shutdown took (ms). */
  terminate(): Promise<number> {
    return this.process?.terminate() ?? Promise.resolve(0);
  }
}

export class WorkerNode {
  private process: Launched | undefined;
  readonly workDir: string;

  constructor(
    readonly name: string,
    /** API_URL: the servers it knows, comma-separated, the one it tries first first. */
    readonly apiUrl: string,
    private readonly env: ServerEnv,
    runDir: string,
    readonly logFile: string,
  ) {
    // The sandbox's unprivileged user must reach the judge's boxes.
    this.workDir = fs.mkdtempSync(path.join(runDir, `${name}-work-`));
    fs.chmodSync(this.workDir, 0o755);
  }

  get pid(): number | undefined {
    return this.process?.pid;
  }

  start(): void {
    this.process = launch(process.execPath, ['--import', 'tsx', 'apps/judge-worker/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...this.env,
        API_URL: this.apiUrl,
        JUDGE_WORK_DIR: this.workDir,
        JUDGE_CONCURRENCY: '1',
      },
      logFile: this.logFile,
      label: this.name,
    });
  }

  /** Its "Judge worker ready" line is out (sandbox self-test passed, BullMQ connected); false if it exited. */
  async whenReady(timeoutMs = START_TIMEOUT_MS): Promise<boolean> {
    const running = this.process;
    if (!running) return false;
    const said = () =>
      fs.readFileSync(this.logFile, 'utf8').split('=== chaos:').at(-1)?.includes('Judge worker ready') ??
      false;
    await waitFor(() => running.exited() || said(), timeoutMs);
    return !running.exited() && said();
  }

  /** It has a sandbox open: it is judging (boxes live only while a job is judged). */
  judging(): boolean {
    return this.pid !== undefined && !this.process?.exited() && childPids(this.pid).length > 0;
  }

  alive(): boolean {
    return this.process !== undefined && !this.process.exited();
  }

  kill(): Promise<void> {
    return this.process?.kill() ?? Promise.resolve();
  }

  terminate(): Promise<number> {
    return this.process?.terminate(15_000) ?? Promise.resolve(0);
  }
}

export type Topology = {
  runDir: string;
  redis: RedisNode;
  databaseUrl: string;
  db: pg.Pool;
  servers: [ServerNode, ServerNode];
  workers: WorkerNode[];
  /** The plain environment every server gets (printed for the README). */
  serverEnv: ServerEnv;
  workerEnv: ServerEnv;
  /** A new worker (its server first: the next in the alternation), started. */
  addWorker(): WorkerNode;
  /** Stops everything, drops the database; removes the run folder unless `keepLogs`. */
  tearDown(keepLogs: boolean): Promise<void>;
};

export async function startTopology(adminUrl: string, logLevel: string): Promise<Topology> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-chaos-'));
  fs.chmodSync(runDir, 0o755);
  const logs = path.join(runDir, 'logs');
  fs.mkdirSync(logs);
  const redisDir = path.join(runDir, 'redis');
  fs.mkdirSync(redisDir);

  const redis = new RedisNode(await freePort(), redisDir, path.join(logs, 'redis.log'));
  await redis.start();
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  try {
    scratch = await createScratchDatabase(adminUrl, 'chaos');
  } catch (error) {
    await redis.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
    throw error;
  }
  const db = new pg.Pool({ connectionString: scratch.url, max: 4 });

  const link = newQueueLink('chaos');
  const shared = {
    DATABASE_URL: scratch.url,
    REDIS_URL: redis.url,
    JUDGE_WORKER_TOKEN: link.token,
    JUDGE_QUEUE_PREFIX: link.prefix,
  };
  const serverEnv: ServerEnv = {
    ...shared,
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    RATE_LIMITS: 'on',
    PROBLEMS_DIR: path.join(repoRoot, 'apps/server/test/fixtures/packages'),
    LOG_LEVEL: logLevel,
    NODE_ENV: 'production',
    SMTP_URL: '',
  };
  const workerEnv: ServerEnv = {
    REDIS_URL: shared.REDIS_URL,
    JUDGE_WORKER_TOKEN: shared.JUDGE_WORKER_TOKEN,
    JUDGE_QUEUE_PREFIX: shared.JUDGE_QUEUE_PREFIX,
    LOG_LEVEL: logLevel,
  };

  const servers: [ServerNode, ServerNode] = [
    new ServerNode(
      'server-1',
      await freePort(),
      path.join(runDir, 'data-1'),
      serverEnv,
      path.join(logs, 'server-1.log'),
    ),
    new ServerNode(
      'server-2',
      await freePort(),
      path.join(runDir, 'data-2'),
      serverEnv,
      path.join(logs, 'server-2.log'),
    ),
  ];
  const workers: WorkerNode[] = [];
  const addWorker = () => {
    const name = `worker-${workers.length + 1}`;
    // Each worker knows both servers, its own first (README "Scaling out"): while one is away it loads
    // and hands back jobs through the other.
    const home = servers[workers.length % 2] as ServerNode;
    const other = servers[(workers.length + 1) % 2] as ServerNode;
    const apiUrl = `${home.url},${other.url}`;
    const worker = new WorkerNode(name, apiUrl, workerEnv, runDir, path.join(logs, `${name}.log`));
    worker.start();
    workers.push(worker);
    return worker;
  };
  const topology: Topology = {
    runDir,
    redis,
    databaseUrl: scratch.url,
    db,
    servers,
    workers,
    serverEnv,
    workerEnv,
    addWorker,
    async tearDown(keepLogs) {
      await Promise.all(workers.map((worker) => worker.terminate()));
      await Promise.all(servers.map((server) => server.terminate()));
      await redis.stop();
      await db.end().catch(() => undefined);
      await scratch.drop();
      if (!keepLogs) fs.rmSync(runDir, { recursive: true, force: true });
    },
  };
  try {
    // The first start migrates the database: one at a time.
    for (const server of servers) await server.start();
    for (let i = 0; i < 3; i += 1) addWorker();
    const readiness = await Promise.all(workers.map((worker) => worker.whenReady()));
    if (readiness.includes(false)) throw new Error(`a judge worker did not start (logs under ${logs})`);
  } catch (error) {
    await topology.tearDown(true);
    throw error;
  }
  return topology;
}
