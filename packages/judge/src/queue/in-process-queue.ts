/** The embedded default: jobs judged in this process, as many at once as the machine has cores. */
import os from 'node:os';
import type { Judge } from '../judge';
import {
  processJob,
  type JudgeJobHandler,
  type JudgeQueue,
  type QueueEvent,
  type QueueListener,
} from './judge-queue';

export class InProcessJudgeQueue implements JudgeQueue {
  private readonly waiting: string[] = [];
  private readonly known = new Set<string>();
  private readonly listeners = new Set<QueueListener>();
  private running = 0;
  private closed = false;
  private idle: (() => void) | undefined;

  constructor(
    private readonly judge: Judge,
    private readonly handler: JudgeJobHandler,
    private readonly concurrency = os.cpus().length,
  ) {}

  enqueue(jobId: string): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The judge queue is closed.'));
    if (!this.known.has(jobId)) {
      this.known.add(jobId);
      this.waiting.push(jobId);
      this.pump();
    }
    return Promise.resolve();
  }

  subscribe(listener: QueueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops taking jobs and waits for the running ones. */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    if (this.running > 0) await new Promise<void>((resolve) => (this.idle = resolve));
  }

  private emit(event: QueueEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private pump(): void {
    while (!this.closed && this.running < this.concurrency && this.waiting.length > 0) {
      const jobId = this.waiting.shift() as string;
      this.running += 1;
      // A lone job may use the idle cores for its tests; a busy queue gives each job one box.
      const parallelism = Math.max(1, Math.floor(this.concurrency / (this.running + this.waiting.length)));
      void this.run(jobId, parallelism);
    }
  }

  private async run(jobId: string, parallelism: number): Promise<void> {
    try {
      const result = await processJob(
        jobId,
        this.handler,
        (request, onProgress) => this.judge.judge({ parallelism, ...request }, onProgress),
        (progress) => this.emit({ type: 'progress', jobId, progress }),
      );
      this.emit({ type: 'completed', jobId, verdict: result?.verdict ?? null });
    } catch (error) {
      this.emit({ type: 'failed', jobId, error: error instanceof Error ? error.message : String(error) });
    } finally {
      this.known.delete(jobId);
      this.running -= 1;
      if (this.running === 0) this.idle?.();
      this.pump();
    }
  }
}
