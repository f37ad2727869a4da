/**
 * What one server tells the others (docs/operations.md#several-servers): each message has a topic
 * (contest changes, cached views to rebuild) and is heard by every other server, never by its sender.
 * Without Redis there is one server and the bus is silent; with REDIS_URL it is one Redis pub/sub
 * channel. A message lost while Redis is away costs a stale view until the next change or the caches'
 * background refresh, never a wrong verdict: the database stays the truth.
 */
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';

export type BusTopic = 'contests' | 'views' | 'notifications';

export type ClusterBus = {
  /** Tells the other servers (never this one). */
  publish(topic: BusTopic, body: unknown): void;
  /** Hears the other servers' messages on `topic`; `body` is unchecked JSON (the listener validates). */
  subscribe(topic: BusTopic, listener: (body: unknown) => void): void;
  close(): Promise<void>;
};

/** One server: nobody to tell. */
export const silentBus: ClusterBus = {
  publish: () => undefined,
  subscribe: () => undefined,
  close: async () => undefined,
};

type Envelope = { origin: string; topic: BusTopic; body: unknown };

function parseEnvelope(text: string): Envelope | null {
  try {
    const message = JSON.parse(text) as Partial<Envelope>;
    if (typeof message.origin !== 'string' || typeof message.topic !== 'string') return null;
    return message as Envelope;
  } catch {
    return null;
  }
}

/**
 * A Redis pub/sub channel. Publishing goes through `commands` (the app's shared connection); hearing
 * needs a connection of its own, as Redis puts a subscribed connection in a mode that takes no commands.
 * ioredis subscribes again by itself after a reconnection.
 */
export function redisClusterBus(
  commands: Redis,
  channel: string,
  log: (error: unknown, what: string) => void,
): ClusterBus {
  const origin = crypto.randomUUID();
  const subscriber = commands.duplicate({ enableOfflineQueue: true });
  // ioredis reports connection trouble as 'error' events: unheard, they would end the process.
  subscriber.on('error', (error) => log(error, 'cluster bus (subscribe)'));
  const listeners = new Map<BusTopic, ((body: unknown) => void)[]>();
  void subscriber.subscribe(channel).catch((error: unknown) => log(error, 'cluster bus subscribe'));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseEnvelope(text);
    if (!message || message.origin === origin) return;
    for (const listener of listeners.get(message.topic) ?? []) {
      try {
        listener(message.body);
      } catch (error) {
        log(error, `cluster bus listener (${message.topic})`);
      }
    }
  });
  return {
    publish(topic, body) {
      // Redis away (the connection reports that, once): the message is dropped, as it would be anyway.
      if (commands.status !== 'ready') return;
      commands
        .publish(channel, JSON.stringify({ origin, topic, body }))
        .catch((error: unknown) => log(error, 'cluster bus publish'));
    },
    subscribe(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
