/**
 * The server's own Redis connection (REDIS_URL), shared by the request limits, the sign-in throttle and
 * the cluster bus's publishing (the judge queue keeps its own, as BullMQ requires). Commands fail at once
 * while Redis is away instead of queuing: a request limit then lets the request through (the limits
 * are a brake, not a gate) and a bus message is dropped, so a Redis outage never holds up a request.
 */
import { Redis } from 'ioredis';

export function openRedisConnection(url: string, log: (error: unknown, what: string) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // Reconnects every 0.1 s at first, then every second, for as long as it takes.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  let lastReported = 0;
  redis.on('error', (error) => {
    // One line per 10 s of outage, not one per reconnection attempt.
    if (Date.now() - lastReported < 10_000) return;
    lastReported = Date.now();
    log(error, 'redis');
  });
  return redis;
}
