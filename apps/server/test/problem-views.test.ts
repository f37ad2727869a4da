/**
 * The hot reads (docs/architecture.md#hot-reads, #test-data): showing a problem reads no test data (the
 * query log of the request), the list and a problem are served from bytes kept in memory with an ETag
 * (304 on If-None-Match), the answers still have the contracts' shapes, and what changes them (a problem
 * saved again, a submission counted) shows on the very next read.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { problemListResponseSchema, problemResponseSchema } from '@codeconquer/contracts';
import { chosenEncoding } from '../src/http/json-body';
import { saveProblemPackage } from '../src/problems/problem-store';
import { bearer, createAccount, postJson } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { loadFixtureProblem, readFixturePackage } from './helpers/fixture-problems';

const queries: string[] = [];
const t = useTestApp({
  judge: true,
  env: { ADMIN_EMAILS: 'views.admin@example.com', RATE_LIMITS: 'off' },
  onQuery: (sql) => queries.push(sql),
});

/** The SQL run while `work` runs. */
async function queriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  queries.length = 0;
  await work();
  return [...queries];
}

/** Set by the admin's test, used again by the compression tests. */
let adminToken = '';

const readsTests = (sql: string) => /"(problem_tests|test_data)"/.test(sql);

describe('a problem view', () => {
  it('reads the problem row and no test data, for a guest and for a user', async () => {
    await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'));
    const user = await createAccount(t);

    const guestView = await queriesDuring(() => t.app.inject('/api/problem/add-two'));
    expect(guestView.some((sql) => /from "problems"/.test(sql))).toBe(true);
    expect(guestView.filter(readsTests)).toEqual([]);

    const userView = await queriesDuring(() =>
      t.app.inject({ url: '/api/problem/add-two', headers: bearer(user.token) }),
    );
    expect(userView.filter(readsTests)).toEqual([]);
  });

  it('reads the tests for an admin, who is shown the hidden ones', async () => {
    const admin = await createAccount(t, { email: 'views.admin@example.com' });
    adminToken = admin.token;
    let hidden = 0;
    const adminView = await queriesDuring(async () => {
      const response = await t.app.inject({ url: '/api/problem/add-two', headers: bearer(admin.token) });
      hidden = problemResponseSchema.parse(response.json()).testCases.filter((test) => test.isHidden).length;
    });
    expect(hidden).toBeGreaterThan(0);
    expect(adminView.some(readsTests)).toBe(true);
  });

  it('is served again from memory, with the same ETag, and 304 to a client that holds it', async () => {
    const first = await t.app.inject('/api/problem/add-two');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(problemResponseSchema.strict().parse(first.json()).id).toBe('add-two');

    const again = await queriesDuring(() => t.app.inject('/api/problem/add-two'));
    expect(again).toEqual([]);

    const revalidated = await t.app.inject({
      url: '/api/problem/add-two',
      headers: { 'if-none-match': String(etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('answers 404 PROBLEM_NOT_FOUND for an unknown problem, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject('/api/problem/no-such-problem');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROBLEM_NOT_FOUND' });
    }
  });
});

describe('the problem list', () => {
  it('has the contracts shape, an ETag and 304 on revalidation', async () => {
    const response = await t.app.inject('/api/problem/list');
    const list = problemListResponseSchema.parse(response.json());
    expect(list.map((problem) => problem.id)).toContain('add-two');
    const revalidated = await t.app.inject({
      url: '/api/problem/list',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers a signed-in user from memory too, without looking the session up', async () => {
    const user = await createAccount(t);
    await t.app.inject('/api/problem/list');
    const signedIn = await queriesDuring(() =>
      t.app.inject({ url: '/api/problem/list', headers: bearer(user.token) }),
    );
    expect(signedIn).toEqual([]);
  });

  it('shows a new submission in the counters on the next read', async () => {
    const before = problemListResponseSchema
      .parse((await t.app.inject('/api/problem/list')).json())
      .find((problem) => problem.id === 'add-two');
    const user = await createAccount(t);
    // Counted when stored, before any verdict.
    const submitted = await postJson(
      t,
      '/api/submission',
      { problemId: 'add-two', language: 'python', code: 'print(1)\n' },
      bearer(user.token),
    );
    expect(submitted.statusCode, submitted.body).toBe(202);
    const after = problemListResponseSchema
      .parse((await t.app.inject('/api/problem/list')).json())
      .find((problem) => problem.id === 'add-two');
    expect(after?.submissions).toBe((before?.submissions ?? 0) + 1);
    expect(after?.numAttempted).toBe((before?.numAttempted ?? 0) + 1);
  });

  it('shows a problem saved again (new title, fewer tests) on the next read', async () => {
    const pkg = readFixturePackage('add-two');
    await saveProblemPackage(t.database.db, path.join(t.config.dataDir, 'uploads'), {
      ...pkg,
      title: 'Add Two, revised',
      tests: pkg.tests.slice(0, 2),
    });
    const list = problemListResponseSchema.parse((await t.app.inject('/api/problem/list')).json());
    expect(list.find((problem) => problem.id === 'add-two')?.title).toBe('Add Two, revised');
    const problem = problemResponseSchema.parse((await t.app.inject('/api/problem/add-two')).json());
    expect(problem.title).toBe('Add Two, revised');
    expect(problem.totalTests).toBe(2);
  });
});

describe('compression', () => {
  it('sends the list in brotli or gzip as accepted, the same bytes once decoded', async () => {
    // Enough problems for the list to be worth compressing (1 kB and more).
    const slugs = Array.from({ length: 8 }, (_, i) => `add-two-copy-${i}`);
    await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', slugs);
    const plain = await t.app.inject('/api/problem/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/api/problem/list', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      url: '/api/problem/list',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('compresses answers built per request too (the admin view of a problem)', async () => {
    const response = await t.app.inject({
      url: '/api/problem/add-two',
      headers: { ...bearer(adminToken), 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(problemResponseSchema.parse(JSON.parse(zlib.gunzipSync(response.rawPayload).toString())).id).toBe(
      'add-two',
    );
  });

  it('reads Accept-Encoding as HTTP means it: q=0 refuses, identity and unknown codings get none', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenEncoding('br; q=0.0, gzip; q=0')).toBeNull();
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });
});
