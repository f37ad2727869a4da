/**
 * The judge queue: jobs carry ids only; a handler supplied by the app loads what to judge and stores the
 * outcome, both idempotently, so a job judged twice (after a worker died) does no harm.
 *
 * Failures come in two kinds (docs/architecture.md, "Judge jobs and workers"):
 * - infrastructure (the API or database unreachable, Redis gone, the sandbox broken): the job is fine,
 *   the world is not. It is tried again later, as often as it takes, and never spends an attempt.
 * - the job's own (a broken problem validator, a result that cannot be stored, a bug): it spends one of
 *   MAX_JOB_ATTEMPTS attempts; after the last, the handler ends the job for good (a submission gets a
 *   Judge Error verdict), so nothing stays pending forever.
 * And however it fails, a job is loaded at most MAX_JOB_STARTS times in all (the store counts), so that
 * neither kind, nor a job that takes its judge down, can loop for ever.
 */
import { CheckerError } from '../checkers/custom-checker';
import { BoxStalledError, SandboxError } from '../sandbox';
import type { JudgeRequest, JudgeResult, ProgressEvent } from '../judge';

export type JudgeJobHandler = {
  /** What to judge for this job; null when there is nothing to judge any more (deleted, already done). */
  load(jobId: string): Promise<JudgeRequest | null>;
  /** Stores the result. Must be idempotent: a job may be judged again after a crash. */
  save(jobId: string, result: JudgeResult): Promise<void>;
  /** Ends a job that can never be judged (its attempts are spent). Must be idempotent. */
  fail(jobId: string, reason: string): Promise<void>;
  /**
   * Records why an attempt failed while the job goes on (retried): what an admin reads if the job is
   * ended later, by its attempts or by MAX_JOB_STARTS. Best effort.
   */
  note?(jobId: string, reason: string): Promise<void>;
};

export type QueueEvent =
  | { type: 'progress'; jobId: string; progress: ProgressEvent }
  | { type: 'completed'; jobId: string; verdict: JudgeResult['verdict'] | null }
  /** The job was given up on: its attempts are spent and the handler has ended it. */
  | { type: 'failed'; jobId: string; error: string };

export type QueueListener = (event: QueueEvent) => void;

/**
 * Who is waiting on a job, in the order jobs are taken: a user's Run (they watch the spinner, and it
 * judges the samples only), then submissions, then the online compiler (guests may call it, so it must
 * never starve submissions), then counterexample searches (up to 20 s of work each, asked for after a
 * verdict). The last two are background lanes: in process each may hold at most half the slots, so a
 * submission always finds a slot free or freed by the next short job.
 */
export type JobLane = 'run' | 'submission' | 'compiler' | 'counterexample';
export const JOB_LANES: readonly JobLane[] = ['run', 'submission', 'compiler', 'counterexample'];
export const BACKGROUND_LANES: ReadonlySet<JobLane> = new Set<JobLane>(['compiler', 'counterexample']);

/** What the queue holds now, and who judges it (the admin overview). */
export type QueueStatus = {
  mode: 'in-process' | 'redis';
  /** Jobs queued, including those waiting out a back-off. */
  waiting: number;
  running: number;
  /** In process: the judging slots. With Redis: the workers connected (each with its own slots). */
  judges: number;
};

export interface JudgeQueue {
  /** Queues a job; queuing an id that is already waiting or running does nothing. */
  enqueue(jobId: string, lane?: JobLane): Promise<void>;
  /** Rejects when the queue's store (Redis) cannot be reached. */
  status(): Promise<QueueStatus>;
  /** Live events of every job (progress per test case, then completed or failed). */
  subscribe(listener: QueueListener): () => void;
  /**
   * Stops: judging here finishes what runs within `graceMs` (default: however long it takes) and answers
   * how many jobs it left unfinished; a queue that only sends jobs away (Redis) answers 0.
   */
  close(graceMs?: number): Promise<number>;
}

/** Attempts a job may spend on failures of its own before it is ended with a Judge Error. */
export const MAX_JOB_ATTEMPTS = 3;

/**
 * Times a job may be loaded for judging in all, counted where jobs are stored, so across restarts and
 * workers: infrastructure retries spend no attempt, and a job that takes its judge down (a crash, a
 * restart mid-judging) is never seen to fail at all, so without this bound either could loop for ever.
 * Generous beside MAX_JOB_ATTEMPTS: a real outage (a worker killed, a server restarted) costs a job a
 * start or two, and must not end it.
 */
export const MAX_JOB_STARTS = 8;

/** The reason a job ends with once it has been started MAX_JOB_STARTS times without an answer. */
export function tooManyStartsReason(starts: number, lastFailure: string | null): string {
  const last = lastFailure ? ` The last failure: ${lastFailure}` : '';
  return `Judging was started ${starts} times without an answer, so it was given up.${last}`;
}

/** Thrown (or wrapped) by handlers when the failure is the world's, not the job's. */
export class InfrastructureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InfrastructureError';
  }
}

/** Error codes of a connection that failed or broke: Node's sockets and DNS, undici (fetch), ioredis. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CLOSED',
]);

function* causeChain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && !seen.has(current)) {
    seen.add(current);
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether a failure is the infrastructure's (retry later, attempt not spent) rather than the job's. */
export function isInfrastructureFailure(error: unknown): boolean {
  for (const link of causeChain(error)) {
    if (link instanceof InfrastructureError || link instanceof SandboxError) return true;
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  }
  return false;
}

/**
 * What kind of failure ended an attempt, for the metrics: the sandbox, a package's own validator, the
 * network (the API or Redis unreachable), other infrastructure (the database), or the job itself.
 */
export type FailureKind = 'sandbox' | 'checker' | 'network' | 'infrastructure' | 'job';

export function failureKind(error: unknown): FailureKind {
  const chain = [...causeChain(error)];
  if (chain.some((link) => link instanceof SandboxError || link instanceof BoxStalledError)) return 'sandbox';
  if (chain.some((link) => link instanceof CheckerError)) return 'checker';
  if (chain.some((link) => NETWORK_CODES.has(String((link as { code?: unknown }).code)))) return 'network';
  if (chain.some((link) => link instanceof InfrastructureError)) return 'infrastructure';
  return 'job';
}

/** Waiting time before an infrastructure retry: doubling from 1 s, at most 30 s. */
export function infrastructureRetryDelayMs(retries: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, retries));
}

export type AttemptOutcome =
  | { type: 'judged'; result: JudgeResult | null }
  | { type: 'infrastructure'; error: Error }
  | { type: 'failed'; error: Error; final: boolean };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * One attempt at a job: load, judge (reporting progress), save. Shared by the in-process queue and the
 * worker, so both classify failures alike. On the last attempt a failure of the job's own ends it
 * through `handler.fail` before this returns.
 */
export async function attemptJob(
  jobId: string,
  handler: JudgeJobHandler,
  judge: (request: JudgeRequest, onProgress: (event: ProgressEvent) => void) => Promise<JudgeResult>,
  onProgress: (event: ProgressEvent) => void,
  attempt: number,
): Promise<AttemptOutcome> {
  try {
    const request = await handler.load(jobId);
    if (!request) return { type: 'judged', result: null };
    const result = await judge(request, onProgress);
    await handler.save(jobId, result);
    return { type: 'judged', result };
  } catch (thrown) {
    const error = asError(thrown);
    const final = !isInfrastructureFailure(error) && attempt >= MAX_JOB_ATTEMPTS;
    // The world's failure may have taken the store with it: noting is best effort.
    if (!final) await handler.note?.(jobId, error.message).catch(() => undefined);
    if (isInfrastructureFailure(error)) return { type: 'infrastructure', error };
    if (final) {
      try {
        await handler.fail(jobId, error.message);
      } catch (failing) {
        // Could not even record the failure: the world is broken, so try the whole job again later.
        return { type: 'infrastructure', error: asError(failing) };
      }
    }
    return { type: 'failed', error, final };
  }
}
