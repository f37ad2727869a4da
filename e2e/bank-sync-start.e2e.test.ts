/**
 * The problem bank's first sync runs after the server's first answers (apps/server/src/server.ts):
 * /api/health answers at once, /api/health/ready says "not ready" with the sync's progress until it is
 * done, requests meanwhile are answered from what is stored (never a 500), and a server killed in the
 * middle of the sync loses nothing: the next start finishes the bank, and what users wrote stays.
 * The whole bank (`problems/`), so the sync lasts long enough to be caught in the middle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readinessResponseSchema } from '@codeconquer/contracts';
import { waitForCode } from './support/outbox';
import { startServer, type RunningServer } from './support/server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bankDir = path.join(repoRoot, 'problems');
const bankSize = fs
  .readdirSync(bankDir, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && fs.existsSync(path.join(bankDir, entry.name, 'problem.yaml')),
  ).length;

async function readiness(server: RunningServer) {
  const response = await fetch(`${server.url}/api/health/ready`);
  return { status: response.status, body: readinessResponseSchema.parse(await response.json()) };
}

/** How many packages the sync has done, from its readiness detail; null once it is over. */
function syncedSoFar(detail: string): number | null {
  const match = /^syncing the problem bank: (\d+) of (\d+) packages$/.exec(detail);
  return match ? Number(match[1]) : null;
}

async function post(server: RunningServer, url: string, body: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the bank syncs in the background', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers.reverse()) await server.stop();
  });

  it(
    'answers at once, is not ready until the sync is done, and a kill in the middle loses nothing',
    { timeout: 300_000 },
    async () => {
      const first = await startServer(
        { PROBLEMS_DIR: bankDir },
        { bankSyncing: true, healthTimeoutMs: 120_000 },
      );
      servers.push(first);
      const early = await readiness(first);
      expect(early.status).toBe(503);
      expect(early.body.status).toBe('not ready');
      expect(early.body.checks.bank.ok).toBe(false);
      expect(syncedSoFar(early.body.checks.bank.detail)).not.toBeNull();
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

      // A user signs up while the sync runs.
      const account = {
        name: 'Mid Sync',
        username: 'midsync',
        email: 'midsync@example.com',
        password: 'a-long-passw0rd!',
      };
      const registered = await post(first, '/api/auth/register', {
        ...account,
        confirmPassword: account.password,
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      const verified = await post(first, '/api/auth/verify-otp', {
        email: account.email,
        otp: await waitForCode(first.dataDir, account.email),
        registrationToken: registered.body.registrationToken,
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);

      // Pages and reads meanwhile are served from what is stored so far; none fails.
      const statuses: number[] = [];
      for (;;) {
        const { body } = await readiness(first);
        const done = syncedSoFar(body.checks.bank.detail) ?? bankSize;
        if (done >= Math.min(3, bankSize - 1)) {
          // Still in the middle of the sync.
          expect(done).toBeLessThan(bankSize);
          break;
        }
        const list = await fetch(`${first.url}/api/problem/list`);
        statuses.push(list.status);
        const listed = (await list.json()) as { id: string }[];
        for (const problem of listed.slice(0, 2))
          statuses.push((await fetch(`${first.url}/api/problem/${problem.id}`)).status);
        statuses.push((await fetch(`${first.url}/problems`)).status);
      }
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      // Killed in the middle of the sync, without a shutdown.
      await first.kill();

      const again = await startServer(
        { PROBLEMS_DIR: bankDir },
        { dataDir: first.dataDir, port: first.port, healthTimeoutMs: 120_000 },
      );
      servers.push(again);
      const after = await readiness(again);
      expect(after.body.checks.bank).toEqual({
        ok: true,
        detail: `the problem bank is synced (${bankSize} packages)`,
      });
      expect(again.log()).not.toMatch(/was not loaded|not synced/);
      // Every problem of the bank is there whole, the one being saved at the kill included.
      const listed = (await (await fetch(`${again.url}/api/problem/list`)).json()) as { id: string }[];
      expect(listed).toHaveLength(bankSize);
      for (const { id } of listed) {
        const page = await fetch(`${again.url}/api/problem/${id}`);
        expect(page.status, id).toBe(200);
        // Its samples, written in the same transaction as the problem.
        const { examples } = (await page.json()) as { examples: unknown[] };
        expect(examples.length, id).toBeGreaterThan(0);
      }
      // The account made during the sync is there.
      const signIn = await post(again, '/api/auth/login', {
        email: account.email,
        password: account.password,
      });
      expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    },
  );
});
