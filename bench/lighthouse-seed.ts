/**
 * The data `bench/lighthouse.bench.ts` needs beyond the bank, made through the API as a browser would
 * (the server runs in its own process on PGlite, whose database one process alone may open): a signed-in
 * admin (ADMIN_EMAILS), a running contest of three bank problems with a few registered contestants (so
 * its board has rows), and a discussion thread with replies under the first problem.
 */
import { waitForCode } from '../e2e/support/outbox';

export const BENCH_ADMIN_EMAIL = 'lighthouse-admin@example.com';

export type LighthouseSeed = {
  /** The admin's session token (what the web app keeps in localStorage under `token`). */
  token: string;
  username: string;
  contestId: string;
  threadPath: string;
};

type Server = { url: string; dataDir: string };

async function call<T>(server: Server, method: string, route: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.url}/api${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Signs up `username` <`email`> with the code from the outbox; returns the session token. */
async function signUp(server: Server, username: string, email: string): Promise<string> {
  const password = 'lighthouse bench 1';
  const { registrationToken } = await call<{ registrationToken: string }>(server, 'POST', '/auth/register', {
    name: `Bench ${username}`,
    username,
    email,
    password,
    confirmPassword: password,
  });
  const otp = await waitForCode(server.dataDir, email);
  const session = await call<{ token: string }>(server, 'POST', '/auth/verify-otp', {
    email,
    otp,
    registrationToken,
  });
  return session.token;
}

const POST_BODY = [
  'Sorting first and then scanning once gives $O(n \\log n)$; a stack keeps it linear.',
  '',
  '```python',
  'stack = []',
  'for c in s:',
  '    stack.append(c)',
  '```',
].join('\n');

export async function seedLighthousePages(server: Server, problems: string[]): Promise<LighthouseSeed> {
  const username = 'lighthouse_admin';
  const token = await signUp(server, username, BENCH_ADMIN_EMAIL);
  const contestants = await Promise.all(
    [1, 2, 3].map((n) => signUp(server, `lighthouse_${n}`, `lighthouse-${n}@example.com`)),
  );

  const hour = 60 * 60 * 1000;
  const { contest } = await call<{ contest: { id: string } }>(
    server,
    'POST',
    '/admin/contests',
    {
      title: 'Lighthouse Sprint',
      description: 'A running contest for the Lighthouse bench: three problems from the bank.',
      startTime: new Date(Date.now() - hour).toISOString(),
      endTime: new Date(Date.now() + 48 * hour).toISOString(),
      // Not the discussed problem: a contestant may not write in the discussion of a running contest's problem.
      problems: problems.slice(1, 4),
    },
    token,
  );
  for (const contestant of contestants)
    await call(server, 'POST', `/contests/${contest.id}/register`, {}, contestant);

  const problem = problems[0] as string;
  const { thread } = await call<{ thread: { id: string } }>(
    server,
    'POST',
    `/problem/${encodeURIComponent(problem)}/discussions`,
    { title: 'Linear time with a stack?', body: POST_BODY },
    token,
  );
  for (const contestant of contestants)
    await call(server, 'POST', `/discussions/${thread.id}/posts`, { body: POST_BODY }, contestant);

  return {
    token,
    username,
    contestId: contest.id,
    threadPath: `/problems/${encodeURIComponent(problem)}/discussions/${thread.id}`,
  };
}
