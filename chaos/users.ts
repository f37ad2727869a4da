/**
 * Simulated users: signed up through the API (register, then the code from the server's outbox), each
 * with an address of its own in X-Forwarded-For (198.18.0.0/15, the benchmarking range: only a header,
 * no traffic goes there), so per-address rate limits stay on and still let every user in.
 */
import crypto from 'node:crypto';
import { waitForCode } from '../e2e/support/outbox';
import { json } from './http';
import type { ServerNode } from './topology';

export type User = { id: string; username: string; email: string; token: string; ip: string };

export function addressOf(index: number): string {
  return `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

async function signUp(server: ServerNode, tag: string, index: number): Promise<User> {
  const base = `${server.url}/api`;
  const ip = addressOf(index);
  const username = `${tag}_${index}`;
  const email = `${username}@chaos.example.com`;
  const password = 'chaos-pass-1';
  const { registrationToken } = await json<{ registrationToken: string }>(`${base}/auth/register`, {
    method: 'POST',
    ip,
    body: { name: `Chaos ${index}`, username, email, password, confirmPassword: password },
  });
  const otp = await waitForCode(server.dataDir, email, 1, 30_000);
  const verified = await json<{ token: string; user: { id: string } }>(`${base}/auth/verify-otp`, {
    method: 'POST',
    ip,
    body: { email, otp, registrationToken },
  });
  return { id: verified.user.id, username, email, token: verified.token, ip };
}

/**
 * Signs up `count` users, a few at a time, alternating between the servers (each reads its own outbox);
 * addresses start at `firstIndex` so that two groups never share one.
 */
export async function signUpUsers(
  servers: readonly ServerNode[],
  count: number,
  firstIndex: number,
  parallel = 4,
): Promise<User[]> {
  const tag = `c${crypto.randomBytes(3).toString('hex')}`;
  const users: User[] = new Array<User>(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      users[i] = await signUp(servers[i % servers.length] as ServerNode, tag, firstIndex + i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, lane));
  return users;
}
