import { afterAll, describe, expect, it } from 'vitest';
import type { QueueEvent } from '../src/queue/judge-queue';
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
  it('judges queued ids, streams progress per test, saves each result once', async () => {
    const { handler, saved, loads } = memoryStore({ good: aPlusBRequest(), bad: aPlusBRequest(1) });
    const queue = new InProcessJudgeQueue(judge, handler, 2);
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));

    await Promise.all([
      queue.enqueue('good'),
      queue.enqueue('bad'),
      queue.enqueue('good'),
      queue.enqueue('gone'),
    ]);
    await waitForCompletion(events, ['good', 'bad', 'gone']);
    await queue.close();

    expect(saved.get('good')?.verdict).toBe('Accepted');
    expect(saved.get('bad')?.verdict).toBe('Wrong Answer');
    expect(saved.has('gone')).toBe(false);
    expect(loads.get('good')).toBe(1);
    const progress = events.filter((event) => event.type === 'progress' && event.jobId === 'good');
    expect(progress).toHaveLength(3);
    expect(events).toContainEqual({ type: 'completed', jobId: 'good', verdict: 'Accepted' });
    expect(events).toContainEqual({ type: 'completed', jobId: 'gone', verdict: null });
  });

  it('reports a job that cannot be judged as failed, and goes on with the next', async () => {
    const broken = {
      ...aPlusBRequest(),
      customChecker: { language: 'c' as const, source: 'int main(void){return 1;}' },
    };
    const { handler, saved } = memoryStore({ broken, fine: aPlusBRequest() });
    const queue = new InProcessJudgeQueue(judge, handler, 1);
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    await queue.enqueue('broken');
    await queue.enqueue('fine');
    await waitForCompletion(events, ['broken', 'fine']);
    await queue.close();
    expect(events.find((event) => event.jobId === 'broken' && event.type === 'failed')).toBeDefined();
    expect(saved.get('fine')?.verdict).toBe('Accepted');
  });
});
