/**
 * Prometheus metrics (docs/operations.md#metrics), with prom-client, the client Prometheus's own docs
 * point Node at: HTTP latency by route and status, verdicts and judge failures, the judge queue as it
 * is when scraped, queue wait and judging time, failed attempts by kind, the database pool, and the
 * process's own figures (CPU, memory, event loop lag, handles). One registry
 * per app, so that tests can build many apps in one process.
 *
 * GET /metrics exists only when METRICS_TOKEN is set, and answers only with it as a bearer token: the
 * figures say how busy the site is, which is nobody else's business.
 */
import type { FastifyInstance } from 'fastify';
import { JUDGE_SECONDS_BUCKETS, sameSecret } from '@codeconquer/judge';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { databasePoolUse } from '../db/client';
import { onJobTiming } from '../judging/job-timings';
import { AppError } from '../lib/app-error';

/** Seconds: from a cached read (~1 ms) to a slow upload or export. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export async function installMetrics(app: FastifyInstance, token: string): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route (as registered) and status, and how long each took.',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const verdicts = new Counter({
    name: 'codeconquer_judge_verdicts_total',
    help: 'Jobs judged (submissions, runs, the compiler), by overall verdict.',
    labelNames: ['verdict'],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'codeconquer_judge_failures_total',
    help: 'Jobs given up on after every attempt (sandbox or infrastructure failures: a Judge Error).',
    registers: [registry],
  });
  const { judge } = app.ctx;
  new Gauge({
    name: 'codeconquer_judge_queue_jobs',
    help: 'Judge jobs by state (waiting includes back-offs), read from the queue when scraped.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      // Redis away: the scrape still answers, without the queue's figures.
      const status = await judge.status().catch(() => null);
      if (!status) return;
      this.set({ state: 'waiting' }, status.waiting);
      this.set({ state: 'running' }, status.running);
    },
  });
  new Gauge({
    name: 'codeconquer_event_streams_open',
    help: 'Event streams (live submissions, contest pages) open on this server.',
    registers: [registry],
    collect() {
      this.set(app.eventStreams.size);
    },
  });
  judge.subscribe((event) => {
    if (event.type === 'completed') verdicts.inc({ verdict: event.verdict ?? 'none' });
    else if (event.type === 'failed') failures.inc();
  });
  const attemptFailures = new Counter({
    name: 'codeconquer_judge_attempt_failures_total',
    help: 'Failed attempts at jobs judged in this process (retried or not), by kind: sandbox, checker, network, infrastructure, job.',
    labelNames: ['kind'],
    registers: [registry],
  });
  const stopHearingFailures = judge.onAttemptFailed((kind) => attemptFailures.inc({ kind }));
  const queueWait = new Histogram({
    name: 'codeconquer_judge_queue_wait_seconds',
    help: 'Jobs stored by this server: from queued to first taken by a judge, by kind.',
    labelNames: ['kind'],
    buckets: JUDGE_SECONDS_BUCKETS,
    registers: [registry],
  });
  const judging = new Histogram({
    name: 'codeconquer_judge_duration_seconds',
    help: 'Jobs stored by this server: from first taken by a judge to the stored result, by kind and language.',
    labelNames: ['kind', 'language'],
    buckets: JUDGE_SECONDS_BUCKETS,
    registers: [registry],
  });
  const stopHearingTimings = onJobTiming((timing) => {
    queueWait.observe({ kind: timing.kind }, timing.waitSeconds);
    judging.observe({ kind: timing.kind, language: timing.language ?? 'none' }, timing.judgingSeconds);
  });
  app.addHook('onClose', async () => {
    stopHearingFailures();
    stopHearingTimings();
  });
  new Gauge({
    name: 'codeconquer_db_pool_connections',
    help: 'PostgreSQL connections of this server by state (open, idle, waiting requests, max); absent with PGlite.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = databasePoolUse(app.ctx.db);
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route as registered (`/api/problem/:id`), never the raw URL: one series per route, not per id.
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), token))
      throw new AppError('UNAUTHENTICATED');
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
