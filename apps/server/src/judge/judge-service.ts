/**
 * The judge as the server uses it: jobs stored in judge_jobs, the queue carrying their ids. Embedded
 * default: judged in this process, after a sandbox self-test (if the sandbox cannot contain code, judging
 * stays off and every request says why). With Redis: BullMQ, judged by `npm run worker` processes.
 * Jobs left unfinished by a crash or a restart are queued again at start.
 */
import os from 'node:os';
import {
  BullMqJudgeQueue,
  InProcessJudgeQueue,
  Judge,
  sandboxSelfTest,
  type JudgeQueue,
  type JudgeResult,
  type QueueEvent,
} from '@codeconquer/judge';
import type { Database } from '../db/client';
import {
  databaseJobHandler,
  findJudgeJob,
  insertJudgeJob,
  markJudgeJobFailed,
  pruneFinishedJudgeJobs,
  unfinishedJudgeJobIds,
  type JobSpec,
  type JudgeJobKind,
} from './judge-jobs';

export class JudgeUnavailableError extends Error {}
export class JudgeTimeoutError extends Error {}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** How long a caller waits for a run it is waiting on (a queue full of submissions is ahead of it). */
const DEFAULT_WAIT_MS = 60_000;

export type JudgeService = {
  /** Why nothing can be judged on this host, or null when judging works. */
  unavailableReason: string | null;
  /** Stores a job and queues it; resolves with its id. */
  submit(kind: JudgeJobKind, spec: JobSpec): Promise<string>;
  /** Queues a job already stored (a submission's, written in the submission's transaction). */
  enqueue(jobId: string): Promise<void>;
  /** Stores a job, queues it and waits for its result (Run, custom input, the compiler). */
  judgeNow(kind: JudgeJobKind, spec: JobSpec, waitMs?: number): Promise<JudgeResult>;
  subscribe(listener: (event: QueueEvent) => void): () => void;
  close(): Promise<void>;
};

export type JudgeServiceOptions = {
  db: Database;
  /** The judge's boxes and compile cache; unprivileged box users must be able to reach it. */
  workDir: string;
  concurrency?: number;
  /** With Redis, jobs go to `npm run worker` processes (BullMQ) and this process judges nothing. */
  redis?: { url: string; prefix?: string };
};

type QueueOrReason =
  { queue: JudgeQueue; unavailable?: undefined } | { queue?: undefined; unavailable: string };

async function openQueue({ db, workDir, concurrency, redis }: JudgeServiceOptions): Promise<QueueOrReason> {
  if (redis) {
    const queue = new BullMqJudgeQueue({ redisUrl: redis.url, prefix: redis.prefix });
    await queue.ready();
    return { queue };
  }
  const judge = new Judge(workDir);
  try {
    await sandboxSelfTest(judge);
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
  return { queue: new InProcessJudgeQueue(judge, databaseJobHandler(db), concurrency ?? os.cpus().length) };
}

export async function startJudgeService(options: JudgeServiceOptions): Promise<JudgeService> {
  const { db } = options;
  const opened = await openQueue(options);
  if (!opened.queue) return unavailableService(opened.unavailable);
  const { queue } = opened;
  queue.subscribe((event) => {
    if (event.type === 'failed') void markJudgeJobFailed(db, event.jobId, event.error);
  });
  for (const id of await unfinishedJudgeJobIds(db)) await queue.enqueue(id);
  const prune = () => pruneFinishedJudgeJobs(db, new Date(Date.now() - ONE_DAY_MS)).catch(() => undefined);
  void prune();
  const pruning = setInterval(() => void prune(), PRUNE_EVERY_MS);
  pruning.unref();

  const submit = async (kind: JudgeJobKind, spec: JobSpec) => {
    const id = await insertJudgeJob(db, kind, spec);
    await queue.enqueue(id);
    return id;
  };
  return {
    unavailableReason: null,
    submit,
    enqueue: (jobId) => queue.enqueue(jobId),
    async judgeNow(kind, spec, waitMs = DEFAULT_WAIT_MS) {
      // Listen before queuing: a fast job could finish before a later subscription.
      let jobId: string | undefined;
      const early: QueueEvent[] = [];
      let settle: ((event: QueueEvent) => void) | undefined;
      const unsubscribe = queue.subscribe((event) => {
        if (event.type === 'progress') return;
        if (jobId === undefined) early.push(event);
        else if (event.jobId === jobId) settle?.(event);
      });
      try {
        const outcome = new Promise<QueueEvent>((resolve) => (settle = resolve));
        jobId = await submit(kind, spec);
        const seen = early.find((event) => event.jobId === jobId);
        if (seen) settle?.(seen);
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>(
          (resolve) => (timer = setTimeout(() => resolve('timeout'), waitMs)),
        );
        const event = await Promise.race([outcome, timeout]).finally(() => clearTimeout(timer));
        if (event === 'timeout') throw new JudgeTimeoutError(`job ${jobId} took longer than ${waitMs} ms`);
        const row = await findJudgeJob(db, jobId);
        if (event.type === 'failed' || !row?.result)
          throw new JudgeUnavailableError(
            row?.error ?? (event.type === 'failed' ? event.error : 'no result'),
          );
        return row.result as JudgeResult;
      } finally {
        unsubscribe();
      }
    },
    subscribe: (listener) => queue.subscribe(listener),
    close: () => {
      clearInterval(pruning);
      return queue.close();
    },
  };
}

/** When the sandbox cannot contain code on this host: nothing is judged, and every request says why. */
export function unavailableService(reason: string): JudgeService {
  return {
    unavailableReason: reason,
    submit: () => Promise.reject(new JudgeUnavailableError(reason)),
    enqueue: () => Promise.reject(new JudgeUnavailableError(reason)),
    judgeNow: () => Promise.reject(new JudgeUnavailableError(reason)),
    subscribe: () => () => undefined,
    close: () => Promise.resolve(),
  };
}
