/**
 * GET /api/health/ready: 200 when the database, the judge queue and the sandbox all work, else 503
 * naming the part that does not (a load balancer takes the server out of rotation meanwhile).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessResponseSchema } from '@codeconquer/contracts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

describe('readiness', () => {
  let judging: TestApp;
  let notJudging: TestApp;
  beforeAll(async () => {
    judging = await buildTestApp({ judge: true });
    // Without the sandbox: the start-up self-test's failure stands for a host that cannot judge.
    notJudging = await buildTestApp();
  });
  afterAll(async () => {
    await judging?.close();
    await notJudging?.close();
  });

  it('is ready when every part works, saying what it saw', async () => {
    const response = await judging.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode, response.body).toBe(200);
    const body = readinessResponseSchema.parse(response.json());
    expect(body.status).toBe('ready');
    expect(body.checks.database).toEqual({ ok: true, detail: expect.stringMatching(/PostgreSQL answers$/) });
    expect(body.checks.queue).toEqual({ ok: true, detail: expect.stringMatching(/^in-process: 0 waiting/) });
    expect(body.checks.sandbox.ok).toBe(true);
  });

  it('answers 503 naming the sandbox when this host cannot judge', async () => {
    const response = await notJudging.app.inject({ url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    const body = readinessResponseSchema.parse(response.json());
    expect(body.status).toBe('not ready');
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.sandbox.ok).toBe(false);
    expect(body.checks.sandbox.detail).not.toBe('');
    // The liveness check stays cheap and answers all the same.
    expect((await notJudging.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
