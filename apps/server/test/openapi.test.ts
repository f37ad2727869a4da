/**
 * The OpenAPI document (http/openapi.ts): generated from the routes' own schemas, valid OpenAPI 3.1,
 * every API route in it, the admin's and workers' calls shown to admins only, and a page to browse it.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

const ADMIN = 'openapi.admin@example.com';
let t: TestApp;
let admin: Account;
let user: Account;

beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAILS: ADMIN, JUDGE_WORKER_TOKEN: 'worker-token-0123456789abcdef0123456789' },
  });
  admin = await createAccount(t, { email: ADMIN });
  user = await createAccount(t);
});

afterAll(async () => {
  await t?.close();
});

const documentAs = async (account?: Account) => {
  const response = await t.app.inject({
    url: '/api/openapi.json',
    headers: account ? bearer(account.token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Document>();
};

/** `/api/problem/:id` as OpenAPI writes it: `/api/problem/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the API described', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await documentAs(admin);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every API route, with its method, for an admin', async () => {
    const { paths } = await documentAs(admin);
    const routes = t.app.routeList.filter(
      ({ url, method }) =>
        url.startsWith('/api/') &&
        !url.startsWith('/api/docs') &&
        url !== '/api/openapi.json' &&
        method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(50);
    // A prefix's own route (`/api/ccs`) is written with its trailing slash; Fastify answers both.
    const described = (url: string, method: string) =>
      [openApiPath(url), `${openApiPath(url)}/`].some((path) => paths[path]?.[method.toLowerCase()]);
    const missing = routes.filter(({ url, method }) => !described(url, method));
    expect(missing).toEqual([]);
  });

  it('shows guests and users the public calls only', async () => {
    for (const caller of [undefined, user]) {
      const paths = Object.keys((await documentAs(caller)).paths);
      expect(paths).toContain('/api/problem/{id}');
      expect(
        paths.filter((path) => path.startsWith('/api/admin') || path.startsWith('/api/internal')),
      ).toEqual([]);
    }
    const adminPaths = Object.keys((await documentAs(admin)).paths);
    expect(adminPaths).toContain('/api/admin/problems/{id}');
    expect(adminPaths).toContain('/api/internal/judge-jobs/{id}');
  });

  it('has a page to browse it', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger');
  });
});
