/**
 * Every endpoint against bad input of every shape: no request may produce a 500, and every
 * refusal is a 4xx JSON answer with a stable code.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (account: Account) => string;
  fields: string[];
  signedIn: boolean;
  /** Whether the endpoint reads a JSON body, so every bad body must be refused. */
  takesJson: boolean;
};

const endpoints: Record<string, Endpoint> = {
  register: {
    method: 'POST',
    url: () => '/api/auth/register',
    fields: ['name', 'username', 'email', 'password', 'confirmPassword'],
    signedIn: false,
    takesJson: true,
  },
  login: {
    method: 'POST',
    url: () => '/api/auth/login',
    fields: ['email', 'username', 'password'],
    signedIn: false,
    takesJson: true,
  },
  sendOtp: {
    method: 'POST',
    url: () => '/api/auth/send-otp',
    fields: ['email', 'forPasswordReset'],
    signedIn: false,
    takesJson: true,
  },
  verifyOtp: {
    method: 'POST',
    url: () => '/api/auth/verify-otp',
    fields: ['email', 'otp', 'forPasswordReset'],
    signedIn: false,
    takesJson: true,
  },
  resetPassword: {
    method: 'POST',
    url: () => '/api/auth/reset-password',
    fields: ['email', 'password', 'confirmPassword', 'resetToken'],
    signedIn: false,
    takesJson: true,
  },
  updateUser: {
    method: 'PUT',
    url: (a) => `/api/users/${a.id}`,
    fields: ['name', 'bio', 'github', 'linkedin', 'twitter', 'website', 'theme', 'profilePhotoUrl'],
    signedIn: true,
    takesJson: true,
  },
  changePassword: {
    method: 'PUT',
    url: (a) => `/api/users/${a.id}/change-password`,
    fields: ['currentPassword', 'newPassword', 'confirmPassword'],
    signedIn: true,
    takesJson: true,
  },
  uploadPhoto: {
    method: 'POST',
    url: (a) => `/api/users/${a.id}/upload-photo`,
    fields: ['image'],
    signedIn: true,
    takesJson: true,
  },
  logout: { method: 'POST', url: () => '/api/auth/logout', fields: [], signedIn: false, takesJson: false },
  verifySession: {
    method: 'GET',
    url: () => '/api/auth/verify',
    fields: [],
    signedIn: true,
    takesJson: false,
  },
  providers: {
    method: 'GET',
    url: () => '/api/auth/providers',
    fields: [],
    signedIn: false,
    takesJson: false,
  },
  getUser: { method: 'GET', url: (a) => `/api/users/${a.id}`, fields: [], signedIn: false, takesJson: false },
  getByUsername: {
    method: 'GET',
    url: (a) => `/api/users/by-username/${a.username}`,
    fields: [],
    signedIn: false,
    takesJson: false,
  },
  deletePhoto: {
    method: 'DELETE',
    url: (a) => `/api/users/${a.id}/photo`,
    fields: [],
    signedIn: true,
    takesJson: false,
  },
  listProblems: {
    method: 'GET',
    url: () => '/api/problem/list',
    fields: [],
    signedIn: false,
    takesJson: false,
  },
  getProblem: {
    method: 'GET',
    url: () => `/api/problem/${encodeURIComponent('Zoë 😀 \u0000 ../../etc/passwd')}`,
    fields: [],
    signedIn: false,
    takesJson: false,
  },
  execute: {
    method: 'POST',
    url: () => '/api/problem/execute',
    fields: ['code', 'language', 'problemId'],
    signedIn: true,
    takesJson: true,
  },
  executeCustom: {
    method: 'POST',
    url: () => '/api/problem/execute-custom',
    fields: ['code', 'language', 'input', 'problemId'],
    signedIn: true,
    takesJson: true,
  },
  submit: {
    method: 'POST',
    url: () => '/api/submission',
    fields: ['problemId', 'code', 'language', 'status', 'verdict', 'results'],
    signedIn: true,
    takesJson: true,
  },
  listSubmissions: {
    method: 'GET',
    url: () => '/api/submission?page=-1&limit=abc&problemId[]=x',
    fields: [],
    signedIn: true,
    takesJson: false,
  },
  getSubmission: {
    method: 'GET',
    url: () => '/api/submission/not-a-uuid',
    fields: [],
    signedIn: true,
    takesJson: false,
  },
  submissionEvents: {
    method: 'GET',
    url: () => '/api/submission/00000000-0000-4000-8000-000000000000/events',
    fields: [],
    signedIn: true,
    takesJson: false,
  },
  saveDraft: {
    method: 'PUT',
    url: () => '/api/problem/add-two/drafts/python',
    fields: ['code'],
    signedIn: true,
    takesJson: true,
  },
  compilerSubmit: {
    method: 'POST',
    url: () => '/api/compiler/submit',
    fields: ['code', 'language', 'input'],
    signedIn: false,
    takesJson: true,
  },
  aiReview: {
    method: 'POST',
    url: () => '/api/ai/review',
    fields: ['code', 'language'],
    signedIn: false,
    takesJson: true,
  },
  codeReview: {
    method: 'POST',
    url: () => '/api/ai/code-review',
    fields: ['code', 'language', 'problemId'],
    signedIn: true,
    takesJson: true,
  },
  reviewLimits: {
    method: 'GET',
    url: () => '/api/ai/code-review/limits?problemId=%00',
    fields: [],
    signedIn: true,
    takesJson: false,
  },
  hint: {
    method: 'POST',
    url: () => '/api/ai/hint',
    fields: ['problemId', 'hintNumber', 'code', 'language'],
    signedIn: true,
    takesJson: true,
  },
  aiDraft: {
    method: 'GET',
    url: () => '/api/ai/draft/add-two',
    fields: [],
    signedIn: true,
    takesJson: false,
  },
  vguy: {
    method: 'POST',
    url: () => '/api/vguy',
    fields: ['message', 'problemId'],
    signedIn: false,
    takesJson: true,
  },
  readEditorial: {
    method: 'GET',
    url: () => '/api/problem/add-two/editorial',
    fields: [],
    signedIn: true,
    takesJson: false,
  },
  unlockEditorial: {
    method: 'POST',
    url: () => '/api/problem/add-two/editorial/unlock',
    fields: [],
    signedIn: true,
    takesJson: false,
  },
  listDrafts: {
    method: 'GET',
    url: () => '/api/problem/add-two/drafts',
    fields: [],
    signedIn: true,
    takesJson: false,
  },
};

const JSON_TYPE = { 'content-type': 'application/json' };
const everyField = (fields: string[], value: unknown) =>
  JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));
const MEGABYTE_STRING = 'x'.repeat(1_000_000);
const WEIRD_TEXT = 'Zoë 😀 مرحبا \u202eevil\u202c \u0000 \ud800 \uffff';

type BadRequest = { payload?: string | Buffer; headers: Record<string, string> };
const badRequests: Record<string, (fields: string[]) => BadRequest> = {
  'no body': () => ({ headers: {} }),
  'an empty JSON body': () => ({ payload: '', headers: JSON_TYPE }),
  'invalid JSON': () => ({ payload: '{"email": "a@b.c",', headers: JSON_TYPE }),
  'JSON null': () => ({ payload: 'null', headers: JSON_TYPE }),
  'a JSON array': () => ({ payload: '[]', headers: JSON_TYPE }),
  'a JSON number': () => ({ payload: '42', headers: JSON_TYPE }),
  'a JSON string': () => ({ payload: '"text"', headers: JSON_TYPE }),
  'an empty object': () => ({ payload: '{}', headers: JSON_TYPE }),
  'numbers for every field': (f) => ({ payload: everyField(f, 12345), headers: JSON_TYPE }),
  'arrays for every field': (f) => ({ payload: everyField(f, ['a', 'b']), headers: JSON_TYPE }),
  'null for every field': (f) => ({ payload: everyField(f, null), headers: JSON_TYPE }),
  'objects for every field': (f) => ({ payload: everyField(f, { $ne: '' }), headers: JSON_TYPE }),
  'booleans for every field': (f) => ({ payload: everyField(f, true), headers: JSON_TYPE }),
  'empty strings for every field': (f) => ({ payload: everyField(f, ''), headers: JSON_TYPE }),
  'unicode, emoji, RTL, NUL and lone surrogates for every field': (f) => ({
    payload: everyField(f, WEIRD_TEXT),
    headers: JSON_TYPE,
  }),
  'only NUL characters for every field': (f) => ({ payload: everyField(f, '\u0000'), headers: JSON_TYPE }),
  'prototype pollution keys': () => ({
    payload: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}',
    headers: JSON_TYPE,
  }),
  'deeply nested JSON': () => ({ payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, headers: JSON_TYPE }),
  'a body over the 1 MiB limit': () => ({
    payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    headers: JSON_TYPE,
  }),
  'text/plain': () => ({ payload: 'email=a@b.c', headers: { 'content-type': 'text/plain' } }),
  'a form-urlencoded body': () => ({
    payload: 'email=a%40b.c&password=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'an unknown charset': () => ({
    payload: '{"x":1}',
    headers: { 'content-type': 'application/json; charset=utf-16' },
  }),
  'binary garbage': () => ({ payload: Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x80]), headers: JSON_TYPE }),
};

describe('bad input of every shape', () => {
  let t: TestApp;
  let account: Account;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    account = await createAccount(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const cases = Object.entries(endpoints).flatMap(([endpointName, endpoint]) =>
    Object.entries(badRequests).map(
      ([caseName, build]) => [endpointName, caseName, endpoint, build] as const,
    ),
  );

  it.each(cases)(
    '%s with %s answers without a server error',
    async (_endpointName, caseName, endpoint, build) => {
      const request = build(endpoint.fields);
      const response = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url(account),
        ...(request.payload === undefined || endpoint.method === 'GET' ? {} : { payload: request.payload }),
        headers: { ...request.headers, ...(endpoint.signedIn ? bearer(account.token) : {}) },
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
      }
      // Wrong-shaped bodies must be refused; an empty object is valid only for a partial profile update.
      const emptyUpdateIsValid = endpoint === endpoints.updateUser && caseName === 'an empty object';
      if (endpoint.takesJson && !emptyUpdateIsValid)
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    },
  );

  const hugeFieldCases = Object.entries(endpoints).flatMap(([endpointName, endpoint]) =>
    endpoint.fields.map((field) => [endpointName, field, endpoint] as const),
  );
  it.each(hugeFieldCases)(
    '%s refuses a 1 MB string in %s with a 4xx code',
    async (_name, field, endpoint) => {
      const response = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url(account),
        payload: JSON.stringify({ [field]: MEGABYTE_STRING }),
        headers: { ...JSON_TYPE, ...(endpoint.signedIn ? bearer(account.token) : {}) },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).toEqual(expect.any(String));
    },
  );

  it('still serves the account after all that (nothing was corrupted)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: bearer(account.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: account.id, role: 'user', email: account.email });
  });

  it.each([
    ['GET', '/api/users/%F0%9F%98%80'],
    ['GET', `/api/users/${'9'.repeat(600)}`],
    ['GET', `/api/users/by-username/${'u'.repeat(600)}`],
    ['GET', '/api/users/by-username/%E0%A4%A'],
    ['GET', '/api/users/..%2F..%2Fetc%2Fpasswd'],
    ['PUT', '/api/users/%00'],
    ['DELETE', '/api/users/%00/photo'],
    ['POST', '/api/users/%2e%2e/upload-photo'],
    ['GET', '/uploads/avatars/..%2F..%2Fsecret.key'],
    ['GET', '/uploads/avatars/%00.png'],
  ])('%s %s answers 4xx with a code', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, headers: bearer(account.token) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().code).toEqual(expect.any(String));
  });
});

describe('refusals made before any route runs, over a real socket', () => {
  let t: TestApp;
  let account: Account;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
    account = await createAccount(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends raw bytes and returns the status code and the JSON body of the answer. */
  function raw(request: string): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
        const text = answer.slice(answer.indexOf('\r\n\r\n') + 4);
        try {
          resolve({ status, body: JSON.parse(text) });
        } catch {
          resolve({ status, body: text });
        }
      });
    });
  }

  it.each([
    [
      'an address over the header limit',
      `GET /api/problem/${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
    ],
    ['a malformed request line', 'NOT A REQUEST\r\n\r\n', 400],
    ['a malformed %-escape', 'GET /api/users/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
  ])('%s answers %i in the {code, error} shape', async (_name, request, status) => {
    const answer = await raw(request);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code: expect.any(String), error: expect.any(String) });
  });

  it('names a field the call does not know', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${account.id}`,
      payload: { bio: 'hello', favouriteColour: 'green' },
      headers: bearer(account.token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Unknown field: "favouriteColour".',
    });
    // Only the rule's code beside the English, for a client to word it (never the keys as data).
    expect(response.json().issues).toEqual([
      { path: '', message: 'Unknown field: "favouriteColour".', code: 'unrecognized_keys' },
    ]);
  });
});
