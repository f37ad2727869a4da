import { afterAll, describe, expect, it } from 'vitest';
import { MAX_JOB_ATTEMPTS, type QueueEvent } from '../src/queue/judge-queue';
import { InProcessJudgeQueue } from '../src/queue/in-process-queue';
import { createTestJudge } from './helpers';
import { aPlusBRequest, memoryStore } from './queue-fixtures';

const { judge, cleanup } = createTestJudge();
afterAll(cleanup);

function waitForCompletion(events: QueueEvent[], jobIds: string[]): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const done = new Set(events.filter((event) => event.type !== 'progress').map((event) => event.jobId));
      if (jobIds.every((id) => done.has(id))) resolve();
      else setTimeout(check, 20);
    };
    check();
  });
}

describe('in-process judge queue', () => {
  it('says how many jobs wait and run, and how many slots judge them', async () => {
    const { handler } = memoryStore({ a: aPlusBRequest(), b: aPlusBRequest(), c: aPlusBRequest() });
    const queue = new InProcessJudgeQueue(judge, handler, { concurrency: 1 });
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    expect(await queue.status()).toEqual({ mode: 'in-process', waiting: 0, running: 0, judges: 1 });
    await Promise.all(['a', 'b', 'c'].map((id) => queue.enqueue(id)));
    // One slot: one job runs, the other two wait.
    expect(await queue.status()).toEqual({ mode: 'in-process', waiting: 2, running: 1, judges: 1 });
    await waitForCompletion(events, ['a', 'b', 'c']);
    expect(await queue.status()).toMatchObject({ waiting: 0, running: 0 });
    await queue.close();
  });

  it('on close, finishes the jobs running within the grace period and starts no waiting one', async () => {
    const { handler, saved, loads } = memoryStore({ running: aPlusBRequest(), waiting: aPlusBRequest() });
    const queue = new InProcessJudgeQueue(judge, handler, { concurrency: 1 });
    await queue.enqueue('running');
    await queue.enqueue('waiting');
    expect(await queue.close(30_000)).toBe(0);
    expect(saved.get('running')?.verdict).toBe('Accepted');
    // Left to the store, for the next start to queue again.
    expect(loads.has('waiting')).toBe(false);
  });

  it('on close, stops waiting at the end of the grace period and says how many jobs were left running', async () => {
    const { handler } = memoryStore({});
    let loading = false;
    // A job whose loading never ends stands for one that outlasts the grace period.
    const slow = { ...handler, load: () => ((loading = true), new Promise<null>(() => undefined)) };
    const queue = new InProcessJudgeQueue(judge, slow, { concurrency: 2 });
    await queue.enqueue('endless');
    await expect.poll(() => loading).toBe(true);
    const started = Date.now();
    expect(await queue.close(200)).toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('judges once more a job asked for again while it runs (a rejudge made it anew meanwhile)', async () => {
    const { handler, loads } = memoryStore({ again: aPlusBRequest() });
    let release = () => undefined as void;
    const saving = new Promise<void>((resolve) => (release = resolve));
    let saves = 0;
    // The first run's result is being stored when the job is asked for again.
    const gated = {
      ...handler,
      save: async (id: string, result: Parameters<typeof handler.save>[1]) => {
        if (++saves === 1) await saving;
        return handler.save(id, result);
      },
    };
    const queue = new InProcessJudgeQueue(judge, gated, { concurrency: 1 });
    await queue.enqueue('again');
    await expect.poll(() => saves, { timeout: 30_000 }).toBe(1);
    await queue.enqueue('again');
    release();
    await expect.poll(() => saves, { timeout: 30_000 }).toBe(2);
    expect(loads.get('again')).toBe(2);
    await queue.close();
  });

  it('judges queued ids, streams progress per test, takes a waiting id once', async () => {
    const { handler, saved, loads } = memoryStore({ good: aPlusBRequest(), bad: aPlusBRequest(1) });
    // One slot: 'good' runs while 'bad' waits, so the second 'bad' finds it waiting.
    const queue = new InProcessJudgeQueue(judge, handler, { concurrency: 1 });
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));

    await Promise.all([
      queue.enqueue('good'),
      queue.enqueue('bad'),
      queue.enqueue('bad'),
      queue.enqueue('gone'),
    ]);
    await waitForCompletion(events, ['good', 'bad', 'gone']);
    await queue.close();

    expect(saved.get('good')?.verdict).toBe('Accepted');
    expect(saved.get('bad')?.verdict).toBe('Wrong Answer');
    expect(saved.has('gone')).toBe(false);
    expect(loads.get('bad')).toBe(1);
    const progress = events.filter((event) => event.type === 'progress' && event.jobId === 'good');
    expect(progress).toHaveLength(3);
    expect(events).toContainEqual({ type: 'completed', jobId: 'good', verdict: 'Accepted' });
    expect(events).toContainEqual({ type: 'completed', jobId: 'gone', verdict: null });
  });

  it('gives up on a job that cannot be judged after its attempts, ends it, and goes on', async () => {
    const broken = {
      ...aPlusBRequest(),
      customChecker: { language: 'c' as const, source: 'int main(void){return 1;}' },
    };
    const { handler, saved, failed, loads } = memoryStore({ broken, fine: aPlusBRequest() });
    const queue = new InProcessJudgeQueue(judge, handler, {
      concurrency: 1,
      retryDelayMs: 10,
      log: () => {},
    });
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    await queue.enqueue('broken');
    await queue.enqueue('fine');
    await waitForCompletion(events, ['broken', 'fine']);
    await queue.close();
    expect(events.filter((event) => event.jobId === 'broken' && event.type === 'failed')).toHaveLength(1);
    expect(loads.get('broken')).toBe(MAX_JOB_ATTEMPTS);
    expect(failed.get('broken')).toMatch(/validator/i);
    expect(saved.get('fine')?.verdict).toBe('Accepted');
  });

  it('retries infrastructure failures without spending attempts, however many there are', async () => {
    const { handler, saved, failed } = memoryStore({ job: aPlusBRequest() });
    let outages = MAX_JOB_ATTEMPTS + 3;
    const flaky = {
      ...handler,
      load: (jobId: string) => {
        if (outages-- > 0) {
          const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3000'), {
            code: 'ECONNREFUSED',
          });
          return Promise.reject(new TypeError('fetch failed', { cause: refused }));
        }
        return handler.load(jobId);
      },
    };
    const queue = new InProcessJudgeQueue(judge, flaky, {
      concurrency: 1,
      infrastructureDelayMs: () => 10,
      log: () => {},
    });
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    await queue.enqueue('job');
    await waitForCompletion(events, ['job']);
    await queue.close();
    expect(saved.get('job')?.verdict).toBe('Accepted');
    expect(failed.size).toBe(0);
    expect(events.filter((event) => event.type === 'failed')).toHaveLength(0);
  });

  it('takes runs before submissions and submissions before compiler jobs', async () => {
    const { handler } = memoryStore({
      c1: aPlusBRequest(),
      c2: aPlusBRequest(),
      s1: aPlusBRequest(),
      r1: aPlusBRequest(),
    });
    const started: string[] = [];
    const tracking = { ...handler, load: (jobId: string) => (started.push(jobId), handler.load(jobId)) };
    const queue = new InProcessJudgeQueue(judge, tracking, { concurrency: 1 });
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    // The first compiler job starts at once (the queue is idle); the rest wait and are taken by lane.
    await queue.enqueue('c1', 'compiler');
    await queue.enqueue('c2', 'compiler');
    await queue.enqueue('s1', 'submission');
    await queue.enqueue('r1', 'run');
    await waitForCompletion(events, ['c1', 'c2', 's1', 'r1']);
    await queue.close();
    expect(started).toEqual(['c1', 'r1', 's1', 'c2']);
  });

  it('takes counterexample searches after every other lane', async () => {
    const { handler } = memoryStore(
      Object.fromEntries(['x1', 'x2', 'c1', 's1'].map((id) => [id, aPlusBRequest()] as const)),
    );
    const started: string[] = [];
    const tracking = { ...handler, load: (jobId: string) => (started.push(jobId), handler.load(jobId)) };
    const queue = new InProcessJudgeQueue(judge, tracking, { concurrency: 1 });
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    await queue.enqueue('x1', 'counterexample');
    await queue.enqueue('x2', 'counterexample');
    await queue.enqueue('c1', 'compiler');
    await queue.enqueue('s1', 'submission');
    await waitForCompletion(events, ['x1', 'x2', 'c1', 's1']);
    await queue.close();
    expect(started).toEqual(['x1', 's1', 'c1', 'x2']);
  });

  it('gives a lone job the idle cores, but a counterexample search one box', async () => {
    const { handler } = memoryStore({ s1: aPlusBRequest(), x1: aPlusBRequest() });
    const boxes: (number | undefined)[] = [];
    // The judge as the queue sees it, recording how many boxes each request may use.
    const recording = {
      judge: (request: Parameters<typeof judge.judge>[0]) => {
        boxes.push(request.parallelism);
        return judge.judge(request);
      },
    } as unknown as typeof judge;
    const queue = new InProcessJudgeQueue(recording, handler, { concurrency: 2 });
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    await queue.enqueue('s1', 'submission');
    await waitForCompletion(events, ['s1']);
    await queue.enqueue('x1', 'counterexample');
    await waitForCompletion(events, ['x1']);
    await queue.close();
    expect(boxes).toEqual([2, 1]);
  });

  it.each([
    ['compiler', 'c'],
    ['counterexample', 'x'],
  ] as const)('never gives the %s lane more than half the slots', async (lane, prefix) => {
    const ids = [1, 2, 3].map((n) => `${prefix}${n}`);
    const requests = Object.fromEntries([...ids, 's1'].map((id) => [id, aPlusBRequest()] as const));
    const { handler } = memoryStore(requests);
    let running = 0;
    let laneAtOnce = 0;
    const counting = {
      ...handler,
      load: async (jobId: string) => {
        if (jobId.startsWith(prefix)) laneAtOnce = Math.max(laneAtOnce, ++running);
        return handler.load(jobId);
      },
      save: async (jobId: string, result: Parameters<typeof handler.save>[1]) => {
        if (jobId.startsWith(prefix)) running -= 1;
        return handler.save(jobId, result);
      },
    };
    const queue = new InProcessJudgeQueue(judge, counting, { concurrency: 2 });
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    for (const id of ids) await queue.enqueue(id, lane);
    await queue.enqueue('s1', 'submission');
    await waitForCompletion(events, [...ids, 's1']);
    await queue.close();
    expect(laneAtOnce).toBe(1);
  });
});
