/** The embedded default: jobs judged in this process, as many at once as the machine has cores. */
import os from 'node:os';
import type { Judge } from '../judge';
import {
  attemptJob,
  BACKGROUND_LANES,
  failureKind,
  infrastructureRetryDelayMs,
  type FailureKind,
  JOB_LANES,
  type JobLane,
  type JudgeJobHandler,
  type JudgeQueue,
  type QueueEvent,
  type QueueListener,
  type QueueStatus,
} from './judge-queue';

export type InProcessQueueOptions = {
  concurrency?: number;
  /** Waiting time before a job's next attempt after a failure of its own (doubles each time). */
  retryDelayMs?: number;
  /** Waiting time before an infrastructure retry, given how many there were (never spends an attempt). */
  infrastructureDelayMs?: (retries: number) => number;
  /** Where failures that will be retried are reported (they are not events: nothing has ended). */
  log?: (message: string) => void;
  /** Hears each failed attempt's kind (the metrics), whether or not it is retried. */
  onAttemptFailed?: (kind: FailureKind) => void;
};

type Tries = { lane: JobLane; attempt: number; infrastructureRetries: number };

export class InProcessJudgeQueue implements JudgeQueue {
  private readonly waiting = new Map<JobLane, string[]>(JOB_LANES.map((lane) => [lane, []]));
  private readonly runningIn = new Map<JobLane, number>(JOB_LANES.map((lane) => [lane, 0]));
  /** Every job waiting, running or waiting for a retry, with what it has tried so far. */
  private readonly known = new Map<string, Tries>();
  /** Jobs running now; those asked for again meanwhile (a rejudge made them anew) run once more after. */
  private readonly runningIds = new Set<string>();
  private readonly askedAgain = new Set<string>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private readonly listeners = new Set<QueueListener>();
  private readonly concurrency: number;
  private readonly retryDelayMs: number;
  private readonly infrastructureDelayMs: (retries: number) => number;
  private readonly log: (message: string) => void;
  private readonly onAttemptFailed: (kind: FailureKind) => void;
  private closed = false;
  private idle: (() => void) | undefined;

  constructor(
    private readonly judge: Judge,
    private readonly handler: JudgeJobHandler,
    options: InProcessQueueOptions = {},
  ) {
    this.concurrency = options.concurrency ?? os.cpus().length;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
    this.infrastructureDelayMs = options.infrastructureDelayMs ?? infrastructureRetryDelayMs;
    this.log = options.log ?? ((message) => console.error(message));
    this.onAttemptFailed = options.onAttemptFailed ?? (() => undefined);
  }

  status(): Promise<QueueStatus> {
    const waiting = this.known.size - this.runningIds.size;
    return Promise.resolve({
      mode: 'in-process',
      waiting,
      running: this.runningIds.size,
      judges: this.concurrency,
    });
  }

  enqueue(jobId: string, lane: JobLane = 'submission'): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The judge queue is closed.'));
    // Waiting: it will load the stored job when it starts, as it is then. Running: the stored job may
    // have been made anew after this run loaded it, so it runs again once this run ends (a run that
    // finds it finished does nothing).
    if (this.runningIds.has(jobId)) this.askedAgain.add(jobId);
    else if (!this.known.has(jobId)) {
      this.addWaiting(jobId, lane);
      this.pump();
    }
    return Promise.resolve();
  }

  /** A job newly waiting, with none of its attempts spent. */
  private addWaiting(jobId: string, lane: JobLane): void {
    this.known.set(jobId, { lane, attempt: 1, infrastructureRetries: 0 });
    this.waiting.get(lane)?.push(jobId);
  }

  subscribe(listener: QueueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Stops taking jobs and waits for the running ones, for `graceMs` at most; answers how many were still
   * running then (the caller exits and they stay unfinished in the store, queued again by the next start).
   */
  async close(graceMs = Infinity): Promise<number> {
    this.closed = true;
    for (const jobs of this.waiting.values()) jobs.length = 0;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    if (this.runningIds.size === 0) return 0;
    const idle = new Promise<void>((resolve) => (this.idle = resolve));
    if (graceMs === Infinity) await idle;
    else {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([idle, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    }
    return this.runningIds.size;
  }

  private emit(event: QueueEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.log(`judge queue listener: ${(error as Error).message}`);
      }
    }
  }

  private waitingCount(): number {
    let total = 0;
    for (const jobs of this.waiting.values()) total += jobs.length;
    return total;
  }

  /** The next job to start: lanes in order, a background lane's only while it holds under half the slots. */
  private takeNext(): string | undefined {
    const backgroundSlots = Math.max(1, Math.floor(this.concurrency / 2));
    for (const lane of JOB_LANES) {
      if (BACKGROUND_LANES.has(lane) && (this.runningIn.get(lane) ?? 0) >= backgroundSlots) continue;
      const jobId = this.waiting.get(lane)?.shift();
      if (jobId !== undefined) return jobId;
    }
    return undefined;
  }

  private pump(): void {
    while (!this.closed && this.runningIds.size < this.concurrency) {
      const jobId = this.takeNext();
      if (jobId === undefined) return;
      const tries = this.known.get(jobId) ?? { lane: 'submission', attempt: 1, infrastructureRetries: 0 };
      this.runningIds.add(jobId);
      this.runningIn.set(tries.lane, (this.runningIn.get(tries.lane) ?? 0) + 1);
      // A lone job may use the idle cores for its tests; a busy queue gives each job one box. A background
      // job (a search runs for seconds) keeps to one box, so a submission arriving meanwhile finds a core.
      const parallelism = BACKGROUND_LANES.has(tries.lane)
        ? 1
        : Math.max(1, Math.floor(this.concurrency / (this.runningIds.size + this.waitingCount())));
      void this.run(jobId, tries, parallelism);
    }
  }

  private retryLater(jobId: string, lane: JobLane, delayMs: number): void {
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      if (this.closed) return;
      this.waiting.get(lane)?.push(jobId);
      this.pump();
    }, delayMs);
    this.retryTimers.add(timer);
  }

  private async run(jobId: string, tries: Tries, parallelism: number): Promise<void> {
    let settled = true;
    try {
      const outcome = await attemptJob(
        jobId,
        this.handler,
        (request, onProgress) => this.judge.judge({ parallelism, ...request }, onProgress),
        (progress) => this.emit({ type: 'progress', jobId, progress }),
        tries.attempt,
      );
      if (outcome.type !== 'judged') this.onAttemptFailed(failureKind(outcome.error));
      if (outcome.type === 'judged') {
        this.emit({ type: 'completed', jobId, verdict: outcome.result?.verdict ?? null });
      } else if (outcome.type === 'infrastructure') {
        settled = false;
        const delay = this.infrastructureDelayMs(tries.infrastructureRetries);
        tries.infrastructureRetries += 1;
        this.log(`judge job ${jobId}: ${outcome.error.message} (infrastructure; retrying in ${delay} ms)`);
        this.retryLater(jobId, tries.lane, delay);
      } else if (!outcome.final) {
        settled = false;
        const delay = this.retryDelayMs * 2 ** (tries.attempt - 1);
        this.log(`judge job ${jobId}: attempt ${tries.attempt} failed: ${outcome.error.message}`);
        tries.attempt += 1;
        this.retryLater(jobId, tries.lane, delay);
      } else {
        this.emit({ type: 'failed', jobId, error: outcome.error.message });
      }
    } finally {
      if (settled) this.known.delete(jobId);
      // A retry loads the stored job afresh anyway; a settled job asked for again goes to the back.
      const again = this.askedAgain.delete(jobId);
      if (settled && again && !this.closed) this.addWaiting(jobId, tries.lane);
      this.runningIds.delete(jobId);
      this.runningIn.set(tries.lane, (this.runningIn.get(tries.lane) ?? 1) - 1);
      if (this.runningIds.size === 0) this.idle?.();
      this.pump();
    }
  }
}
