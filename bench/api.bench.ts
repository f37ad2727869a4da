/**
 * `npm run bench:api` (also part of `npm run bench`): how fast the real server answers the reads users hit
 * most, against a bare Fastify route returning the same bytes, measured in the same run (issue 11).
 *
 *  1. Seeds a database (PGlite under a temporary DATA_DIR; then PostgreSQL too when TEST_DATABASE_URL is
 *     set, in a scratch database dropped afterwards) with the problem bank, 10,000 users and 200,000
 *     submissions (bench/api-seed.ts), closes it, and starts the real server as a child process
 *     (`node --import tsx apps/server/src/server.ts`).
 *  2. Hot reads: the problem list, a problem page and a profile as a guest; a heavy user's submissions
 *     page and stats with their bearer token, as the web app sends it. Each is fetched once; a bare
 *     Fastify process (bench/bare-server.ts) serves those exact bytes at the same path.
 *  3. autocannon, 50 connections, 3 s warm-up then 10 s, on each read against both; prints req/s, p50,
 *     p99, the CPU the serving process used, the bare route's req/s and the ratio, beside the issue's
 *     targets (≥ 50 % of bare, p99 ≤ 50 ms).
 *  4. 1,000 open SSE streams (`GET /api/submission/{id}/events` of Pending submissions of 1,000 users):
 *     the server's RSS before and after, each after forced full garbage collections (bench/gc-on-signal.ts),
 *     → memory per stream; and the problem list with the streams open and after they closed. Submissions
 *     stay Pending only if nothing judges them, so this part runs the server with Redis (REDIS_URL: it
 *     then only queues, and no worker takes the jobs); without a reachable Redis (TEST_REDIS_URL,
 *     REDIS_URL, else redis://127.0.0.1:6379) it is skipped.
 *
 * The load generator (this process) and each server are separate processes; on a 2-core machine they
 * share the cores, so run it on an otherwise idle machine. A missed target is reported, never an exit code.
 * Usage: npm run bench:api   (LOG_LEVEL is passed to the server; its default is `npm start`'s: info)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createSession } from '../apps/server/src/accounts/sessions';
import { loadConfig } from '../apps/server/src/config/config';
import type { ServiceContext } from '../apps/server/src/core/service-context';
import { openConfiguredDatabase } from '../apps/server/src/db/client';
import type { ProblemPackage } from '../apps/server/src/problems/package/read-package';
import { createScratchDatabase } from '../apps/server/test/helpers/postgres-database';
import { seedDatabase, type Seeded } from './api-seed';
import type { BareRoute } from './bare-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLAN = { users: 10_000, submissions: 200_000 };
const CONNECTIONS = 50;
const WARMUP_S = 3;
const DURATION_S = 10;
const SSE_STREAMS = 1000;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

// ---------------------------------------------------------------------------------------------------
// Clean-up: child processes, temporary folders, the scratch database and Redis keys, also on Ctrl-C.

const cleanups: (() => unknown)[] = [];
const children = new Set<ChildProcess>();
const defer = (step: () => unknown) => cleanups.push(step);

async function cleanUp(): Promise<void> {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`clean-up: ${(error as Error).message}`);
    }
  }
}
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
process.on('SIGTERM', () => void cleanUp().finally(() => process.exit(143)));

function tempDir(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `codeconquer-bench-api-${tag}-`));
  fs.chmodSync(dir, 0o755); // the judge's sandbox user must reach JUDGE_WORK_DIR inside it
  defer(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ---------------------------------------------------------------------------------------------------
// Child processes.

type Service = {
  url: string;
  pid: number;
  signal: (name: NodeJS.Signals) => void;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const startedAt = performance.now();
/** A progress line, with the time since the start and the machine's load (other work skews figures). */
const progress = (message: string) =>
  console.log(
    `  [${((performance.now() - startedAt) / 1000).toFixed(0).padStart(4)} s, load ${os.loadavg()[0]?.toFixed(1)}] ${message}`,
  );

/** Resolves once `url` answers 200; rejects if the process ends first or after two minutes. */
async function waitUntilHealthy(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(`${url} never became healthy; the process's last lines:\n${tail}`);
}

/** `node --import tsx <argv…>` with `env`, its output in `logFile`; ready once `health` answers. */
async function startProcess(
  argv: string[],
  env: Record<string, string>,
  port: number,
  health: string,
  logFile: string,
): Promise<Service> {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', ...argv], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    children.delete(child);
  };
  defer(stop);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(`${url}${health}`, child, logFile);
  return { url, pid: child.pid ?? 0, signal: (name) => child.kill(name), stop };
}

/** CPU time (user + system, all threads) a process has used, in seconds, from /proc (100 ticks/s). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The server's resident memory (kB), from /proc. */
function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** The server's memory after garbage collection: RSS, and what V8 holds (heap used + external), in kB. */
type Memory = { rssKb: number; heapKb: number };

/**
 * The server's memory once garbage is gone: bench/gc-on-signal.ts runs a full collection on SIGUSR2 and
 * writes process.memoryUsage() to `memoryFile`. V8 hands freed memory back to the system over the next
 * seconds, so collect every 2 s (at least four times) until RSS moves by less than 1 MiB twice in a row.
 * Left to itself, V8 collects when it chooses, which moves RSS by 100 MiB. RSS still drifts by a few
 * MiB (memory given back late), so the V8 figure is the steadier one.
 */
async function collectedMemory(server: Service, memoryFile: string): Promise<Memory> {
  let previous = rssKb(server.pid);
  let steady = 0;
  for (let i = 0; i < 20 && (i < 4 || steady < 2); i += 1) {
    server.signal('SIGUSR2');
    await sleep(2000);
    const current = rssKb(server.pid);
    steady = Math.abs(current - previous) < 1024 ? steady + 1 : 0;
    previous = current;
  }
  const usage = JSON.parse(fs.readFileSync(memoryFile, 'utf8')) as { heapUsed: number; external: number };
  return { rssKb: previous, heapKb: (usage.heapUsed + usage.external) / 1024 };
}

// ---------------------------------------------------------------------------------------------------
// Databases: PGlite under DATA_DIR, or a scratch PostgreSQL database.

type Target = {
  name: 'PGlite' | 'PostgreSQL';
  dataDir: string;
  /** What the server needs to open this database (DATA_DIR, DATABASE_URL). */
  env: Record<string, string>;
};

async function pgliteTarget(): Promise<Target> {
  const dataDir = tempDir('pglite');
  return { name: 'PGlite', dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: '' } };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const dataDir = tempDir('postgres');
  const scratch = await createScratchDatabase(adminUrl, 'bench');
  defer(() => scratch.drop());
  return { name: 'PostgreSQL', dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url } };
}

type Prepared = { seeded: Seeded; tokens: Map<string, string> };

/** Migrates and seeds the target's database in this process, signs in the heaviest users, closes it. */
async function prepare(target: Target, signedIn: number): Promise<Prepared> {
  const config = loadConfig({ ...target.env, RATE_LIMITS: 'off' });
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const seeded = await seedDatabase(
      database.db,
      { uploadsDir: path.join(target.dataDir, 'uploads'), problemsDir: path.join(repoRoot, 'problems') },
      PLAN,
      (message) => progress(`seed: ${message}`),
    );
    // PostgreSQL's autovacuum would analyze the new rows within a minute (mid-run): do it now. PGlite has
    // no autovacuum, so a PGlite server never has statistics unless someone runs ANALYZE: left as it is.
    if (target.name === 'PostgreSQL') await database.db.execute(sql`analyze`);
    const context = { config, db: database.db, now: () => new Date() } as ServiceContext;
    const tokens = new Map<string, string>();
    for (const user of seeded.users.slice(0, signedIn))
      tokens.set(user.id, await createSession(context, user.id));
    return { seeded, tokens };
  } finally {
    await database.close();
  }
}

/**
 * The real server on the target's database, as `npm start` runs it; `extra` adds to its environment, and
 * `gcOnSignal` preloads bench/gc-on-signal.ts (for memory figures).
 */
async function startServer(
  target: Target,
  extra: Record<string, string> = {},
  gcOnSignal = false,
): Promise<Service> {
  const port = await freePort();
  const emptyBank = path.join(target.dataDir, 'no-bank'); // the bank is seeded: never import it again
  fs.mkdirSync(emptyBank, { recursive: true });
  const judgeWorkDir = path.join(target.dataDir, 'judge');
  fs.mkdirSync(judgeWorkDir, { recursive: true, mode: 0o755 });
  const preload = gcOnSignal ? ['--expose-gc', '--import', './bench/gc-on-signal.ts'] : [];
  return startProcess(
    [...preload, 'apps/server/src/server.ts'],
    {
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PROBLEMS_DIR: emptyBank,
      JUDGE_WORK_DIR: judgeWorkDir,
      RATE_LIMITS: 'off', // the SSE part makes 1,000 submissions quickly; reads have no rate limits
      SMTP_URL: '',
      REDIS_URL: '',
      ...extra,
    },
    port,
    '/api/health',
    path.join(target.dataDir, 'server.log'),
  );
}

// ---------------------------------------------------------------------------------------------------
// Reads and their measurement.

type Read = { name: string; path: string; headers: Record<string, string> };
type Snapshot = { body: Buffer; contentType: string };
/** req/s, latency (ms), failed requests, and the serving process's CPU time per second (1 = a core). */
type Load = { rps: number; p50: number; p99: number; failed: number; cpu: number };

/** The hot reads of issue 11, for the heaviest user (the worst submissions page and stats). */
function hotReads(seeded: Seeded, tokens: Map<string, string>): Read[] {
  const heavy = seeded.users[0];
  if (!heavy) throw new Error('no users were seeded');
  const bearer = { authorization: `Bearer ${tokens.get(heavy.id) ?? ''}` };
  const problem = seeded.hotProblems[0] ?? '';
  return [
    { name: 'problem list', path: '/api/problem/list', headers: {} },
    { name: `problem page (${problem})`, path: `/api/problem/${problem}`, headers: {} },
    {
      name: `submissions page 1 (${heavy.submissions} subs)`,
      path: '/api/submission?page=1&limit=20',
      headers: bearer,
    },
    { name: 'submission stats', path: '/api/submission/stats', headers: bearer },
    { name: 'profile', path: `/api/users/by-username/${heavy.username}`, headers: {} },
  ];
}

async function snapshot(baseUrl: string, read: Read): Promise<Snapshot> {
  const response = await fetch(`${baseUrl}${read.path}`, { headers: read.headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`${read.path} answered ${response.status}: ${body.toString().slice(0, 300)}`);
  return { body, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
}

function runAutocannon(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, timeout: 30 });
}

/** Warm-up, then the measured run of `path` on `service`. */
async function measure(service: Service, path: string, headers: Record<string, string>): Promise<Load> {
  const url = `${service.url}${path}`;
  await runAutocannon(url, headers, WARMUP_S);
  const cpuBefore = cpuSeconds(service.pid);
  const result = await runAutocannon(url, headers, DURATION_S);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cpu: (cpuSeconds(service.pid) - cpuBefore) / result.duration,
  };
}

/** Writes each snapshot to a file and starts the bare server serving them at the same paths. */
async function startBare(dir: string, reads: Read[], snapshots: Snapshot[]): Promise<Service> {
  const routes: BareRoute[] = reads.map((read, i) => {
    const bodyFile = path.join(dir, `bare-${i}.body`);
    fs.writeFileSync(bodyFile, snapshots[i]?.body ?? '');
    return { url: read.path.split('?')[0] ?? '/', contentType: snapshots[i]?.contentType ?? '', bodyFile };
  });
  const manifest = path.join(dir, 'bare-routes.json');
  fs.writeFileSync(manifest, JSON.stringify(routes));
  const port = await freePort();
  return startProcess(
    ['bench/bare-server.ts', manifest, String(port)],
    {},
    port,
    '/health',
    path.join(dir, 'bare.log'),
  );
}

// ---------------------------------------------------------------------------------------------------
// Printing.

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const perSecond = (value: number) => Math.round(value).toLocaleString('en');
const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const cores = (load: Load) => `${Math.round(load.cpu * 100)} %`;

function printReads(target: string, rows: { read: Read; size: number; ours: Load; bare: Load }[]): void {
  console.log(
    `\n${target}: hot reads, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up` +
      ' (CPU: the serving process, 100 % = one core)\n',
  );
  console.log(
    `| Read | Bytes | req/s | p50 | p99 | CPU | Bare req/s | Bare CPU | Ratio | ≥ ${TARGET_RATIO * 100} % of bare | p99 ≤ ${TARGET_P99_MS} ms |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { read, size, ours, bare } of rows) {
    const ratio = ours.rps / bare.rps;
    const failed = ours.failed > 0 ? ` (${ours.failed} failed)` : '';
    console.log(
      `| ${read.name} | ${kib(size)} | ${perSecond(ours.rps)}${failed} | ${ms(ours.p50)} | ${ms(ours.p99)} | ${cores(ours)} | ${perSecond(bare.rps)} | ${cores(bare)} | ${(ratio * 100).toFixed(1)} % | ${mark(ratio >= TARGET_RATIO)} | ${mark(ours.p99 <= TARGET_P99_MS)} |`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// SSE streams.

type Redis = { url: string; prefix: string };

/** One Redis command over RESP (enough for PING and an EVAL; no AUTH). */
function redisCommand(url: string, args: string[]): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(2000, () => socket.destroy(new Error(`no answer from Redis at ${url}`)));
    let reply = '';
    socket.on('connect', () =>
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`),
    );
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.endsWith('\r\n')) {
        socket.end();
        resolve(reply.trim());
      }
    });
    socket.on('error', reject);
  });
}

async function reachableRedis(): Promise<Redis | null> {
  const url = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const pong = await redisCommand(url, ['PING']).catch(() => '');
  if (pong !== '+PONG') return null;
  const prefix = `bench-api-${crypto.randomUUID()}`;
  const dropKeys = "for _, k in ipairs(redis.call('keys', ARGV[1])) do redis.call('del', k) end";
  defer(() => redisCommand(url, ['EVAL', dropKeys, '0', `${prefix}:*`]));
  return { url, prefix };
}

/** Submits one Pending submission per user (the bank's own accepted C++ solution) through the API. */
async function createPending(baseUrl: string, tokens: string[], seeded: Seeded): Promise<string[]> {
  const accepted = (pkg: ProblemPackage) =>
    pkg.submissions.find((s) => s.language === 'cpp' && s.expected === 'Accepted');
  const problem = seeded.problems.find(accepted);
  const code = problem ? (accepted(problem)?.source ?? '') : '';
  const ids: string[] = [];
  for (let i = 0; i < tokens.length; i += 20) {
    const batch = tokens.slice(i, i + 20).map(async (token) => {
      const response = await fetch(`${baseUrl}/api/submission`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ problemId: problem?.slug, language: 'cpp', code }),
      });
      if (response.status !== 202) throw new Error(`submit answered ${response.status}`);
      return ((await response.json()) as { submission: { id: string } }).submission.id;
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

type Stream = { close: () => void };

/**
 * Opens one SSE stream (its own socket) and resolves once its headers arrived. The server sends them with
 * the first bytes of the stream, so at the first heartbeat (15 s) for a submission still Pending.
 */
function openStream(url: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { authorization: `Bearer ${token}` } });
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.resume();
      resolve({ close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

/** Opens the streams 50 at a time (connections, not waiting for headers), then waits for them all. */
async function openStreams(baseUrl: string, ids: string[], tokens: string[]): Promise<Stream[]> {
  const opening: Promise<Stream>[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    for (const [j, id] of ids.slice(i, i + 50).entries())
      opening.push(openStream(`${baseUrl}/api/submission/${id}/events`, tokens[i + j] ?? ''));
    await sleep(100);
  }
  return Promise.all(opening);
}

/** 1,000 open streams: memory per stream, and the problem list without and with them. */
async function measureStreams(target: Target, prepared: Prepared, redis: Redis): Promise<void> {
  progress('starting the server with Redis');
  const memoryFile = path.join(target.dataDir, 'memory.json');
  const server = await startServer(
    target,
    { REDIS_URL: redis.url, JUDGE_QUEUE_PREFIX: redis.prefix, BENCH_MEMORY_FILE: memoryFile },
    true,
  );
  const tokens = [...prepared.tokens.values()].slice(0, SSE_STREAMS);
  progress(`SSE: submitting ${tokens.length} submissions that stay Pending`);
  const ids = await createPending(server.url, tokens, prepared.seeded);
  // Memory first: the garbage of a load run would take V8 longer to give back than the streams cost.
  const before = await collectedMemory(server, memoryFile);
  progress(`SSE: opening ${ids.length} streams`);
  const opening = performance.now();
  const streams = await openStreams(server.url, ids, tokens);
  const openedIn = (performance.now() - opening) / 1000;
  const after = await collectedMemory(server, memoryFile);
  progress('SSE: problem list with the streams open');
  const withStreams = await measure(server, '/api/problem/list', {});
  streams.forEach((stream) => stream.close());
  await sleep(1000);
  progress('SSE: problem list without streams');
  const without = await measure(server, '/api/problem/list', {});
  await server.stop();

  console.log(`\n${target.name}: ${streams.length} open SSE streams (server with Redis, nothing judging)\n`);
  console.log('| What | Measured |\n|---|---|');
  const mib = (kb: number) => `${Math.round(kb / 1024)} MiB`;
  const perStream = (kb: number) => `${(kb / streams.length).toFixed(1)} KiB`;
  console.log(`| Server RSS before / after opening | ${mib(before.rssKb)} / ${mib(after.rssKb)} |`);
  console.log(`| RSS per stream | ${perStream(after.rssKb - before.rssKb)} |`);
  console.log(`| V8 heap + external before / after | ${mib(before.heapKb)} / ${mib(after.heapKb)} |`);
  console.log(`| V8 heap + external per stream | ${perStream(after.heapKb - before.heapKb)} |`);
  console.log(
    `| All streams answered (headers come with the first bytes) | after ${openedIn.toFixed(1)} s |`,
  );
  console.log(
    `| problem list once they closed | ${perSecond(without.rps)} req/s, p50 ${ms(without.p50)}, p99 ${ms(without.p99)}, CPU ${cores(without)} |`,
  );
  console.log(
    `| problem list with ${streams.length} streams open | ${perSecond(withStreams.rps)} req/s, p50 ${ms(withStreams.p50)}, p99 ${ms(withStreams.p99)}, CPU ${cores(withStreams)} |`,
  );
}

// ---------------------------------------------------------------------------------------------------

async function benchTarget(target: Target, redis: Redis | null): Promise<void> {
  console.log(`\n${target.name}: seeding ${PLAN.users} users and ${PLAN.submissions} submissions`);
  const prepared = await prepare(target, SSE_STREAMS);
  progress('starting the server');
  const server = await startServer(target);
  const reads = hotReads(prepared.seeded, prepared.tokens);
  const snapshots = await Promise.all(reads.map((read) => snapshot(server.url, read)));
  const bare = await startBare(target.dataDir, reads, snapshots);
  const rows = [];
  for (const [i, read] of reads.entries()) {
    progress(`measuring ${read.name}`);
    const ours = await measure(server, read.path, read.headers);
    const baseline = await measure(bare, read.path, read.headers);
    rows.push({ read, size: snapshots[i]?.body.length ?? 0, ours, bare: baseline });
  }
  await bare.stop();
  await server.stop();
  printReads(target.name, rows);
  if (redis) await measureStreams(target, prepared, redis);
  else console.log(`\n${target.name}: SSE streams skipped: no Redis reachable (see the header comment)`);
}

async function main(): Promise<void> {
  console.log(
    `API benchmark: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const redis = await reachableRedis();
  await benchTarget(await pgliteTarget(), redis);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await benchTarget(await postgresTarget(adminUrl), redis);
  else console.log('\nPostgreSQL skipped: set TEST_DATABASE_URL to measure it too');
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
