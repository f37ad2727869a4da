/**
 * Part 2, load: simulated users (200 by default, CHAOS_LOAD_USERS) for 3 minutes (CHAOS_LOAD_SECONDS)
 * against both servers, requests spread round-robin as a load balancer would. Each user loops:
 *   browse the problem list, think 2–6 s; open a problem page, read it 3–10 s; then with 7 % Run the code
 *   on the visible tests (POST /api/problem/execute, waits for the judge), with 3.5 % Submit it; think
 *   2–6 s; again. About 14 s a round: 200 users make ~28 browse requests/s and ~1.3 judge jobs/s, about
 *   half of what three single-core workers judge on 2 cores (~2.8 jobs/s measured), so the queue stays short.
 * Sign-up is set-up, not timed. Afterwards the submissions are drained and checked like the chaos part's.
 */
import http from 'node:http';
import type pg from 'pg';
import { seededRandom, type SeededRandom } from '../bench/seeded-random';
import { checkCounters, checkVerdicts, drain, type CounterMismatch, type VerdictReport } from './checks';
import { request, type RequestError } from './http';
import { sleep } from './processes';
import { EXPECTED_VERDICT, program, PROBLEM_ID, type ProgramKind } from './programs';
import type { Topology } from './topology';
import { signUpUsers, type User } from './users';

export type LoadSettings = { users: number; seconds: number; drainSeconds: number };

/** Per round, after the problem page: P(Run), P(Submit); the share of wrong code in each. */
export const LOAD_MIX = { run: 0.07, submit: 0.035, runWrong: 0.2, submitWrong: 0.25 };

export type RequestKind = 'browse' | 'run' | 'submit';

export type KindStats = {
  latencies: number[];
  requests: number;
  tooMany: number;
  serverErrors: number;
  otherStatus: Map<number, number>;
  networkErrors: string[];
};

export type QueueSample = { at: number; queued: number; running: number };

export type LoadResult = {
  users: number;
  seconds: number;
  signUpSeconds: number;
  stats: Record<RequestKind, KindStats>;
  submissions: { id: string; expected: string }[];
  runsWrong: string[];
  queueWaits: number[];
  queue: QueueSample[];
  drained: boolean;
  drainSeconds: number;
  verdicts: VerdictReport;
  counters: { checked: number; mismatches: CounterMismatch[] };
  failures: string[];
};

const emptyStats = (): KindStats => ({
  latencies: [],
  requests: 0,
  tooMany: 0,
  serverErrors: 0,
  otherStatus: new Map(),
  networkErrors: [],
});

type Context = {
  topology: Topology;
  agent: http.Agent;
  stats: Record<RequestKind, KindStats>;
  submissions: { id: string; expected: string }[];
  runsWrong: string[];
  endAt: number;
};

/** One request, counted under `kind`; the body of a 2xx answer, else null. */
async function timed(
  context: Context,
  kind: RequestKind,
  user: User,
  server: number,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: string } | null> {
  const stats = context.stats[kind];
  stats.requests += 1;
  try {
    const answer = await request(`${context.topology.servers[server]?.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      token: user.token,
      ip: user.ip,
      body,
      agent: context.agent,
    });
    stats.latencies.push(answer.ms);
    if (answer.status === 429) stats.tooMany += 1;
    else if (answer.status >= 500) stats.serverErrors += 1;
    else if (answer.status >= 300)
      stats.otherStatus.set(answer.status, (stats.otherStatus.get(answer.status) ?? 0) + 1);
    return answer;
  } catch (error) {
    stats.networkErrors.push(`${(error as RequestError).code}: ${(error as Error).message}`);
    return null;
  }
}

/** A pause of `fromMs`–`toMs`, cut short when the load ends. */
const think = (context: Context, random: SeededRandom, fromMs: number, toMs: number) =>
  sleep(Math.min(fromMs + random.next() * (toMs - fromMs), Math.max(0, context.endAt - Date.now())));

async function userLoop(context: Context, user: User, index: number): Promise<void> {
  const random = seededRandom(7919 * (index + 1));
  let turn = index;
  const nextServer = () => (turn += 1) % 2;
  // Users arrive over the first 10 s, not all in one instant.
  await think(context, random, 0, 10_000);
  let problemIds: string[] = [PROBLEM_ID];
  let round = 0;
  while (Date.now() < context.endAt) {
    round += 1;
    const list = await timed(context, 'browse', user, nextServer(), '/api/problem/list');
    if (list?.status === 200)
      problemIds = (JSON.parse(list.body) as { id: string }[]).map((problem) => problem.id);
    await think(context, random, 2000, 6000);
    if (Date.now() >= context.endAt) break;
    await timed(context, 'browse', user, nextServer(), `/api/problem/${random.pick(problemIds)}`);
    await think(context, random, 3000, 10_000);
    if (Date.now() >= context.endAt) break;
    const roll = random.next();
    const n = index * 1000 + round;
    if (roll < LOAD_MIX.run) {
      const kind: ProgramKind = random.next() < LOAD_MIX.runWrong ? 'wrong' : 'accepted';
      const answer = await timed(context, 'run', user, nextServer(), '/api/problem/execute', {
        problemId: PROBLEM_ID,
        ...program(kind, n),
      });
      if (answer?.status === 200) {
        const verdict = (JSON.parse(answer.body) as { verdict: string }).verdict;
        if (verdict !== EXPECTED_VERDICT[kind])
          context.runsWrong.push(`${user.username} run ${kind}: got ${verdict}`);
      }
    } else if (roll < LOAD_MIX.run + LOAD_MIX.submit) {
      const kind: ProgramKind = random.next() < LOAD_MIX.submitWrong ? 'wrong' : 'accepted';
      const answer = await timed(context, 'submit', user, nextServer(), '/api/submission', {
        problemId: PROBLEM_ID,
        ...program(kind, n),
      });
      if (answer?.status === 202)
        context.submissions.push({
          id: (JSON.parse(answer.body) as { submission: { id: string } }).submission.id,
          expected: EXPECTED_VERDICT[kind],
        });
    }
    await think(context, random, 2000, 6000);
  }
}

async function sampleQueue(db: pg.Pool): Promise<QueueSample> {
  const { rows } = await db.query<{ queued: number; running: number }>(
    `select count(*) filter (where status = 'queued')::int as queued,
            count(*) filter (where status = 'running')::int as running
       from judge_jobs`,
  );
  return { at: Date.now(), queued: rows[0]?.queued ?? 0, running: rows[0]?.running ?? 0 };
}

export async function runLoad(
  topology: Topology,
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<LoadResult> {
  const signUpStarted = Date.now();
  const users = await signUpUsers(topology.servers, settings.users, 1000, 6);
  const signUpSeconds = (Date.now() - signUpStarted) / 1000;
  log(
    `load: ${users.length} users signed up in ${signUpSeconds.toFixed(1)} s; ${settings.seconds} s of load`,
  );

  const context: Context = {
    topology,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1024 }),
    stats: { browse: emptyStats(), run: emptyStats(), submit: emptyStats() },
    submissions: [],
    runsWrong: [],
    endAt: Date.now() + settings.seconds * 1000,
  };
  const queue: QueueSample[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      queue.push(await sampleQueue(topology.db));
      await sleep(2000);
    }
  })();
  const started = Date.now();
  await Promise.all(users.map((user, index) => userLoop(context, user, index)));
  const seconds = (Date.now() - started) / 1000;
  sampling = false;
  await sampler;
  context.agent.destroy();
  log(`load: done after ${seconds.toFixed(1)} s; draining ${context.submissions.length} submissions`);

  const drainStarted = Date.now();
  const ids = context.submissions.map((s) => s.id);
  const drained = await drain(topology.db, ids, drainStarted + settings.drainSeconds * 1000);
  const drainSeconds = (Date.now() - drainStarted) / 1000;
  const verdicts = await checkVerdicts(topology.db, context.submissions);
  const counters = await checkCounters(topology.db);
  const waits = await topology.db.query<{ seconds: number }>(
    `select extract(epoch from judged_at - created_at)::float8 as seconds
       from submissions where id = any($1::uuid[]) and judged_at is not null`,
    [ids],
  );

  const failures: string[] = [];
  for (const [kind, stats] of Object.entries(context.stats)) {
    if (stats.serverErrors > 0) failures.push(`${kind}: ${stats.serverErrors} answers 5xx`);
    if (stats.networkErrors.length > 0)
      failures.push(
        `${kind}: ${stats.networkErrors.length} requests failed: ${stats.networkErrors.slice(0, 3).join('; ')}`,
      );
    for (const [status, count] of stats.otherStatus) failures.push(`${kind}: ${count} answers ${status}`);
  }
  if (!drained) failures.push(`the load's submissions did not drain within ${settings.drainSeconds} s`);
  if (verdicts.lost.length > 0) failures.push(`lost submissions: ${verdicts.lost.join(', ')}`);
  if (verdicts.stuck.length > 0) failures.push(`stuck submissions: ${verdicts.stuck.join(', ')}`);
  for (const w of verdicts.wrong) failures.push(`submission ${w.id}: expected ${w.expected}, got ${w.got}`);
  for (const j of verdicts.jobNotDone) failures.push(`judge job ${j.id} is ${j.job}`);
  for (const wrong of context.runsWrong) failures.push(wrong);
  for (const m of counters.mismatches)
    failures.push(`counter ${m.what}: expected ${m.expected}, found ${m.actual}`);

  return {
    users: users.length,
    seconds,
    signUpSeconds,
    stats: context.stats,
    submissions: context.submissions,
    runsWrong: context.runsWrong,
    queueWaits: waits.rows.map((row) => row.seconds * 1000),
    queue,
    drained,
    drainSeconds,
    verdicts,
    counters,
    failures,
  };
}
