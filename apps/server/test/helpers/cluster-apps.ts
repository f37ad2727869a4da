/**
 * Two servers on one database and one Redis, as two server processes would run (the cluster tests):
 * the environment that gives a test file a Redis key prefix and bus channel of its own, and a second
 * server built beside the file's test app once both are listening on the bus.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/app';
import { buildPeerApp, type TestApp } from './build-test-app';

/** The test app's env for a cluster test: the tests' Redis, and keys and a channel nothing else shares. */
export function clusterEnv(name: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    REDIS_URL: process.env.TEST_REDIS_URL as string,
    JUDGE_QUEUE_PREFIX: `${name}-${crypto.randomUUID()}`,
    ...extra,
  };
}

/** Waits until both servers subscribed to the cluster channel, so nothing told before is missed. */
async function waitForSubscribers(app: App): Promise<void> {
  const redis = app.ctx.redis;
  if (!redis) throw new Error('this test needs REDIS_URL');
  const channel = `${app.ctx.config.judgeQueuePrefix}:cluster`;
  for (let tries = 0; tries < 100; tries += 1) {
    if (redis.status === 'ready') {
      const [, subscribers] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(subscribers) >= 2) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the servers never subscribed to the cluster channel');
}

/**
 * A second server beside `t` for the tests of the enclosing file: built, and both subscribed, before them;
 * closed after them (before `t`). Read `peer` only in hooks and tests.
 */
export function usePeerApp(t: TestApp): { peer: App } {
  const cluster = {} as { peer: App };
  beforeAll(async () => {
    cluster.peer = await buildPeerApp(t);
    await Promise.all([waitForSubscribers(t.app), waitForSubscribers(cluster.peer)]);
  });
  afterAll(async () => {
    await cluster.peer?.close();
  });
  return cluster;
}
