/**
 * The judge as the server uses it: jobs stored in judge_jobs, the queue carrying their ids. Embedded
 * default: judged in this process, after a sandbox self-test (if the sandbox cannot contain code, judging
 * stays off and every request says why). With Redis: BullMQ, judged by `npm run worker` processes.
 * Jobs left unfinished by a crash or a restart are queued again at start.
 */
import os from 'node:os';
import path from 'node:path';
import {
  BullMqJudgeQueue,
  InProcessJudgeQueue,
  Judge,
  sandboxSelfTest,
  type JudgeQueue,
  type JudgeRequest,
  type QueueEvent,
} from '@codeconquer/judge';
import type { Database } from '../db/client';
import {
  databaseJobHandler,
  insertJudgeJob,
  markJudgeJobFailed,
  unfinishedJudgeJobIds,
  type JudgeJobKind,
} from './judge-jobs';

export class JudgeUnavailableError extends Error {}

export type JudgeService = {
  /** Why nothing can be judged on this host, or null when judging works. */
  unavailableReason: string | null;
  /** Stores a job and queues it; resolves with its id. */
  submit(kind: JudgeJobKind, request: JudgeRequest): Promise<string>;
  subscribe(listener: (event: QueueEvent) => void): () => void;
  close(): Promise<void>;
};

export type JudgeServiceOptions = {
  db: Database;
  dataDir: string;
  concurrency?: number;
  /** With Redis, jobs go to `npm run worker` processes (BullMQ) and this process judges nothing. */
  redis?: { url: string; prefix?: string };
};

type QueueOrReason =
  { queue: JudgeQueue; unavailable?: undefined } | { queue?: undefined; unavailable: string };

async function openQueue({ db, dataDir, concurrency, redis }: JudgeServiceOptions): Promise<QueueOrReason> {
  if (redis) {
    const queue = new BullMqJudgeQueue({ redisUrl: redis.url, prefix: redis.prefix });
    await queue.ready();
    return { queue };
  }
  const judge = new Judge(path.join(dataDir, 'judge'));
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

  return {
    unavailableReason: null,
    async submit(kind, request) {
      const id = await insertJudgeJob(db, kind, request);
      await queue.enqueue(id);
      return id;
    },
    subscribe: (listener) => queue.subscribe(listener),
    close: () => queue.close(),
  };
}

/** When the sandbox cannot contain code on this host: nothing is judged, and every request says why. */
function unavailableService(reason: string): JudgeService {
  return {
    unavailableReason: reason,
    submit: () => Promise.reject(new JudgeUnavailableError(reason)),
    subscribe: () => () => undefined,
    close: () => Promise.resolve(),
  };
}
