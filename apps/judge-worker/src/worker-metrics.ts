/**
 * A worker's own Prometheus metrics (docs/operations.md#metrics), on a port of its own when METRICS_PORT
 * is set (a worker has no other HTTP server): jobs judged by language and verdict with their judging time,
 * failed attempts by kind (the sandbox, a package's checker, the API or Redis away, the job itself), and
 * the process's figures. With METRICS_TOKEN set too, a scrape must carry it as a bearer token.
 */
import http from 'node:http';
import { JUDGE_SECONDS_BUCKETS, sameSecret, type AttemptReport } from '@codeconquer/judge';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export type WorkerMetrics = {
  /** Counts one attempt's end. */
  record(attempt: AttemptReport): void;
  close(): Promise<void>;
};

export async function serveWorkerMetrics(options: {
  port: number;
  host: string;
  token: string | undefined;
}): Promise<WorkerMetrics> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const judging = new Histogram({
    name: 'codeconquer_worker_judge_duration_seconds',
    help: 'Jobs this worker judged, by language and overall verdict: how long each attempt took.',
    labelNames: ['language', 'verdict'],
    buckets: JUDGE_SECONDS_BUCKETS,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'codeconquer_worker_attempt_failures_total',
    help: 'Failed attempts at jobs on this worker, by kind: sandbox, checker, network, infrastructure, job.',
    labelNames: ['kind'],
    registers: [registry],
  });
  const server = http.createServer((request, response) => {
    void answer(request, response);
  });
  const answer = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.url !== '/metrics' || request.method !== 'GET') return void response.writeHead(404).end();
    if (options.token && !sameSecret(request.headers.authorization ?? '', `Bearer ${options.token}`))
      return void response.writeHead(401).end();
    response.writeHead(200, { 'content-type': registry.contentType });
    response.end(await registry.metrics());
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    record(attempt) {
      if (attempt.type === 'judged')
        judging.observe({ language: attempt.language, verdict: attempt.verdict ?? 'none' }, attempt.seconds);
      else failures.inc({ kind: attempt.kind });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
