/**
 * `npm run bench:submission` (also part of `npm run bench`): time from POST /submission to the final
 * verdict on its SSE stream, for C++ solutions of a bank problem, through the whole server (API, PGlite,
 * queue, sandbox), each submission a distinct source (so each compiles, as real submissions do). Every
 * figure is measured beside its baseline in the same run (bench/interleave.ts):
 *  - one at a time: the server against `Judge.judge` called directly with the same request and the same
 *    number of boxes the queue gives a lone job (one per core), alternating in a random order;
 *  - 50 sent at once: how long until all are judged, against the CPU work those 50 need: the machine's
 *    busy CPU time (/proc/stat, every process) while the same 50 are judged one after the other on one
 *    box each, spread over the machine's cores. (That run's wall time over the cores, the figure used
 *    before, understates the work: judging one submission already keeps more than one core busy, the
 *    program in its box and Node checking its output.) Rounds of the two alternate. Also: the burst's
 *    own busy CPU time against the serial run's (what the server adds), and of it this Node process's
 *    (the server and the judge's Node side; the rest is the boxes'), latency p50 and p95 beside the
 *    last one's, and how many pairs finished out of their arrival order (first come, first served). A
 *    submission arrives when its POST is answered (it is queued before that): 50 requests sent at once
 *    over as many connections reach the server in an order of their own, not the order they were sent.
 * Usage: npm run bench:submission -- [--rounds N] [problem slug]   (default: the first Medium bank
 * problem; rounds: 15 one-at-a-time pairs and 2 burst pairs)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Judge } from '@codeconquer/judge';
import { buildApp } from '../apps/server/src/app';
import { createSession } from '../apps/server/src/accounts/sessions';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { startSubmissionJudge } from '../apps/server/src/submissions/submission-jobs';
import type { Mailer } from '../apps/server/src/mail/mailer';
import { judgeRequestFor } from '../apps/server/src/problems/judge-request';
import { bankPackageDirs, saveProblemPackage } from '../apps/server/src/problems/problem-store';
import { readProblemPackage, type ProblemPackage } from '../apps/server/src/problems/package/read-package';
import { interleaved } from './interleave';
import { percentile } from './seeded-random';

const here = path.dirname(fileURLToPath(import.meta.url));
const SUBMISSIONS = 50;
/** /proc/stat counts in USER_HZ, 100 on every Linux build. */
const CLOCK_TICKS_PER_SECOND = 100;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const ROUNDS = Math.max(3, Number(option('--rounds') ?? 15));
const BURST_ROUNDS = Math.max(1, Math.round(ROUNDS / 7));
/** The problem's slug: the first argument that is neither an option nor an option's value. */
const slugArgument = process.argv
  .slice(2)
  .find((arg, i, args) => !arg.startsWith('--') && args[i - 1] !== '--rounds');
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function pickProblem(slug: string | undefined): ProblemPackage {
  for (const dir of bankPackageDirs(path.join(here, '..', 'problems'))) {
    const pkg = readProblemPackage(dir);
    const hasCpp = pkg.submissions.some((s) => s.expected === 'Accepted' && s.language === 'cpp');
    if (hasCpp && (slug ? pkg.slug === slug : pkg.difficulty === 'Medium')) return pkg;
  }
  throw new Error(
    slug ? `no bank problem ${slug} with a C++ solution` : 'no Medium bank problem with a C++ solution',
  );
}

let fresh = 0;
const distinct = (source: string) => `${source}\n// submission ${Date.now()} ${(fresh += 1)}\n`;

/** CPU seconds every core of the machine has spent busy so far (/proc/stat: all but idle and iowait). */
function machineBusySeconds(): number {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS_PER_SECOND;
}

async function main(): Promise<void> {
  const pkg = pickProblem(slugArgument);
  const solution =
    pkg.submissions.find((s) => s.expected === 'Accepted' && s.language === 'cpp')?.source ?? '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-bench-submit-'));
  fs.chmodSync(dataDir, 0o755);
  const config = loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await database.migrate();
  await saveProblemPackage(database.db, path.join(dataDir, 'uploads'), pkg);
  const judge = await startSubmissionJudge({ db: database.db, workDir: config.judgeWorkDir });
  const mailer: Mailer = { send: async () => undefined, close: () => undefined };
  const app = await buildApp({
    parts: {
      config,
      db: database.db,
      mailer,
      judge,
      appSecret: 'bench-'.padEnd(40, 'x'),
      now: () => new Date(),
      warn: () => undefined,
    },
  });
  const context = app.ctx;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Bench', username: 'bench', email: 'bench@example.com', isEmailVerified: true })
    .returning();
  const token = await createSession(context, user?.id ?? '');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  /** POST, then read the SSE stream until `done`; returns ms from the POST to the verdict. */
  const submitAndWait = async (onQueued?: () => void): Promise<number> => {
    const started = performance.now();
    const created = await fetch(`${base}/submission`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ problemId: pkg.slug, language: 'cpp', code: distinct(solution) }),
    });
    const { submission } = (await created.json()) as { submission: { id: string } };
    onQueued?.();
    const stream = await fetch(`${base}/submission/${submission.id}/events`, { headers });
    const text = await stream.text(); // the server ends the stream after `done`
    const done = /event: done\ndata: (.*)\n/.exec(text)?.[1];
    const verdict = (JSON.parse(done ?? '{}') as { submission?: { status?: string } }).submission?.status;
    if (verdict !== 'Accepted') throw new Error(`expected Accepted, got ${verdict}`);
    return performance.now() - started;
  };

  const cores = os.cpus().length;
  const request = (source: string) => judgeRequestFor({ ...pkg, tests: pkg.tests }, 'cpp', source);
  const direct = new Judge(path.join(dataDir, 'direct'));
  /** Judge.judge directly, as the queue judges a lone job (one box per core), or on one box. */
  const judgeDirectly = async (parallelism: number): Promise<number> => {
    const started = performance.now();
    const result = await direct.judge({ ...request(distinct(solution)), parallelism });
    if (result.verdict !== 'Accepted') throw new Error(`direct: ${result.verdict}`);
    return performance.now() - started;
  };

  console.log(
    `Submission benchmark: ${pkg.slug} (${pkg.tests.length} tests), C++, ${cores} cores, ${ROUNDS} rounds one at a time, ${BURST_ROUNDS} burst rounds\n`,
  );
  // Warm-up: the first compile of a session loads the precompiled header, on both sides.
  await submitAndWait();
  await judgeDirectly(cores);

  const single = await interleaved(ROUNDS, {
    server: submitAndWait,
    judge: () => judgeDirectly(cores),
  });

  // The machine's busy CPU time during each side of a burst round (every process: the server, the
  // boxes, the compilers): tells extra work from idle cores. Beside it, this process's own (the server's
  // HTTP, PGlite and queue on the burst's side, the judge's Node side on both, the bench's client); the
  // rest is the boxes' and the compilers'.
  type CpuSamples = { machine: number[]; node: number[] };
  const cpuSeconds: { burst: CpuSamples; cpuWork: CpuSamples } = {
    burst: { machine: [], node: [] },
    cpuWork: { machine: [], node: [] },
  };
  const countingBusy =
    (side: keyof typeof cpuSeconds, run: () => Promise<number>) => async (): Promise<number> => {
      const before = machineBusySeconds();
      const nodeBefore = process.cpuUsage();
      const result = await run();
      cpuSeconds[side].machine.push(machineBusySeconds() - before);
      const node = process.cpuUsage(nodeBefore);
      cpuSeconds[side].node.push((node.user + node.system) / 1e6);
      return result;
    };
  // A burst: every submission's latency, in the order they were sent, when each was queued (its POST
  // answered) and when each finished.
  const bursts: { total: number; latencies: number[]; inversions: number }[] = [];
  const burst = async (): Promise<number> => {
    const started = performance.now();
    const queuedAt: number[] = [];
    const finishedAt: number[] = [];
    const latencies = await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, i) => {
        const latency = await submitAndWait(() => (queuedAt[i] = performance.now()));
        finishedAt[i] = performance.now();
        return latency;
      }),
    );
    const total = performance.now() - started;
    // Pairs queued in one order and finished in the other.
    let inversions = 0;
    for (let i = 0; i < SUBMISSIONS; i += 1)
      for (let j = 0; j < SUBMISSIONS; j += 1)
        if ((queuedAt[i] ?? 0) < (queuedAt[j] ?? 0) && (finishedAt[j] ?? 0) < (finishedAt[i] ?? 0))
          inversions += 1;
    bursts.push({ total, latencies, inversions });
    return total;
  };
  // The 50 one after the other, one box each: nothing waits for a core, so the machine's busy time
  // meanwhile (countingBusy) is their own CPU work.
  const cpuWork = async (): Promise<number> => {
    let total = 0;
    for (let i = 0; i < SUBMISSIONS; i += 1) total += await judgeDirectly(1);
    return total / cores;
  };
  const together = await interleaved(
    BURST_ROUNDS,
    { burst: countingBusy('burst', burst), cpuWork: countingBusy('cpuWork', cpuWork) },
    0,
  );
  const busyMedian = (side: keyof typeof cpuSeconds) => percentile(cpuSeconds[side].machine, 50);
  const nodeMedian = (side: keyof typeof cpuSeconds) => percentile(cpuSeconds[side].node, 50);
  const cpuWorkOverCores = busyMedian('cpuWork') / cores;

  const typical = bursts.reduce((best, b) =>
    Math.abs(b.total - together.burst.median) < Math.abs(best.total - together.burst.median) ? b : best,
  );
  const rows: [string, string, string, string][] = [
    [
      'Submit → verdict, one at a time, p50',
      seconds(single.server.median),
      `${seconds(single.judge.median)} Judge.judge directly, ${cores} boxes`,
      ratio(single.server.median, single.judge.median),
    ],
    [
      'Submit → verdict, one at a time, p95',
      seconds(percentile(single.server.samples, 95)),
      seconds(percentile(single.judge.samples, 95)),
      ratio(percentile(single.server.samples, 95), percentile(single.judge.samples, 95)),
    ],
    [
      `${SUBMISSIONS} at once, all judged (median of ${BURST_ROUNDS})`,
      seconds(together.burst.median),
      `${seconds(cpuWorkOverCores * 1000)} their CPU work over ${cores} cores`,
      ratio(together.burst.median / 1000, cpuWorkOverCores),
    ],
    [
      `… against judging them one after the other`,
      seconds(together.burst.median),
      `${seconds(together.cpuWork.median)} that run's wall time over ${cores} cores`,
      ratio(together.burst.median, together.cpuWork.median),
    ],
    [
      `${SUBMISSIONS} at once: the machine's busy CPU time`,
      seconds(busyMedian('burst') * 1000),
      `${seconds(busyMedian('cpuWork') * 1000)} one after the other`,
      ratio(busyMedian('burst'), busyMedian('cpuWork')),
    ],
    [
      `… of it this Node process's (server, judge's Node side, bench client)`,
      seconds(nodeMedian('burst') * 1000),
      `${seconds(nodeMedian('cpuWork') * 1000)} (judge's Node side, one after the other)`,
      ratio(nodeMedian('burst'), nodeMedian('cpuWork')),
    ],
    [
      `${SUBMISSIONS} at once: latency p50 / p95 / last`,
      `${seconds(percentile(typical.latencies, 50))} / ${seconds(percentile(typical.latencies, 95))} / ${seconds(Math.max(...typical.latencies))}`,
      '',
      `p95 ${ratio(percentile(typical.latencies, 95), Math.max(...typical.latencies))} of the last`,
    ],
    [
      `${SUBMISSIONS} at once: pairs finished out of arrival order`,
      `${typical.inversions} of ${(SUBMISSIONS * (SUBMISSIONS - 1)) / 2}`,
      '',
      '',
    ],
  ];
  console.log('| What | Measured | Baseline (same run, interleaved) | Ratio |\n|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);

  await app.close();
  await judge.close();
  await direct.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(config.judgeWorkDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
