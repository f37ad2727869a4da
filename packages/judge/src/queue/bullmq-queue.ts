/**
 * Scale-out: BullMQ on Redis (REDIS_URL). The producer side lives in the API server; `npm run worker`
 * processes run startBullMqWorker on any number of machines. A worker that dies leaves its job's lock to
 * expire; BullMQ's stalled-job check then gives the job to another worker, which judges it again.
 */
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import type { Judge, ProgressEvent } from '../judge';
import { processJob, type JudgeJobHandler, type JudgeQueue, type QueueListener } from './judge-queue';

export const JUDGE_QUEUE_NAME = 'codeconquer-judge';

type JobData = { jobId: string };
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

  async enqueue(jobId: string): Promise<void> {
    // The job id is the queue's id too: queuing a waiting or running job again is a no-op.
    await this.queue.add(
      'judge',
      { jobId },
      {
        jobId,
        attempts: 3,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: 1000,
      },
    );
  }

  subscribe(listener: QueueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    await Promise.all([this.queue.close(), this.events.close()]);
  }
}

export type WorkerOptions = BullMqOptions & {
  judge: Judge;
  handler: JudgeJobHandler;
  concurrency: number;
  /** How long a job's lock lives without renewal before another worker may take it (ms). */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
};

export function startBullMqWorker(options: WorkerOptions): Worker<JobData, JobOutcome> {
  const worker = new Worker<JobData, JobOutcome>(
    JUDGE_QUEUE_NAME,
    async (job: Job<JobData, JobOutcome>) => {
      const result = await processJob(
        job.data.jobId,
        options.handler,
        (request, onProgress) => options.judge.judge(request, onProgress),
        (progress) => void job.updateProgress(progress),
      );
      return { verdict: result?.verdict ?? null };
    },
    {
      connection: connection(options),
      prefix: options.prefix ?? 'bull',
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs ?? 30_000,
      stalledInterval: options.stalledIntervalMs ?? 30_000,
      maxStalledCount: 2,
    },
  );
  // BullMQ's production guide: always listen for errors, or a Redis hiccup crashes the process.
  worker.on('error', (error) => console.error('judge worker:', error.message));
  return worker;
}
