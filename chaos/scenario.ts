/**
 * Part 1, chaos: a handful of users submit a steady stream of submissions (a mix of Accepted, Wrong
 * Answer, Compilation Error and a few Time Limit Exceeded) over both servers while the four faults of
 * faults.ts are injected; a client whose connection is refused sends to the other server (as a load
 * balancer would), a request that may have been served is never sent again. Before the faults, event
 * streams are opened on server 1 for submissions made through server 2. Then the queue is drained (with a
 * deadline) and the database checked (checks.ts).
 */
import fs from 'node:fs';
import { followStream, type StreamOutcome } from './sse';
import {
  checkCounters,
  checkVerdicts,
  drain,
  unansweredSubmissions,
  type CounterMismatch,
  type VerdictReport,
} from './checks';
import { FAULTS, type FaultRecord } from './faults';
import { withFailover } from './http';
import { sleep } from './processes';
import { chaosKind, EXPECTED_VERDICT, program, PROBLEM_ID, type ProgramKind } from './programs';
import type { Topology } from './topology';
import { signUpUsers, type User } from './users';

export type ChaosSettings = {
  submissions: number;
  perSecond: number;
  users: number;
  /** Seconds after the first submission at which each fault is injected (or when the previous is done). */
  faultAt: number[];
  streams: number;
  drainSeconds: number;
};

export const DEFAULT_CHAOS: ChaosSettings = {
  submissions: 200,
  perSecond: 2,
  users: 10,
  faultAt: [12, 32, 55, 78],
  streams: 6,
  drainSeconds: 180,
};

export type Sent = {
  n: number;
  kind: ProgramKind;
  expected: string;
  user: User;
  /** 0 or 1: the server tried first. */
  firstServer: number;
  sentAt: number;
  endedAt: number;
  outcome: 'accepted' | 'refused' | 'unanswered';
  /** The server that answered or failed last. */
  server: number;
  refusals: number;
  status?: number;
  id?: string;
  error?: string;
};

export type FaultRow = FaultRecord & {
  /** First verdict stored after the fault was injected (ms since the epoch), if any. */
  firstVerdictAt: number | null;
  /** First verdict stored after the broken part was back (ms since the epoch), if any. */
  nextVerdictAt: number | null;
  verdictsDuringOutage: number;
  /** Verdict of the last of the jobs running at the fault; null when some never got one. */
  inFlightSettledAt: number | null;
};

export type ChaosResult = {
  startedAt: number;
  sent: Sent[];
  faults: FaultRow[];
  streams: StreamOutcome[];
  streamExpectations: Map<string, string>;
  drained: boolean;
  drainSeconds: number;
  verdicts: VerdictReport;
  /** Submissions in the database that no client got an answer for. */
  orphans: { id: string; status: string }[];
  /** Orphans beyond the requests left unanswered: a submission created twice. */
  duplicated: number;
  counters: { checked: number; mismatches: CounterMismatch[] };
  /** Each worker, its server, whether it still runs, and how often it put a job back because its API or Redis was away. */
  workers: { name: string; server: string; alive: boolean; infrastructureRetries: number }[];
  failures: string[];
};

function infrastructureRetries(logFile: string): number {
  try {
    return fs.readFileSync(logFile, 'utf8').match(/\(infrastructure; retrying in/g)?.length ?? 0;
  } catch {
    return 0;
  }
}

async function send(
  topology: Topology,
  user: User,
  n: number,
  firstServer: number,
  startedAt: number,
): Promise<Sent> {
  const kind = chaosKind(n);
  const { language, code } = program(kind, n);
  const sentAt = Date.now();
  const result = await withFailover(
    () => topology.servers.map((server) => server.url),
    firstServer,
    '/api/submission',
    { method: 'POST', token: user.token, ip: user.ip, body: { problemId: PROBLEM_ID, language, code } },
  );
  const base = { n, kind, expected: EXPECTED_VERDICT[kind], user, firstServer, sentAt, endedAt: Date.now() };
  if (result.type === 'unanswered')
    return {
      ...base,
      outcome: 'unanswered',
      server: result.server,
      refusals: result.refusals,
      error: `${result.error.code}: ${result.error.message} after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    };
  const { status, body } = result.answer;
  if (status !== 202)
    return {
      ...base,
      outcome: 'refused',
      server: result.server,
      refusals: result.refusals,
      status,
      error: body.slice(0, 300),
    };
  const id = (JSON.parse(body) as { submission: { id: string } }).submission.id;
  return { ...base, outcome: 'accepted', server: result.server, refusals: result.refusals, status, id };
}

async function measureFault(topology: Topology, fault: FaultRecord): Promise<FaultRow> {
  const { rows } = await topology.db.query<{ first: Date | null; next: Date | null; during: number }>(
    `select (select min(judged_at) from submissions where judged_at > $2) as first,
            (select min(judged_at) from submissions where judged_at > $1) as next,
            (select count(*) from submissions where judged_at between $2 and $1)::int as during`,
    [new Date(fault.backAt), new Date(fault.injectedAt)],
  );
  const settled = await topology.db.query<{ pending: number; last: Date | null }>(
    `select count(*) filter (where status = 'Pending')::int as pending, max(judged_at) as last
       from submissions where id = any($1::uuid[])`,
    [fault.runningAtFault],
  );
  const inFlight = settled.rows[0];
  return {
    ...fault,
    firstVerdictAt: rows[0]?.first?.getTime() ?? null,
    nextVerdictAt: rows[0]?.next?.getTime() ?? null,
    verdictsDuringOutage: rows[0]?.during ?? 0,
    inFlightSettledAt:
      fault.runningAtFault.length === 0
        ? fault.injectedAt
        : inFlight?.pending
          ? null
          : (inFlight?.last?.getTime() ?? null),
  };
}

/** A request cut off by `kill -9` of the server it was on is expected to go unanswered; any other is not. */
function unexpectedlyUnanswered(sent: Sent, faults: readonly FaultRecord[]): boolean {
  const killed = faults.find((fault) => fault.name.startsWith('kill -9 server'));
  return !(
    killed &&
    sent.server === 1 &&
    sent.sentAt <= killed.injectedAt + 1000 &&
    sent.endedAt >= killed.injectedAt - 1000
  );
}

export async function runChaos(
  topology: Topology,
  settings: ChaosSettings,
  log: (line: string) => void,
): Promise<ChaosResult> {
  const users = await signUpUsers(topology.servers, settings.users, 0);
  log(
    `chaos: ${users.length} users signed up; ${settings.submissions} submissions at ${settings.perSecond}/s`,
  );
  const startedAt = Date.now();
  const streamDeadline = { at: Number.POSITIVE_INFINITY };
  const streams: Promise<StreamOutcome>[] = [];
  const streamExpectations = new Map<string, string>();

  const sender = async (): Promise<Sent[]> => {
    const pending: Promise<Sent>[] = [];
    for (let n = 0; n < settings.submissions; n += 1) {
      await sleep(Math.max(0, startedAt + (n * 1000) / settings.perSecond - Date.now()));
      const user = users[n % users.length] as User;
      // The first few go through server 2 and are followed live on server 1.
      const streamed = n < settings.streams;
      const firstServer = streamed ? 1 : n % 2;
      const sending = send(topology, user, n, firstServer, startedAt);
      if (streamed)
        void sending.then((sent) => {
          if (!sent.id) return;
          streamExpectations.set(sent.id, sent.expected);
          streams.push(followStream(topology.servers[0].url, user.token, sent.id, () => streamDeadline.at));
        });
      pending.push(sending);
    }
    return Promise.all(pending);
  };

  const injector = async (): Promise<FaultRecord[]> => {
    const records: FaultRecord[] = [];
    for (const [i, fault] of FAULTS.entries()) {
      await sleep(Math.max(0, startedAt + (settings.faultAt[i] ?? 0) * 1000 - Date.now()));
      records.push(await fault(topology, log));
    }
    return records;
  };

  const [sent, records] = await Promise.all([sender(), injector()]);
  const accepted = sent.filter((s) => s.outcome === 'accepted');
  log(
    `chaos: all sent after ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${accepted.length} answered 202); draining`,
  );
  const drainStarted = Date.now();
  const drained = await drain(
    topology.db,
    accepted.map((s) => s.id as string),
    drainStarted + settings.drainSeconds * 1000,
  );
  const drainSeconds = (Date.now() - drainStarted) / 1000;
  log(`chaos: ${drained ? 'drained' : 'NOT drained'} after ${drainSeconds.toFixed(1)} s`);
  // Streams had the whole run to deliver; a last few seconds for the final events in flight.
  streamDeadline.at = Date.now() + 10_000;
  const streamOutcomes = await Promise.all(streams);

  const verdicts = await checkVerdicts(
    topology.db,
    accepted.map((s) => ({ id: s.id as string, expected: s.expected })),
  );
  const orphans = await unansweredSubmissions(
    topology.db,
    users.map((u) => u.id),
    accepted.map((s) => s.id as string),
  );
  const unanswered = sent.filter((s) => s.outcome === 'unanswered');
  const duplicated = Math.max(0, orphans.length - unanswered.length);
  const counters = await checkCounters(topology.db);
  const faults = await Promise.all(records.map((record) => measureFault(topology, record)));

  const result: ChaosResult = {
    startedAt,
    sent,
    faults,
    streams: streamOutcomes,
    streamExpectations,
    drained,
    drainSeconds,
    verdicts,
    orphans,
    duplicated,
    counters,
    workers: topology.workers.map((worker) => ({
      name: worker.name,
      server: topology.servers.find((server) => worker.apiUrl.startsWith(server.url))?.name ?? worker.apiUrl,
      alive: worker.alive(),
      infrastructureRetries: infrastructureRetries(worker.logFile),
    })),
    failures: [],
  };
  result.failures = failuresOf(result, settings);
  return result;
}

/** Every check of the chaos part that does not hold, one line each. */
function failuresOf(result: ChaosResult, settings: ChaosSettings): string[] {
  const { verdicts, orphans, duplicated, counters, sent, faults } = result;
  const failures: string[] = [];
  const fail = (condition: boolean, message: string) => condition && failures.push(message);
  fail(!result.drained, `the queue did not drain within ${settings.drainSeconds} s`);
  fail(verdicts.lost.length > 0, `lost submissions (202 but no row): ${verdicts.lost.join(', ')}`);
  fail(verdicts.stuck.length > 0, `stuck (Pending at the deadline): ${verdicts.stuck.join(', ')}`);
  fail(
    verdicts.wrong.length > 0,
    `wrong verdicts: ${verdicts.wrong.map((w) => `${w.id} expected ${w.expected}, got ${w.got}`).join('; ')}`,
  );
  fail(
    verdicts.jobNotDone.length > 0,
    `judge jobs not done: ${verdicts.jobNotDone.map((j) => `${j.id} (${j.job})`).join(', ')}`,
  );
  fail(duplicated > 0, `${duplicated} submission(s) created beyond the requests sent`);
  const orphanPending = orphans.filter((o) => o.status === 'Pending');
  fail(
    orphanPending.length > 0,
    `unanswered submissions still Pending: ${orphanPending.map((o) => o.id).join(', ')}`,
  );
  for (const s of sent.filter((s) => s.outcome === 'refused'))
    failures.push(`submission #${s.n} answered ${s.status}: ${s.error}`);
  for (const s of sent.filter((s) => s.outcome === 'unanswered' && unexpectedlyUnanswered(s, faults)))
    failures.push(`submission #${s.n} to server-${s.server + 1} got no answer: ${s.error}`);
  for (const m of counters.mismatches)
    failures.push(`counter ${m.what}: expected ${m.expected}, found ${m.actual}`);
  for (const outcome of result.streams) {
    const expected = result.streamExpectations.get(outcome.id);
    fail(
      outcome.status !== expected,
      `event stream of ${outcome.id} ended with ${outcome.status}, expected ${expected}`,
    );
  }
  fail(
    result.streams.length < settings.streams,
    `only ${result.streams.length} of ${settings.streams} event streams were opened`,
  );
  for (const fault of faults)
    fail(fault.inFlightSettledAt === null, `jobs running at "${fault.name}" never got their verdict`);
  return failures;
}
