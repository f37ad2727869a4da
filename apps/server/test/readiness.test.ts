/**
 * GET /api/health/ready: 200 when the database, the judge queue and the sandbox all work and the problem
 * bank's start-up sync is done, else 503 naming the part that does not (a load balancer takes the server
 * out of rotation meanwhile).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessResponseSchema } from '@codeconquer/contracts';
import { BankSyncStatus } from '../src/problems/bank-sync-status';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

describe('readiness', () => {
  let judging: TestApp;
  let notJudging: TestApp;
  const bank = new BankSyncStatus({ kind: 'syncing', done: 0, total: 0 });
  beforeAll(async () => {
    judging = await buildTestApp({ judge: true, bank });
    // Without the sandbox: the start-up self-test's failure stands for a host that cannot judge.
    notJudging = await buildTestApp();
  });
  afterAll(async () => {
    await judging?.close();
    await notJudging?.close();
  });

  it('says not ready while the bank syncs, with its progress, and ready once it is synced', async () => {
    bank.progress(12, 42);
    const syncing = await judging.app.inject({ url: '/api/health/ready' });
    expect(syncing.statusCode).toBe(503);
    const body = readinessResponseSchema.parse(syncing.json());
    expect(body.status).toBe('not ready');
    expect(body.checks.bank).toEqual({ ok: false, detail: 'syncing the problem bank: 12 of 42 packages' });
    expect(body.checks.database.ok && body.checks.queue.ok && body.checks.sandbox.ok).toBe(true);
    // Liveness answers meanwhile: the server serves what is stored.
    expect((await judging.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    bank.synced(42);
    const synced = await judging.app.inject({ url: '/api/health/ready' });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(readinessResponseSchema.parse(synced.json()).checks.bank).toEqual({
      ok: true,
      detail: 'the problem bank is synced (42 packages)',
    });
  });

  it('stays not ready, saying why, when the sync failed', () => {
    const failed = new BankSyncStatus();
    failed.failed('Error: connection lost');
    expect(failed.readiness()).toEqual({
      ok: false,
      detail: "the problem bank's sync failed: Error: connection lost",
    });
    expect(new BankSyncStatus().readiness().ok).toBe(true);
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
