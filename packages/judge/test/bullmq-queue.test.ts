/** BullMQ on a real Redis (TEST_REDIS_URL; CI sets it): ids in, progress and verdicts out, crash recovery. */
import crypto from 'node:crypto';
import type { Worker } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { BullMqJudgeQueue, startBullMqWorker, stopBullMqWorker } from '../src/queue/bullmq-queue';
import { InfrastructureError, MAX_JOB_ATTEMPTS, type QueueEvent } from '../src/queue/judge-queue';
import { createTestJudge } from './helpers';
import { aPlusBRequest, memoryStore } from './queue-fixtures';

const redisUrl = process.env.TEST_REDIS_URL as string;
const { judge, cleanup } = createTestJudge();
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await cleanup();
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
  it('says how many jobs wait and how many workers are connected', async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const { handler } = memoryStore({ early: aPlusBRequest() });
    const queue = new BullMqJudgeQueue({ redisUrl, prefix });
    closers.push(() => queue.close());
    await queue.ready();
    expect(await queue.status()).toEqual({ mode: 'redis', waiting: 0, running: 0, judges: 0 });
    await queue.enqueue('early');
    expect(await queue.status()).toEqual({ mode: 'redis', waiting: 1, running: 0, judges: 0 });
    const worker = startBullMqWorker({ redisUrl, prefix, judge, handler, concurrency: 1 });
    closers.push(() => worker.close());
    await worker.waitUntilReady();
    await expect.poll(async () => (await queue.status()).judges).toBe(1);
    await expect.poll(async () => (await queue.status()).waiting, { timeout: 30_000 }).toBe(0);
  });

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
      handler: { ...handler, load: () => ((taken = true), new Promise(() => undefined)) },
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

  it('hands a job still running when a graceful stop runs out of time back to the queue at once', async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const { handler, saved } = memoryStore({ job5: aPlusBRequest() });
    const queue = new BullMqJudgeQueue({ redisUrl, prefix });
    closers.push(() => queue.close());
    await queue.ready();
    // The stopping worker is mid-way through the job (its loader has not returned) when told to stop.
    let taken = false;
    let giveUp = () => undefined as void;
    const stopping = startBullMqWorker({
      redisUrl,
      prefix,
      judge,
      handler: {
        ...handler,
        load: () => {
          taken = true;
          return new Promise((_, reject) => (giveUp = () => reject(new Error('the test is over'))));
        },
      },
      concurrency: 1,
      log: () => undefined,
    });
    // Its close waits for the job, which a real worker never lets finish (it exits): ended here.
    closers.push(async () => {
      giveUp();
      await stopping.close();
    });
    await queue.enqueue('job5');
    await until(() => taken);
    expect(await stopBullMqWorker(stopping, 300)).toBe(1);

    // Locks last 15 s and stalls are checked every 10 s: only the hand-back lets another worker judge it
    // within 10 s.
    const next = startBullMqWorker({ redisUrl, prefix, judge, handler, concurrency: 1 });
    closers.push(() => next.close());
    await until(() => saved.has('job5'), 10_000);
    expect(saved.get('job5')?.verdict).toBe('Accepted');
  });

  it('finishes the jobs under way when stopped gracefully in time, handing none back', async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const { handler, saved } = memoryStore({ job6: aPlusBRequest() });
    const queue = new BullMqJudgeQueue({ redisUrl, prefix });
    closers.push(() => queue.close());
    await queue.ready();
    let taken = false;
    const worker = startBullMqWorker({
      redisUrl,
      prefix,
      judge,
      handler: { ...handler, load: (jobId) => ((taken = true), handler.load(jobId)) },
      concurrency: 1,
    });
    await queue.enqueue('job6');
    await until(() => taken);
    expect(await stopBullMqWorker(worker, 30_000)).toBe(0);
    expect(saved.get('job6')?.verdict).toBe('Accepted');
  });

  it('waits out an API outage without spending any of the job attempts', async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const { handler, saved, failed } = memoryStore({ job3: aPlusBRequest() });
    const queue = new BullMqJudgeQueue({ redisUrl, prefix });
    closers.push(() => queue.close());
    await queue.ready();
    // More refused connections than the job has attempts: before the fix they landed it in the failed set.
    let outages = MAX_JOB_ATTEMPTS + 2;
    const worker = startBullMqWorker({
      redisUrl,
      prefix,
      judge,
      concurrency: 1,
      infrastructureDelayMs: () => 50,
      log: () => {},
      handler: {
        ...handler,
        load: (jobId) =>
          outages-- > 0
            ? Promise.reject(new InfrastructureError('The API server is unreachable.'))
            : handler.load(jobId),
      },
    });
    closers.push(() => worker.close());
    await queue.enqueue('job3');
    await until(() => saved.has('job3'));
    expect(saved.get('job3')?.verdict).toBe('Accepted');
    expect(failed.size).toBe(0);
  });

  it('ends a job that fails on its own after its attempts, and queues it again for real when asked', async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const { handler, saved, failed } = memoryStore({ job4: aPlusBRequest() });
    const queue = new BullMqJudgeQueue({ redisUrl, prefix });
    closers.push(() => queue.close());
    await queue.ready();
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    let broken = true;
    const worker = startBullMqWorker({
      redisUrl,
      prefix,
      judge,
      concurrency: 1,
      log: () => {},
      handler: {
        ...handler,
        load: (jobId) => (broken ? Promise.reject(new Error('unreadable job')) : handler.load(jobId)),
      },
    });
    closers.push(() => worker.close());
    await queue.enqueue('job4');
    await until(() => events.some((event) => event.type === 'failed'), 30_000);
    expect(failed.get('job4')).toBe('unreadable job');
    expect((await queue.counts()).failed).toBe(1);

    // A rejudge (or a restart's sweep) queues the same id again: BullMQ must not drop it as a duplicate.
    broken = false;
    await queue.enqueue('job4');
    await until(() => saved.has('job4'));
    expect(saved.get('job4')?.verdict).toBe('Accepted');
  });

  it('judges once more a job asked for again while it runs (a rejudge made it anew meanwhile)', async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const { handler, loads } = memoryStore({ job5: aPlusBRequest() });
    const queue = new BullMqJudgeQueue({ redisUrl, prefix });
    closers.push(() => queue.close());
    await queue.ready();
    let release = () => undefined as void;
    const saving = new Promise<void>((resolve) => (release = resolve));
    let saves = 0;
    const worker = startBullMqWorker({
      redisUrl,
      prefix,
      judge,
      concurrency: 1,
      // The first run's result is being stored when the job is asked for again.
      handler: {
        ...handler,
        save: async (id, result) => (++saves === 1 && (await saving), handler.save(id, result)),
      },
    });
    closers.push(() => worker.close());
    await queue.enqueue('job5');
    await until(() => saves === 1);
    await queue.enqueue('job5');
    release();
    await until(() => loads.get('job5') === 2);
    await until(() => saves === 2);
  });
});
