/**
 * GET /metrics (http/metrics.ts): absent without METRICS_TOKEN, for the token's holder only, in the
 * Prometheus text format, with HTTP latency by route and the verdicts the real judge gave.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, postJson, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
let user: Account;

beforeAll(async () => {
  t = await buildTestApp({ judge: true, env: { METRICS_TOKEN: TOKEN, RATE_LIMITS: 'off' } });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'));
  user = await createAccount(t);
});

afterAll(async () => {
  await t?.close();
});

const scrape = (token?: string) =>
  t.app.inject({ url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('metrics', () => {
  it('answers only the holder of METRICS_TOKEN', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('not-the-token-at-all')).statusCode).toBe(401);
    const scraped = await scrape(TOKEN);
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('times requests by route as registered, never by raw URL', async () => {
    await t.app.inject({ url: '/api/problem/add-two' });
    await t.app.inject({ url: '/api/problem/no-such-problem' });
    const text = (await scrape(TOKEN)).body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/problem\/:id",status="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/problem\/:id",status="404"\} 1/,
    );
    expect(text).not.toContain('no-such-problem');
  });

  it('counts the verdicts the judge gives and shows the queue', async () => {
    const run = await postJson(
      t,
      '/api/problem/execute',
      { problemId: 'add-two', language: 'python', code: 'print(3)\n' },
      bearer(user.token),
    );
    expect(run.statusCode, run.body).toBe(200);
    const text = (await scrape(TOKEN)).body;
    expect(text).toMatch(/codeconquer_judge_verdicts_total\{verdict="Accepted"\} 1/);
    expect(text).toMatch(/codeconquer_judge_queue_jobs\{state="waiting"\} 0/);
    expect(text).toContain('process_cpu_seconds_total');
    // The run's wait and judging, timed from its row once its result was stored.
    expect(text).toMatch(/codeconquer_judge_queue_wait_seconds_count\{kind="run"\} 1/);
    expect(text).toMatch(/codeconquer_judge_duration_seconds_count\{kind="run",language="python"\} 1/);
    const judged = Number(
      /codeconquer_judge_duration_seconds_sum\{kind="run",language="python"\} (\S+)/.exec(text)?.[1],
    );
    expect(judged).toBeGreaterThan(0);
    expect(judged).toBeLessThan(30);
  });

  it('shows the PostgreSQL pool in use, and no pool on PGlite', async () => {
    const text = (await scrape(TOKEN)).body;
    if (process.env.TEST_DB === 'postgres') {
      expect(text).toMatch(/codeconquer_db_pool_connections\{state="max"\} 10/);
      expect(Number(/codeconquer_db_pool_connections\{state="open"\} (\d+)/.exec(text)?.[1])).toBeGreaterThan(
        0,
      );
    } else {
      expect(text).not.toMatch(/codeconquer_db_pool_connections\{/);
    }
  });
});

describe('metrics off', () => {
  it('has no /metrics route without METRICS_TOKEN', async () => {
    const off = await buildTestApp();
    try {
      const response = await off.app.inject({ url: '/metrics' });
      expect(response.statusCode).not.toBe(200);
      expect(response.body).not.toContain('process_cpu_seconds_total');
    } finally {
      await off.close();
    }
  });
});
