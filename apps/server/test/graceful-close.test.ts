/**
 * Closing the app (SIGTERM's path in server.ts) ends every open event stream with a retry hint instead
 * of waiting on the browsers that hold them; the metrics count the open streams meanwhile.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createAccount } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';

const TOKEN = 'metrics-token-0123456789abcdef';
const ADMIN = 'streams.admin@example.com';

describe('closing the app', () => {
  it('ends open event streams with a retry hint, and does not wait for their browsers', async () => {
    const t = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN, METRICS_TOKEN: TOKEN } });
    let closed = false;
    try {
      await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'));
      const admin = await createAccount(t, { email: ADMIN });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/contests',
        headers: bearer(admin.token),
        payload: {
          title: 'Open All Week',
          problems: ['add-two'],
          startTime: new Date(Date.now() - 60_000).toISOString(),
          endTime: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { contest } = created.json<{ contest: { id: string } }>();

      // A contest's change stream never ends by itself.
      const stream = t.app.inject({ url: `/api/contests/${contest.id}/events` });
      await expect.poll(() => t.app.eventStreams.size).toBe(1);
      const scraped = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.body).toMatch(/codeconquer_event_streams_open 1/);

      await t.close();
      closed = true;
      const response = await stream;
      expect(response.headers['content-type']).toMatch(/text\/event-stream/);
      expect(response.body).toMatch(/retry: 1000\n\n$/);
      expect(t.app.eventStreams.size).toBe(0);
    } finally {
      if (!closed) await t.close();
    }
  });
});
