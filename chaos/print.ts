/** The suite's printed results: the topology, then the chaos part's and the load part's tables. */
import { LOAD_MIX, type LoadResult, type RequestKind } from './load';
import { millis, percentile, seconds, table } from './report';
import type { ChaosResult } from './scenario';
import type { Topology } from './topology';

const pct = (share: number) => String(Math.round(share * 1000) / 10);

const SECRETS = new Set(['APP_SECRET', 'JUDGE_WORKER_TOKEN']);

const plain = (env: Record<string, string>) =>
  Object.entries(env)
    .map(([name, value]) => `${name}=${SECRETS.has(name) ? '<secret>' : value === '' ? "''" : value}`)
    .join(' ');

export function printTopology(topology: Topology): void {
  const [one, two] = topology.servers;
  console.log('\nTopology (every process on 127.0.0.1):');
  console.log(
    `  redis-server --port ${topology.redis.port} --bind 127.0.0.1 --save "" --appendonly yes --dir <run>/redis`,
  );
  for (const server of [one, two])
    console.log(
      `  ${server.name}: ${plain(topology.serverEnv)} PORT=${server.port} DATA_DIR=<run>/${server.dataDir.split('/').at(-1)}`,
    );
  for (const worker of topology.workers)
    console.log(
      `  ${worker.name}: ${plain(topology.workerEnv)} API_URL=${worker.apiUrl} JUDGE_CONCURRENCY=1`,
    );
}

export function printChaos(result: ChaosResult): void {
  const at = (ms: number) => `t+${((ms - result.startedAt) / 1000).toFixed(1)} s`;
  console.log(
    table(
      'Chaos: faults (times from the fault; "ready again": the broken part answers again; verdicts: first stored after the fault / after it was back)',
      [
        'fault',
        'injected at',
        'back when',
        'ready again',
        'first verdict',
        'next verdict once back',
        'jobs running at fault: all judged',
        'verdicts while down',
      ],
      result.faults.map((fault) => [
        `${fault.name} (${fault.detail})`,
        at(fault.injectedAt),
        fault.backMeans,
        seconds(fault.backAt - fault.injectedAt),
        fault.firstVerdictAt === null ? 'none' : seconds(fault.firstVerdictAt - fault.injectedAt),
        fault.nextVerdictAt === null ? 'none after' : seconds(fault.nextVerdictAt - fault.injectedAt),
        fault.inFlightSettledAt === null
          ? `${fault.runningAtFault.length} jobs: NOT all judged`
          : `${fault.runningAtFault.length} jobs, after ${seconds(fault.inFlightSettledAt - fault.injectedAt)}`,
        fault.verdictsDuringOutage,
      ]),
    ),
  );

  const byKind = new Map<string, { sent: number; expected: string; got: Map<string, number> }>();
  for (const s of result.sent) {
    const entry = byKind.get(s.kind) ?? { sent: 0, expected: s.expected, got: new Map<string, number>() };
    entry.sent += 1;
    byKind.set(s.kind, entry);
  }
  for (const w of result.verdicts.wrong) {
    const sent = result.sent.find((s) => s.id === w.id);
    const entry = sent && byKind.get(sent.kind);
    entry?.got.set(w.got, (entry.got.get(w.got) ?? 0) + 1);
  }
  console.log(
    table(
      'Chaos: submissions by kind',
      ['kind', 'sent', 'expected verdict', 'other verdicts'],
      [...byKind].map(([kind, entry]) => [
        kind,
        entry.sent,
        entry.expected,
        [...entry.got].map(([verdict, count]) => `${count}× ${verdict}`).join(', ') || 'none',
      ]),
    ),
  );

  console.log(
    table(
      'Chaos: event streams on server-1 for submissions made through server-2',
      ['submission', 'expected', '`done` said', 'progress events', 'reconnects', 'open for'],
      result.streams.map((stream) => [
        stream.id,
        result.streamExpectations.get(stream.id) ?? '?',
        stream.status ?? 'NO done EVENT',
        stream.progressEvents,
        stream.reconnects,
        stream.seconds === null ? '—' : `${stream.seconds.toFixed(1)} s`,
      ]),
    ),
  );

  const answered = result.sent.filter((s) => s.outcome === 'accepted');
  const unanswered = result.sent.filter((s) => s.outcome === 'unanswered');
  const rerouted = result.sent.filter((s) => s.refusals > 0);
  const duplicatedVerdicts = result.counters.mismatches.filter((m) => m.actual > m.expected).length;
  console.log(
    table(
      'Chaos: summary',
      [
        'submissions',
        'answered 202',
        'rerouted (refused)',
        'unanswered',
        'lost',
        'duplicated verdicts',
        'stuck',
        'wrong verdicts',
        'counters checked',
        'drain',
      ],
      [
        [
          result.sent.length,
          answered.length,
          rerouted.length,
          `${unanswered.length} (${result.orphans.length} of them stored, all judged: ${result.orphans.every((o) => o.status !== 'Pending') ? 'yes' : 'NO'})`,
          result.verdicts.lost.length,
          result.duplicated + duplicatedVerdicts,
          result.verdicts.stuck.length,
          result.verdicts.wrong.length,
          `${result.counters.checked} (${result.counters.mismatches.length} off)`,
          `${result.drained ? '' : 'NOT '}drained in ${result.drainSeconds.toFixed(1)} s`,
        ],
      ],
    ),
  );
  for (const s of unanswered) console.log(`  unanswered: #${s.n} on server-${s.server + 1}: ${s.error}`);

  console.log(
    table(
      'Chaos: workers (jobs put back in the queue because their API server or Redis was away, from their logs)',
      ['worker', 'API_URL', 'state', 'infrastructure retries'],
      result.workers.map((worker) => [
        worker.name,
        worker.server,
        worker.alive ? 'running' : 'killed',
        worker.infrastructureRetries,
      ]),
    ),
  );
}

export function printLoad(result: LoadResult): void {
  console.log(
    `\nLoad mix per user round: problem list, think 2–6 s, a problem page, read 3–10 s, then Run ${pct(LOAD_MIX.run)} % ` +
      `(${pct(LOAD_MIX.runWrong)} % of them wrong code) or Submit ${pct(LOAD_MIX.submit)} % ` +
      `(${pct(LOAD_MIX.submitWrong)} % wrong), think 2–6 s; requests round-robin over both servers.`,
  );
  const kinds: RequestKind[] = ['browse', 'run', 'submit'];
  const total = kinds.reduce((sum, kind) => sum + result.stats[kind].requests, 0);
  const rows = kinds.map((kind) => {
    const s = result.stats[kind];
    return [
      kind,
      s.requests,
      (s.requests / result.seconds).toFixed(1),
      millis(percentile(s.latencies, 50)),
      millis(percentile(s.latencies, 99)),
      millis(Math.max(0, ...s.latencies)),
      s.tooMany,
      s.serverErrors,
      s.networkErrors.length,
    ];
  });
  console.log(
    table(
      `Load: ${result.users} users for ${result.seconds.toFixed(0)} s (sign-up ${result.signUpSeconds.toFixed(0)} s, not timed)`,
      ['kind', 'requests', 'req/s', 'p50', 'p99', 'max', '429', '5xx', 'failed'],
      [...rows, ['all', total, (total / result.seconds).toFixed(1), '', '', '', '', '', '']],
    ),
  );
  const peak = result.queue.reduce((max, sample) => Math.max(max, sample.queued), 0);
  const last = result.queue.at(-1);
  console.log(
    table(
      'Load: judging (queue wait = submission created_at → judged_at, from the database)',
      [
        'submissions',
        'queue wait p50',
        'p99',
        'max',
        'jobs queued: peak / at the end',
        'drain',
        'lost',
        'stuck',
        'wrong',
        'counters checked',
      ],
      [
        [
          result.submissions.length,
          seconds(percentile(result.queueWaits, 50)),
          seconds(percentile(result.queueWaits, 99)),
          seconds(Math.max(0, ...result.queueWaits)),
          `${peak} / ${last?.queued ?? 0}`,
          `${result.drained ? '' : 'NOT '}drained in ${result.drainSeconds.toFixed(1)} s`,
          result.verdicts.lost.length,
          result.verdicts.stuck.length,
          result.verdicts.wrong.length + result.runsWrong.length,
          `${result.counters.checked} (${result.counters.mismatches.length} off)`,
        ],
      ],
    ),
  );
}
