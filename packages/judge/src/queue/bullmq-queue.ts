/**
 * Scale-out: BullMQ on Redis (REDIS_URL). The producer side lives in the API server; `npm run worker`
 * processes run startBullMqWorker on any number of machines. A worker that dies leaves its job's lock to
 * expire; BullMQ's stalled-job check then gives the job to another worker, which judges it again.
 *
 * Attempts: BullMQ's own retries (MAX_JOB_ATTEMPTS, backoff) are spent only on failures of the job's
 * own. An infrastructure failure (the API down, the sandbox broken) moves the job to the delayed set and
 * ends the attempt with DelayedError, which BullMQ does not count, so an outage of any length costs a
 * job nothing but time.
 */
import { DelayedError, Queue, QueueEvents, Worker, type Job } from 'bullmq';
import type { Judge, ProgressEvent } from '../judge';
import {
  attemptJob,
  failureKind,
  type FailureKind,
  infrastructureRetryDelayMs,
  MAX_JOB_ATTEMPTS,
  type JobLane,
  type JudgeJobHandler,
  type JudgeQueue,
  type QueueListener,
  type QueueStatus,
} from './judge-queue';

export const JUDGE_QUEUE_NAME = 'codeconquer-judge';

/** BullMQ priorities: 1 is taken first. */
const LANE_PRIORITY: Record<JobLane, number> = { run: 1, submission: 2, compiler: 3, counterexample: 4 };

type JobData = { jobId: string };

/** How long a job asked for again while running waits for that run to end before it is added anyway. */
const ASKED_AGAIN_TTL_MS = 10 * 60 * 1000;
type JobOutcome = { verdict: string | null };

export type BullMqOptions = {
  redisUrl: string;
  /** Key prefix, so that tests (or several installations) can share one Redis. */
  prefix?: string;
};

const connection = (options: BullMqOptions) => ({ url: options.redisUrl, maxRetriesPerRequest: null });

export class BullMqJudgeQueue implements JudgeQueue {
  private readonly queue: Queue<JobData>;
  private readonly events: QueueEvents;
  private readonly listeners = new Set<QueueListener>();

  constructor(options: BullMqOptions) {
    const common = { connection: connection(options), prefix: options.prefix ?? 'bull' };
    this.queue = new Queue<JobData>(JUDGE_QUEUE_NAME, common);
    this.events = new QueueEvents(JUDGE_QUEUE_NAME, common);
    this.queue.on('error', (error) => console.error('judge queue:', error.message));
    this.events.on('error', (error) => console.error('judge queue events:', error.message));
    this.events.on('progress', ({ jobId, data }) => {
      for (const listener of this.listeners)
        listener({ type: 'progress', jobId, progress: data as ProgressEvent });
    });
    this.events.on('completed', ({ jobId, returnvalue }) => {
      const outcome = (
        typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue
      ) as JobOutcome | null;
      for (const listener of this.listeners)
        listener({ type: 'completed', jobId, verdict: (outcome?.verdict ?? null) as never });
    });
    this.events.on('failed', ({ jobId, failedReason }) => {
      for (const listener of this.listeners) listener({ type: 'failed', jobId, error: failedReason });
    });
  }

  /** Resolves once the event stream is listening, so that no early event is missed. */
  async ready(): Promise<void> {
    await Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady()]);
  }

  async enqueue(jobId: string, lane: JobLane = 'submission'): Promise<void> {
    // The job id is the queue's id too, and BullMQ ignores an add whose id it still holds. Waiting,
    // delayed or running: already on its way, leave it. Finished or failed (kept for inspection): remove
    // it first, or the add would be silently dropped and the job never judged again.
    // Delayed (waiting out an outage): asked again, typically by a server that has just started, so the
    // outage is over; take it now rather than after the rest of its back-off.
    const existing = await this.queue.getJob(jobId);
    if (existing) {
      const state = await existing.getState();
      if (state === 'delayed') await existing.promote().catch(() => undefined);
      // Running: the stored job may have been made anew (a rejudge) after this run loaded it, so it is
      // queued again once this run ends; that run does nothing if it finds the job finished. Should this
      // process stop first, the server's sweep queues the job again.
      if (state === 'active') {
        void existing
          .waitUntilFinished(this.events, ASKED_AGAIN_TTL_MS)
          .catch(() => undefined)
          .then(() => this.enqueue(jobId, lane))
          .catch((error: unknown) => console.error(`judge job ${jobId}:`, (error as Error).message));
        return;
      }
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return;
      await existing.remove();
    }
    await this.queue.add(
      'judge',
      { jobId },
      {
        jobId,
        priority: LANE_PRIORITY[lane],
        attempts: MAX_JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: 1000,
      },
    );
  }

  /** Jobs waiting or running, per state (the tests read it). */
  counts() {
    return this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active', 'failed');
  }

  async status(): Promise<QueueStatus> {
    const [counts, judges] = await Promise.all([
      this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active'),
      this.queue.getWorkersCount(),
    ]);
    const waiting = (counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.delayed ?? 0);
    return { mode: 'redis', waiting, running: counts.active ?? 0, judges };
  }

  subscribe(listener: QueueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<number> {
    await Promise.all([this.queue.close(), this.events.close()]);
    return 0;
  }
}

export type WorkerOptions = BullMqOptions & {
  judge: Judge;
  handler: JudgeJobHandler;
  concurrency: number;
  /** How long a job's lock lives without renewal before another worker may take it (ms). */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** Waiting time before an infrastructure retry, given how many there were. */
  infrastructureDelayMs?: (retries: number) => number;
  log?: (message: string) => void;
  /** Hears each attempt's end (the worker's metrics): judged with its verdict, or failed by kind. */
  onAttempt?: (attempt: AttemptReport) => void;
};

export type AttemptReport =
  | { type: 'judged'; language: string; verdict: string | null; seconds: number }
  | { type: 'failed'; kind: FailureKind };

type RunningJob = { job: Job<JobData, JobOutcome>; token: string | undefined };

/** Each worker's jobs under way, with the lock token that lets them be handed back. */
const runningJobs = new WeakMap<Worker, Map<string, RunningJob>>();

export function startBullMqWorker(options: WorkerOptions): Worker<JobData, JobOutcome> {
  const log = options.log ?? ((message: string) => console.error(message));
  const running = new Map<string, RunningJob>();
  const worker = new Worker<JobData, JobOutcome>(
    JUDGE_QUEUE_NAME,
    async (job: Job<JobData, JobOutcome>, token?: string) => {
      const key = `${job.id}:${token}`;
      running.set(key, { job, token });
      try {
        return await judgeTaken(job, token);
      } finally {
        running.delete(key);
      }
    },
    {
      connection: connection(options),
      prefix: options.prefix ?? 'bull',
      concurrency: options.concurrency,
      // A dead worker's job goes to another within lockDuration + stalledInterval (25 s at most, BullMQ's
      // defaults would take a minute). The lock is renewed every half lockDuration from the worker's event
      // loop, which judging never blocks (programs run in child processes).
      lockDuration: options.lockDurationMs ?? 15_000,
      stalledInterval: options.stalledIntervalMs ?? 10_000,
      // A stall is a worker that died or lost Redis: the world's failure, not the job's. The sandbox keeps
      // programs from killing workers, so only a very long run of stalls gives a job up.
      maxStalledCount: 20,
    },
  );
  runningJobs.set(worker, running);
  // BullMQ's production guide: always listen for errors, or a Redis hiccup crashes the process.
  worker.on('error', (error) => console.error('judge worker:', error.message));
  return worker;

  async function judgeTaken(job: Job<JobData, JobOutcome>, token: string | undefined): Promise<JobOutcome> {
    let language = 'none';
    const started = performance.now();
    const outcome = await attemptJob(
      job.data.jobId,
      options.handler,
      (request, onProgress) => {
        language = request.language;
        return options.judge.judge(request, onProgress);
      },
      // Progress is a courtesy to live viewers: losing one to a Redis hiccup must not fail the job.
      (progress) => void job.updateProgress(progress).catch(() => undefined),
      job.attemptsMade + 1,
    );
    if (outcome.type === 'judged') {
      const verdict = outcome.result?.verdict ?? null;
      if (outcome.result)
        options.onAttempt?.({
          type: 'judged',
          language,
          verdict,
          seconds: (performance.now() - started) / 1000,
        });
      return { verdict };
    }
    options.onAttempt?.({ type: 'failed', kind: failureKind(outcome.error) });
    if (outcome.type === 'infrastructure') {
      // attemptsStarted counts every start, attemptsMade only the failures that spent an attempt.
      const retries = Math.max(0, job.attemptsStarted - job.attemptsMade - 1);
      const delay = (options.infrastructureDelayMs ?? infrastructureRetryDelayMs)(retries);
      log(`judge job ${job.data.jobId}: ${outcome.error.message} (infrastructure; retrying in ${delay} ms)`);
      await job.moveToDelayed(Date.now() + delay, token);
      throw new DelayedError();
    }
    // A failure of the job's own: BullMQ spends an attempt; after the last, attemptJob has ended it.
    throw outcome.error;
  }
}

/**
 * A worker's graceful stop (SIGTERM): it takes no new job and finishes the ones under way; those still
 * running after `graceMs` are handed back to the queue (moved to waiting, their lock released) for
 * another worker to take at once, instead of after the stalled-job check. The caller exits then, and
 * the sandbox's boxes die with the process. Answers how many jobs were handed back.
 */
export async function stopBullMqWorker(worker: Worker, graceMs: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const finished = worker.close().then(() => true);
  const outOfTime = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
  const done = await Promise.race([finished, outOfTime]);
  clearTimeout(timer);
  if (done) return 0;
  const left = [...(runningJobs.get(worker)?.values() ?? [])];
  await Promise.all(left.map(({ job, token }) => job.moveToWait(token).catch(() => undefined)));
  return left.length;
}
