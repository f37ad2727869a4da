/**
 * What one server tells the others about contests, so that every server's boards and event streams agree
 * (docs/contests.md#scoreboard): a cell changed by a submission made here, a registration, a contest
 * edited, a clarification. Verdicts need no message: every server hears the judge's events. Without
 * Redis there is one server and the bus is silent; with REDIS_URL it is a Redis pub/sub channel.
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { ContestEventName } from '@codeconquer/contracts';

export type ContestChange =
  | { kind: 'cell'; contestId: string; userId: string; problemId: string }
  | { kind: 'contestant'; contestId: string; userId: string }
  | { kind: 'forget'; contestId: string }
  | { kind: 'notify'; contestId: string; event: ContestEventName };

export type ContestBus = {
  /** Tells the other servers (never this one). */
  publish(change: ContestChange): void;
  /** Hears the other servers' changes. */
  subscribe(listener: (change: ContestChange) => void): void;
  close(): Promise<void>;
};

/** One server: nobody to tell. */
export const silentContestBus: ContestBus = {
  publish: () => undefined,
  subscribe: () => undefined,
  close: async () => undefined,
};

const KINDS = new Set(['cell', 'contestant', 'forget', 'notify']);

function parseChange(text: string): { origin: string; change: ContestChange } | null {
  try {
    const message = JSON.parse(text) as {
      origin?: unknown;
      change?: { kind?: unknown; contestId?: unknown };
    };
    if (typeof message.origin !== 'string' || typeof message.change?.contestId !== 'string') return null;
    if (!KINDS.has(String(message.change.kind))) return null;
    return { origin: message.origin, change: message.change as ContestChange };
  } catch {
    return null;
  }
}

/**
 * A Redis pub/sub channel (one connection publishes, one subscribes, as Redis requires). A message lost
 * while Redis is away costs a stale board until the next change or reload, never a wrong verdict: the
 * database stays the truth.
 */
export function redisContestBus(
  url: string,
  channel: string,
  log: (error: unknown, what: string) => void,
): ContestBus {
  const origin = crypto.randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  const subscriber = new Redis(url, { lazyConnect: false });
  // ioredis reports connection trouble as 'error' events: unheard, they would end the process.
  publisher.on('error', (error) => log(error, 'contest bus (publish)'));
  subscriber.on('error', (error) => log(error, 'contest bus (subscribe)'));
  const listeners: ((change: ContestChange) => void)[] = [];
  void subscriber.subscribe(channel).catch((error: unknown) => log(error, 'contest bus subscribe'));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseChange(text);
    if (!message || message.origin === origin) return;
    for (const listener of listeners) listener(message.change);
  });
  return {
    publish(change) {
      publisher
        .publish(channel, JSON.stringify({ origin, change }))
        .catch((error: unknown) => log(error, 'contest bus publish'));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
