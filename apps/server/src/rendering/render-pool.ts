/**
 * Where the server renders Markdown: in worker threads, never on its event loop (docs/rendering.md,
 * "Off the event loop"). Rendering is synchronous and 20 KB of hostile text (thousands of list items,
 * table rows or formulas) takes about a second on our 2 cores; on the event loop that second would stall
 * every other request. In a worker it stalls nothing, and a render that runs over its time limit is
 * stopped by ending its thread (JavaScript cannot be interrupted any other way) and refused with
 * TEXT_TOO_COMPLEX.
 *
 * workerpool starts a task's time limit when a worker takes the task, not when it is queued, so a text
 * waiting behind a slow one is not refused for the other's slowness; the queue is bounded and a full one
 * answers RENDERER_BUSY at once. Threads start on the first render and end after a quiet spell, so an
 * idle server keeps none.
 */
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';
import { AppError } from '../lib/app-error';
import type { RenderedMarkdown } from './markdown';

/** How long one render may run once a thread has taken it. The slowest text we know takes ~1 s. */
export const RENDER_TIME_LIMIT_MS = 5_000;
/**
 * A thread's start (loading the renderer: 1–2 s, more on a busy machine) counts in the time limit of the
 * task that starts it, which is given this much more.
 */
export const THREAD_START_ALLOWANCE_MS = 20_000;
/** Two threads for two cores, the second started only when two texts render at once; a third waits. */
const MAX_THREADS = 2;
/** Renders that may wait for a thread; one more is refused rather than queued without end. */
const MAX_WAITING = 32;
/**
 * A pool with nothing to do for this long ends its threads: each holds the renderer's libraries (~70 MiB)
 * and takes 1–2 s to start, so they stay while people are posting and go when the site is quiet.
 */
const IDLE_MS = 5 * 60_000;

/**
 * Set by the compiled server's build (apps/server/build.mjs), relative to this file: its own worker in
 * dist/, which starts without tsx. Undefined under tsx and vitest, which run markdown-worker.mjs.
 */
declare const COMPILED_MARKDOWN_WORKER: string | undefined;

const WORKER_FILE = fileURLToPath(
  new URL(
    typeof COMPILED_MARKDOWN_WORKER === 'string' ? COMPILED_MARKDOWN_WORKER : './markdown-worker.mjs',
    import.meta.url,
  ),
);

let pool: workerpool.Pool | null = null;
let idleTimer: NodeJS.Timeout | undefined;

function currentPool(): workerpool.Pool {
  clearTimeout(idleTimer);
  pool ??= workerpool.pool(WORKER_FILE, {
    workerType: 'thread',
    maxWorkers: MAX_THREADS,
    maxQueueSize: MAX_WAITING,
  });
  return pool;
}

/** workerpool's own record of its threads (not in its types): each handler's worker_threads Worker. */
type PoolThreads = { workers: { worker?: { ref?: () => void; unref?: () => void } }[] };

/**
 * Whether the threads keep the process alive: while they render, yes (a command awaiting a render must
 * not exit under it); idle, no, so that a command that rendered (saving a package renders its statement)
 * ends when its work does rather than when the idle threads end, 5 minutes later.
 */
function holdProcess(running: workerpool.Pool, hold: boolean): void {
  for (const { worker } of (running as unknown as PoolThreads).workers)
    if (hold) worker?.ref?.();
    else worker?.unref?.();
}

/** Ends the threads once nothing is running or waiting. */
function endWhenIdle(): void {
  if (!pool) return;
  const { activeTasks, pendingTasks } = pool.stats();
  if (activeTasks + pendingTasks > 0) return;
  holdProcess(pool, false);
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void closeMarkdownRenderer(), IDLE_MS);
  idleTimer.unref();
}

/**
 * Renders Markdown to sanitised HTML (markdown.ts, renderMarkdownDocument) in a worker thread. Throws
 * TEXT_TOO_COMPLEX when the render runs over its time limit and RENDERER_BUSY when too many renders wait.
 */
export async function renderOffThread(
  markdown: string,
  { timeLimitMs = RENDER_TIME_LIMIT_MS, threadStartAllowanceMs = THREAD_START_ALLOWANCE_MS } = {},
): Promise<RenderedMarkdown> {
  const running = currentPool();
  const { pendingTasks, idleWorkers, totalWorkers } = running.stats();
  if (pendingTasks >= MAX_WAITING) throw new AppError('RENDERER_BUSY');
  // No thread free and room for one more: workerpool starts a thread for this text.
  const startsThread = idleWorkers === 0 && totalWorkers < MAX_THREADS;
  const task = running.exec('renderMarkdownDocument', [markdown]) as workerpool.Promise<RenderedMarkdown>;
  holdProcess(running, true);
  try {
    return await task.timeout(timeLimitMs + (startsThread ? threadStartAllowanceMs : 0));
  } catch (error) {
    if (error instanceof workerpool.Promise.TimeoutError) throw new AppError('TEXT_TOO_COMPLEX');
    throw error;
  } finally {
    endWhenIdle();
  }
}

/**
 * Ends the threads now if none is rendering or waiting, instead of after IDLE_MS: the bank's first sync
 * renders every statement, and its threads (~70 MiB each) would otherwise stay 5 minutes after it for
 * nobody. A render after this starts a thread again.
 */
export async function endIdleMarkdownThreads(): Promise<void> {
  if (!pool) return;
  const { activeTasks, pendingTasks } = pool.stats();
  if (activeTasks + pendingTasks === 0) await closeMarkdownRenderer();
}

/** Ends the threads now (a command that renders and then ends calls this; the server's exit ends them too). */
export async function closeMarkdownRenderer(): Promise<void> {
  clearTimeout(idleTimer);
  const closing = pool;
  pool = null;
  await closing?.terminate();
}
