/**
 * The judge as the server uses it: jobs stored in judge_jobs, the queue carrying their ids. Embedded
 * default: judged in this process, after a sandbox self-test (if the sandbox cannot contain code, judging
 * stays off and every request says why). With Redis: BullMQ, judged by `npm run worker` processes.
 * Jobs left unfinished by a crash or a restart are queued again at start, and every minute a sweep
 * queues again any job that has sat unfinished and untouched (its enqueue failed, Redis lost it).
 */
import os from 'node:os';
import {
  BullMqJudgeQueue,
  InProcessJudgeQueue,
  Judge,
  sandboxSelfTest,
  type JudgeJobHandler,
  type JudgeQueue,
  type FailureKind,
  type JudgeResult,
  type QueueEvent,
  type QueueStatus,
} from '@codeconquer/judge';
import type { Database } from '../db/client';
import { createBroadcast } from '../lib/broadcast';
import {
  findJudgeJob,
  insertJudgeJob,
  pruneFinishedJudgeJobs,
  unfinishedJudgeJobs,
  type JobSpec,
  type JudgeJobKind,
} from './judge-jobs';

export class JudgeUnavailableError extends Error {}
/** How a job ended, as the queue tells it. */
export type EndedJobEvent = Exclude<QueueEvent, { type: 'progress' }>;
export class JudgeTimeoutError extends Error {}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;
/** A job untouched this long while unfinished is queued again (queuing a live one changes nothing). */
const STALE_AFTER_MS = 2 * 60 * 1000;

const RESTARTING = 'The judge is restarting. Please try again in a moment.';

/** How long a caller waits for a run it is waiting on (a queue full of submissions is ahead of it). */
const DEFAULT_WAIT_MS = 60_000;

export type JudgeService = {
  /** Why nothing can be judged on this host, or null when judging works. */
  unavailableReason: string | null;
  /** Loads and stores jobs (in process, and for workers behind the internal API): one per server. */
  handler: JudgeJobHandler;
  /** Stores a job and queues it; resolves with its id. */
  submit(kind: JudgeJobKind, spec: JobSpec): Promise<string>;
  /** Queues a job already stored (a submission's, written in the submission's transaction). */
  enqueue(jobId: string, kind?: JudgeJobKind): Promise<void>;
  /** Stores a job, queues it and waits for its result (Run, custom input, the compiler). */
  judgeNow(kind: JudgeJobKind, spec: JobSpec, waitMs?: number): Promise<JudgeResult>;
  /** Queues a job already stored and waits until it ends (its outcome stored), or `waitMs` passes. */
  enqueueAndWait(jobId: string, kind: JudgeJobKind, waitMs?: number): Promise<EndedJobEvent | 'timeout'>;
  subscribe(listener: (event: QueueEvent) => void): () => void;
  /** Hears each failed attempt at a job judged in this process, by kind (the metrics). */
  onAttemptFailed(listener: (kind: FailureKind) => void): () => void;
  /** The queue now (waiting, running, judges); null when nothing is judged here. Rejects when Redis is away. */
  status(): Promise<QueueStatus | null>;
  /** Queues every unfinished job again (start-up; queuing a live job changes nothing). */
  requeueUnfinished(): Promise<void>;
  /**
   * Stops (SIGTERM): takes nothing more, lets what is judged here finish within `graceMs`, and answers
   * how many jobs it left unfinished (stored, queued again by the next start). Callers still waiting on
   * a run are answered at once that the judge is restarting.
   */
  close(graceMs?: number): Promise<number>;
};

export type JudgeServiceOptions = {
  db: Database;
  /** Loads jobs and stores their outcome (the submissions module's, which finalises submissions). */
  handler: JudgeJobHandler;
  /** The judge's boxes and compile cache; unprivileged box users must be able to reach it. */
  workDir: string;
  concurrency?: number;
  /** With Redis, jobs go to `npm run worker` processes (BullMQ) and this process judges nothing. */
  redis?: { url: string; prefix?: string };
  /** Where failures that are retried, and failures of the sweep, are reported. */
  log?: (message: string) => void;
};

/** `judge`: the in-process queue's judge, closed with the service (its idle boxes go). */
type QueueOrReason =
  { queue: JudgeQueue; judge?: Judge; unavailable?: undefined } | { queue?: undefined; unavailable: string };

async function openQueue(
  { handler, workDir, concurrency, redis, log }: JudgeServiceOptions,
  onAttemptFailed: (kind: FailureKind) => void,
): Promise<QueueOrReason> {
  if (redis) {
    const queue = new BullMqJudgeQueue({ redisUrl: redis.url, prefix: redis.prefix });
    await queue.ready();
    return { queue };
  }
  const judge = new Judge(workDir);
  try {
    await sandboxSelfTest(judge);
  } catch (error) {
    await judge.close();
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
  return {
    judge,
    queue: new InProcessJudgeQueue(judge, handler, {
      concurrency: concurrency ?? os.cpus().length,
      log,
      onAttemptFailed,
    }),
  };
}

export async function startJudgeService(options: JudgeServiceOptions): Promise<JudgeService> {
  const { db, handler } = options;
  const log = options.log ?? ((message: string) => console.error(message));
  const attemptFailures = createBroadcast<FailureKind>();
  const opened = await openQueue(options, attemptFailures.emit);
  if (!opened.queue) return unavailableService(opened.unavailable, handler);
  const { queue } = opened;
  const listeners = new Set<(event: QueueEvent) => void>();
  const emit = (event: QueueEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log(`judge event listener: ${(error as Error).message}`);
      }
    }
  };
  // A job given up on is ended by whoever gave up (this process or a worker, through the API); ending it
  // again here is a no-op then, and covers jobs BullMQ itself gave up on (stalled too often). Listeners
  // hear of the failure once it is stored, so a live stream reads the Judge Error, not Pending.
  queue.subscribe((event) => {
    if (event.type !== 'failed') return emit(event);
    handler
      .fail(event.jobId, event.error)
      .catch((error: unknown) => {
        log(`judge job ${event.jobId}: could not record its failure: ${(error as Error).message}`);
      })
      .finally(() => emit(event));
  });
  const subscribe = (listener: (event: QueueEvent) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const requeue = async (untouchedSince?: Date) => {
    for (const job of await unfinishedJudgeJobs(db, untouchedSince)) await queue.enqueue(job.id, job.kind);
  };
  // In process, the judge is here: queue what was left at once. Workers load jobs from this server's
  // API, so with Redis the server calls requeueUnfinished once it listens (a job taken earlier would
  // meet a refused connection and wait out a back-off).
  if (!options.redis) await requeue();
  const sweep = () =>
    requeue(new Date(Date.now() - STALE_AFTER_MS)).catch((error: unknown) => {
      log(`judge sweep: ${(error as Error).message}`);
    });
  const sweeping = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  sweeping.unref();
  const prune = () => pruneFinishedJudgeJobs(db, new Date(Date.now() - ONE_DAY_MS)).catch(() => undefined);
  void prune();
  const pruning = setInterval(() => void prune(), PRUNE_EVERY_MS);
  pruning.unref();

  // Set by close: runs waiting for a result are answered at once rather than after their wait.
  let closing = false;
  let markClosed = () => undefined as void;
  const closed = new Promise<'closed'>((resolve) => (markClosed = () => resolve('closed')));
  const submit = async (kind: JudgeJobKind, spec: JobSpec) => {
    const id = await insertJudgeJob(db, kind, spec);
    await queue.enqueue(id, kind);
    return id;
  };
  /** Queues a stored job and waits for its end (stored by then), at most `waitMs`. */
  const enqueueAndWait = async (
    jobId: string,
    kind: JudgeJobKind,
    waitMs = DEFAULT_WAIT_MS,
  ): Promise<EndedJobEvent | 'timeout'> => {
    if (closing) throw new JudgeUnavailableError(RESTARTING);
    // Listen before queuing: a fast job could end before a later subscription.
    let settle: ((event: EndedJobEvent) => void) | undefined;
    const ended = new Promise<EndedJobEvent>((resolve) => (settle = resolve));
    const unsubscribe = subscribe((event) => {
      if (event.type !== 'progress' && event.jobId === jobId) settle?.(event);
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      await queue.enqueue(jobId, kind);
      const timeout = new Promise<'timeout'>(
        (resolve) => (timer = setTimeout(() => resolve('timeout'), waitMs)),
      );
      const event = await Promise.race([ended, timeout, closed]);
      if (event === 'closed') throw new JudgeUnavailableError(RESTARTING);
      return event;
    } finally {
      clearTimeout(timer);
      unsubscribe();
    }
  };
  return {
    unavailableReason: null,
    handler,
    submit,
    enqueue: (jobId, kind = 'submission') => queue.enqueue(jobId, kind),
    async judgeNow(kind, spec, waitMs = DEFAULT_WAIT_MS) {
      const jobId = await insertJudgeJob(db, kind, spec);
      const event = await enqueueAndWait(jobId, kind, waitMs);
      if (event === 'timeout') throw new JudgeTimeoutError(`job ${jobId} took longer than ${waitMs} ms`);
      const row = await findJudgeJob(db, jobId);
      if (event.type === 'failed' || !row?.result)
        throw new JudgeUnavailableError(row?.error ?? (event.type === 'failed' ? event.error : 'no result'));
      return row.result as JudgeResult;
    },
    enqueueAndWait,
    subscribe,
    onAttemptFailed: attemptFailures.listen,
    status: () => queue.status(),
    requeueUnfinished: () => requeue(),
    close: (graceMs) => {
      closing = true;
      markClosed();
      clearInterval(pruning);
      clearInterval(sweeping);
      return queue.close(graceMs).then(async (unfinished) => {
        await opened.judge?.close();
        return unfinished;
      });
    },
  };
}

/** A handler for a service that judges nothing: every call says why. */
function refusingHandler(reason: string): JudgeJobHandler {
  const refuse = () => Promise.reject(new JudgeUnavailableError(reason));
  return { load: refuse, save: refuse, fail: refuse };
}

/** When the sandbox cannot contain code on this host: nothing is judged, and every request says why. */
export function unavailableService(reason: string, handler = refusingHandler(reason)): JudgeService {
  return {
    unavailableReason: reason,
    handler,
    submit: () => Promise.reject(new JudgeUnavailableError(reason)),
    enqueue: () => Promise.reject(new JudgeUnavailableError(reason)),
    judgeNow: () => Promise.reject(new JudgeUnavailableError(reason)),
    enqueueAndWait: () => Promise.reject(new JudgeUnavailableError(reason)),
    subscribe: () => () => undefined,
    onAttemptFailed: () => () => undefined,
    status: () => Promise.resolve(null),
    requeueUnfinished: () => Promise.resolve(),
    close: () => Promise.resolve(0),
  };
}
