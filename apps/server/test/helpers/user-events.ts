/**
 * A signed-in user's live stream (GET /api/me/events) over a real socket, as a browser holds it: the
 * app listens on a free port, and the events are collected for a test to wait on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../src/app';

export type UserEvents = {
  /** Resolves with the first unread count (received from now on or already) that `accept` takes. */
  count(accept: (unread: number) => boolean, ms?: number): Promise<number>;
  close(): void;
};

async function portOf(app: App): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export async function openUserEvents(app: App, token: string): Promise<UserEvents> {
  const port = await portOf(app);
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/me/events', headers: { authorization: `Bearer ${token}` } },
      resolve,
    );
    request.on('error', reject);
  });
  if (response.statusCode !== 200) throw new Error(`the stream answered ${response.statusCode}`);
  const counts: number[] = [];
  const waiters = new Set<() => void>();
  let text = '';
  response.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    let end = text.indexOf('\n\n');
    while (end >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event === 'notifications' && data) counts.push((JSON.parse(data) as { unread: number }).unread);
      end = text.indexOf('\n\n');
    }
    for (const waiter of [...waiters]) waiter();
  });
  return {
    count(accept, ms = 5000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < counts.length; seen += 1) {
            const unread = counts[seen] as number;
            if (accept(unread)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(unread);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching count within ${ms} ms (got ${counts.join(', ') || 'none'})`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => response.destroy(),
  };
}
