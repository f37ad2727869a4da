/** Code drafts on the server: saved per user, problem and language, private, restored after sign-in. */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_BYTES } from '@codeconquer/contracts';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let t: TestApp;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  t = await buildTestApp();
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'));
  alice = await createAccount(t);
  bob = await createAccount(t);
});

afterAll(async () => {
  await t?.close();
});

const save = (account: Account | null, language: string, code: string, problem = 'add-two') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/problem/${problem}/drafts/${language}`,
    payload: { code },
    headers: account ? bearer(account.token) : {},
  });
const list = (account: Account, problem = 'add-two') =>
  t.app.inject({ method: 'GET', url: `/api/problem/${problem}/drafts`, headers: bearer(account.token) });

describe('code drafts', () => {
  it('saves one draft per language and opens in the language edited last', async () => {
    expect((await save(alice, 'python', 'print(1)')).json().draft).toMatchObject({
      language: 'python',
      code: 'print(1)',
    });
    t.clock.advance(1000);
    await save(alice, 'cpp', 'int main(){}');
    t.clock.advance(1000);
    await save(alice, 'python', 'print(2)');
    const body = list(alice).then((r) => r.json());
    expect(await body).toMatchObject({
      preferredLanguage: 'python',
      drafts: [
        { language: 'python', code: 'print(2)' },
        { language: 'cpp', code: 'int main(){}' },
      ],
    });
  });

  it('keeps drafts private and survives a new session', async () => {
    expect((await list(bob)).json()).toEqual({ drafts: [], preferredLanguage: null });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: alice.email, password: alice.password },
    });
    const token = again.json().token as string;
    const drafts = (
      await t.app.inject({ method: 'GET', url: '/api/problem/add-two/drafts', headers: bearer(token) })
    ).json();
    expect(drafts.drafts).toHaveLength(2);
  });

  it('deletes a draft saved blank', async () => {
    expect((await save(alice, 'cpp', '   ')).json()).toEqual({ draft: null });
    expect((await list(alice)).json().drafts.map((d: { language: string }) => d.language)).toEqual([
      'python',
    ]);
  });

  it('refuses guests, unknown problems and languages, and oversized code', async () => {
    expect((await save(null, 'python', 'x')).statusCode).toBe(401);
    expect((await save(alice, 'python', 'x', 'nope')).json()).toMatchObject({ code: 'PROBLEM_NOT_FOUND' });
    expect((await save(alice, 'ruby', 'x')).statusCode).toBe(400);
    const big = await save(alice, 'python', 'x'.repeat(CODE_MAX_BYTES + 1));
    expect(big.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Code can be at most 64 KB.' });
  });
});
