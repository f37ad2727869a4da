/** BullMQ on a real Redis (TEST_REDIS_URL; CI sets it): ids in, progress and verdicts out, crash recovery. */
import crypto from 'node:crypto';
import type { Worker } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { BullMqJudgeQueue, startBullMqWorker } from '../src/queue/bullmq-queue';
import type { QueueEvent } from '../src/queue/judge-queue';
import { createTestJudge } from './helpers';
import { aPlusBRequest, memoryStore } from './queue-fixtures';

const redisUrl = process.env.TEST_REDIS_URL as string;
const { judge, cleanup } = createTestJudge();
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  cleanup();
});

function until(predicate: () => boolean, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (predicate()) resolve();
      else if (Date.now() - started > timeoutMs) reject(new Error('timed out'));
      else setTimeout(check, 25);
    };
    check();
  });
}

describe('BullMQ judge queue', () => {
  it('judges a queued id in a worker and streams its progress to the producer', async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const { handler, saved } = memoryStore({ job1: aPlusBRequest() });
    const queue = new BullMqJudgeQueue({ redisUrl, prefix });
    closers.push(() => queue.close());
    await queue.ready();
    const worker = startBullMqWorker({ redisUrl, prefix, judge, handler, concurrency: 1 });
    closers.push(() => worker.close());
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));

    await queue.enqueue('job1');
    await until(() => events.some((event) => event.type === 'completed'));
    expect(saved.get('job1')?.verdict).toBe('Accepted');
    expect(events.filter((event) => event.type === 'progress')).toHaveLength(3);
    expect(events.at(-1)).toEqual({ type: 'completed', jobId: 'job1', verdict: 'Accepted' });
  });

  it('judges again a job whose worker died mid-way', async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const { handler, saved } = memoryStore({ job2: aPlusBRequest() });
    const queue = new BullMqJudgeQueue({ redisUrl, prefix });
    closers.push(() => queue.close());
    await queue.ready();

    // The first worker takes the job and dies without finishing it (its loader never returns).
    let taken = false;
    const dying: Worker = startBullMqWorker({
      redisUrl,
      prefix,
      judge,
      handler: { load: () => ((taken = true), new Promise(() => undefined)), save: handler.save },
      concurrency: 1,
      lockDurationMs: 1000,
      stalledIntervalMs: 500,
    });
    await queue.enqueue('job2');
    await until(() => taken);
    await dying.close(true);

    const rescuer = startBullMqWorker({
      redisUrl,
      prefix,
      judge,
      handler,
      concurrency: 1,
      lockDurationMs: 1000,
      stalledIntervalMs: 500,
    });
    closers.push(() => rescuer.close());
    await until(() => saved.has('job2'));
    expect(saved.get('job2')?.verdict).toBe('Accepted');
  });
});
