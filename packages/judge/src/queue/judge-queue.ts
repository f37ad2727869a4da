/**
 * The judge queue: jobs carry ids only (DESIGN.md); a handler supplied by the app loads what to judge
 * and stores the outcome, both idempotently, so a job judged twice (after a worker died) does no harm.
 */
import type { JudgeRequest, JudgeResult, ProgressEvent } from '../judge';

export type JudgeJobHandler = {
  /** What to judge for this job; null when there is nothing to judge any more (deleted, already done). */
  load(jobId: string): Promise<JudgeRequest | null>;
  /** Stores the result. Must be idempotent: a job may be judged again after a crash. */
  save(jobId: string, result: JudgeResult): Promise<void>;
};

export type QueueEvent =
  | { type: 'progress'; jobId: string; progress: ProgressEvent }
  | { type: 'completed'; jobId: string; verdict: JudgeResult['verdict'] | null }
  | { type: 'failed'; jobId: string; error: string };

export type QueueListener = (event: QueueEvent) => void;

export interface JudgeQueue {
  /** Queues a job; queuing an id that is already waiting or running does nothing. */
  enqueue(jobId: string): Promise<void>;
  /** Live events of every job (progress per test case, then completed or failed). */
  subscribe(listener: QueueListener): () => void;
  close(): Promise<void>;
}

/** Runs one job: load, judge (reporting progress), save. Shared by the in-process queue and the worker. */
export async function processJob(
  jobId: string,
  handler: JudgeJobHandler,
  judge: (request: JudgeRequest, onProgress: (event: ProgressEvent) => void) => Promise<JudgeResult>,
  onProgress: (event: ProgressEvent) => void,
): Promise<JudgeResult | null> {
  const request = await handler.load(jobId);
  if (!request) return null;
  const result = await judge(request, onProgress);
  await handler.save(jobId, result);
  return result;
}
