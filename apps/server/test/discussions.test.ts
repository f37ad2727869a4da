/**
 * A problem's discussion through the API (docs/product.md#discussion): who may read and write, threads
 * and replies with one level of nesting, edits and deletions, votes counted once per user under
 * concurrency, solutions hidden from those who have not solved the problem, the posting limit and
 * duplicates, rendering to sanitised HTML, moderation with its audit entries, banned users, and a
 * running contest closing its problems' discussion to its contestants.
 */
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  POST_BODY_MAX_BYTES,
  REPLIES_PER_PAGE,
  discussionListResponseSchema,
  discussionReportsResponseSchema,
  postResponseSchema,
  siteSettingsResponseSchema,
  threadDetailResponseSchema,
  threadResponseSchema,
  type DiscussionPost,
  type DiscussionThread,
  type SiteSettings,
  utf8Length,
} from '@codeconquer/contracts';
import { problemProgress } from '../src/db/schema';
import { renderMarkdown } from '../src/rendering/markdown';
import { renderOffThread } from '../src/rendering/render-pool';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';
import { faults } from './helpers/html-faults';
import { bearer, createAccount, useAccounts, type Account } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';

const ADMIN_EMAIL = 'discussion.admin@example.com';
const t = useTestApp({ env: { RATE_LIMITS: 'off', ADMIN_EMAILS: ADMIN_EMAIL } });
const accounts = useAccounts(t, {
  admin: { email: ADMIN_EMAIL },
  ada: { username: 'ada_disc' },
  bob: { username: 'bob_disc' },
  cy: { username: 'cy_disc' },
});

beforeAll(async () => {
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', [
    'add-two',
    'add-two-b',
    'add-two-c',
  ]);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, account?: Account, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: account ? bearer(account.token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function startThread(
  account: Account,
  body: { title: string; body: string; solution?: boolean },
  problemId = 'add-two',
): Promise<DiscussionThread> {
  const response = await call('POST', `/api/problem/${problemId}/discussions`, account, body);
  expect(response.statusCode, response.body).toBe(201);
  return threadResponseSchema.parse(response.json()).thread;
}

async function reply(account: Account, threadId: string, body: string, parentId?: string) {
  const response = await call('POST', `/api/discussions/${threadId}/posts`, account, {
    body,
    ...(parentId ? { parentId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return postResponseSchema.parse(response.json()).post;
}

async function thread(threadId: string, account?: Account, page?: number) {
  const query = page === undefined ? '' : `?page=${page}`;
  const response = await call('GET', `/api/discussions/${threadId}${query}`, account);
  expect(response.statusCode, response.body).toBe(200);
  return threadDetailResponseSchema.parse(response.json());
}

async function list(problemId: string, query = '', account?: Account) {
  const response = await call('GET', `/api/problem/${problemId}/discussions${query}`, account);
  expect(response.statusCode, response.body).toBe(200);
  return discussionListResponseSchema.parse(response.json());
}

async function putSettings(changes: Partial<SiteSettings>) {
  const current = siteSettingsResponseSchema.parse(
    (await call('GET', '/api/admin/settings', accounts.admin)).json(),
  ).settings;
  const response = await call('PUT', '/api/admin/settings', accounts.admin, { ...current, ...changes });
  expect(response.statusCode, response.body).toBe(200);
}

describe('reading and writing', () => {
  it('lets guests read with a sign-in prompt and refuses their writes', async () => {
    const empty = await list('add-two-c');
    expect(empty).toEqual({ threads: [], total: 0, closedReason: 'Sign in to join the discussion.' });
    const write = await call('POST', '/api/problem/add-two-c/discussions', undefined, {
      title: 'x',
      body: 'y',
    });
    expect(write.statusCode).toBe(401);
    expect(write.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await call('GET', '/api/problem/no-such-problem/discussions')).json()).toMatchObject({
      code: 'PROBLEM_NOT_FOUND',
    });
  });

  it('validates every input with a clear message', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/problem/add-two/discussions', { title: '  ', body: 'b' }, 'Give the thread a title.'],
      ['/api/problem/add-two/discussions', { title: 'x'.repeat(121), body: 'b' }, 'at most 120 characters'],
      ['/api/problem/add-two/discussions', { title: 't', body: 'x'.repeat(20 * 1024 + 1) }, 'at most 20 KB'],
      ['/api/problem/add-two/discussions', { title: 't', body: '   ' }, 'Write something first.'],
      ['/api/problem/add-two/discussions', { title: 't', body: 'b', extra: 1 }, ''],
      ['/api/problem/add-two/discussions', { title: 't', body: 'a\u0000b' }, 'NUL'],
    ];
    for (const [url, payload, message] of cases) {
      const response = await call('POST', url, accounts.ada, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const badVote = await call('PUT', `/api/discussions/posts/${crypto.randomUUID()}/vote`, accounts.ada, {
      value: 2,
    });
    expect(badVote.statusCode).toBe(400);
    const badId = await call('GET', '/api/discussions/not-an-id');
    expect(badId.statusCode).toBe(400);
    const missing = await call('GET', `/api/discussions/${crypto.randomUUID()}`);
    expect(missing.json()).toMatchObject({ code: 'THREAD_NOT_FOUND' });
  });

  it('starts a thread, takes replies one level deep, and renders Markdown and math to sanitised HTML', async () => {
    const started = await startThread(accounts.ada, {
      title: 'Why does 32-bit overflow here?',
      body: 'The sum can reach $2 \\cdot 10^9$.\n\n<script>alert(1)</script>[x](javascript:alert(1))',
    });
    expect(started).toMatchObject({ title: 'Why does 32-bit overflow here?', replyCount: 0, score: 0 });
    expect(started.author).toMatchObject({ username: 'ada_disc', rating: expect.any(Number) });
    const first = await reply(accounts.bob, started.id, 'Use `long long`.');
    const nested = await reply(accounts.cy, started.id, 'Agreed with @ada_disc', first.id);
    expect(nested.parentId).toBe(first.id);
    // A reply to a reply joins its parent's replies: one level of nesting.
    const deeper = await reply(accounts.ada, started.id, 'Thanks both', nested.id);
    expect(deeper.parentId).toBe(first.id);

    const detail = await thread(started.id);
    expect(detail.thread.replyCount).toBe(3);
    expect(detail.posts.map((post) => [post.opening, post.parentId])).toEqual([
      [true, null],
      [false, null],
      [false, first.id],
      [false, first.id],
    ]);
    const opening = detail.posts[0]!;
    expect(opening.bodyHtml).toContain('class="katex"');
    expect(opening.bodyHtml).not.toContain('<script');
    expect(opening.bodyHtml).not.toContain('javascript:');
    expect(opening.body).toContain('<script>');
    expect((await list('add-two')).threads.map((row) => row.id)).toContain(started.id);
  });

  it('pages a long thread by the replies to its opening post, each with the replies under it', async () => {
    const started = await startThread(accounts.admin, { title: 'Long thread', body: 'Many replies below.' });
    const replies = [];
    for (let n = 1; n <= REPLIES_PER_PAGE + 5; n += 1)
      replies.push(await reply(accounts.admin, started.id, `reply ${n}`));
    // One reply under the last of page 1 and one under the first of page 2; the 52nd deleted, with
    // nothing under it, is left out and counts for no page.
    const underLastOfFirst = await reply(accounts.bob, started.id, 'under 50', replies[49]!.id);
    const answered = await call('POST', `/api/discussions/${started.id}/posts`, accounts.bob, {
      body: 'under 51',
      parentId: replies[50]!.id,
    });
    const { post: underFirstOfSecond, page: landedOn } = postResponseSchema.parse(answered.json());
    // The reply says which page it is on, and so does the author's notification of it.
    expect(landedOn).toBe(2);
    const told = await call('GET', '/api/notifications', accounts.admin);
    expect(told.json().notifications[0]).toMatchObject({
      kind: 'reply',
      link: `/problems/add-two/discussions/${started.id}?page=2#post-${underFirstOfSecond.id}`,
    });
    const deleted = await call('DELETE', `/api/discussions/posts/${replies[51]!.id}`, accounts.admin);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const topLevel = (posts: DiscussionPost[]) =>
      posts.filter((post) => !post.opening && post.parentId === null).map((post) => post.body);
    const nested = (posts: DiscussionPost[]) =>
      posts.filter((post) => post.parentId !== null).map((post) => post.id);
    const first = await thread(started.id);
    expect(first).toMatchObject({ page: 1, pages: 2 });
    expect(first.posts[0]).toMatchObject({ opening: true, body: 'Many replies below.' });
    expect(topLevel(first.posts)).toEqual(replies.slice(0, REPLIES_PER_PAGE).map((post) => post.body));
    expect(nested(first.posts)).toEqual([underLastOfFirst.id]);
    const second = await thread(started.id, undefined, 2);
    expect(second).toMatchObject({ page: 2, pages: 2 });
    expect(second.posts[0]?.opening).toBe(true);
    expect(topLevel(second.posts)).toEqual(['reply 51', 'reply 53', 'reply 54', 'reply 55']);
    expect(nested(second.posts)).toEqual([underFirstOfSecond.id]);
    // Past the last page, the opening post alone; a page that is no number is refused.
    expect((await thread(started.id, undefined, 3)).posts.map((post) => post.opening)).toEqual([true]);
    const refused = await call('GET', `/api/discussions/${started.id}?page=0`);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('lets authors edit (marked edited) and delete their posts, and no one else', async () => {
    const started = await startThread(accounts.ada, { title: 'Edit me', body: 'first words' });
    const answer = await reply(accounts.bob, started.id, 'an answer');
    const notMine = await call('PATCH', `/api/discussions/posts/${answer.id}`, accounts.ada, {
      body: 'hijack',
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ code: 'NOT_YOUR_POST' });
    const opening = (await thread(started.id)).posts[0]!;
    const edited = await call('PATCH', `/api/discussions/posts/${opening.id}`, accounts.ada, {
      body: 'better **words**',
      title: 'Edited title',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const post = postResponseSchema.parse(edited.json()).post;
    expect(post.editedAt).not.toBeNull();
    expect(post.bodyHtml).toContain('<strong>words</strong>');
    expect((await thread(started.id)).thread.title).toBe('Edited title');

    // Deleted with a reply under it: it stays as "[deleted]"; the reply deleted with none: gone.
    expect((await call('DELETE', `/api/discussions/posts/${opening.id}`, accounts.ada)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/discussions/posts/${answer.id}`, accounts.bob)).statusCode).toBe(200);
    const after = await thread(started.id);
    expect(after.posts).toHaveLength(1);
    expect(after.posts[0]).toMatchObject({ deleted: true, body: '', bodyHtml: '', author: null });
    expect(after.thread.replyCount).toBe(0);

    // An opening post deleted before any reply takes its thread with it.
    const lonely = await startThread(accounts.ada, { title: 'Lonely', body: 'nobody answers' });
    const lonelyPost = (await thread(lonely.id)).posts[0]!;
    await call('DELETE', `/api/discussions/posts/${lonelyPost.id}`, accounts.ada);
    expect((await call('GET', `/api/discussions/${lonely.id}`)).json()).toMatchObject({
      code: 'THREAD_NOT_FOUND',
    });
  });
});

describe('hostile text', () => {
  it(
    'stores and answers every payload of the XSS list only as the sanitiser renders it',
    { timeout: 120_000 },
    async () => {
      const started = await startThread(accounts.admin, {
        title: 'Payloads',
        body: 'Hostile replies below.',
      });
      let stored = 0;
      for (const payload of XSS_PAYLOADS) {
        const body = `${payload.markdown}\n\n(${payload.name})`;
        // A payload over a post's size (the parser bombs) is refused before anything renders it.
        if (utf8Length(body) > POST_BODY_MAX_BYTES) {
          const refused = await call('POST', `/api/discussions/${started.id}/posts`, accounts.admin, {
            body,
          });
          expect(refused.json(), payload.name).toMatchObject({ code: 'VALIDATION_FAILED' });
          continue;
        }
        // Admins are not held by the posting limit, so the whole list goes through one thread.
        const post = await reply(accounts.admin, started.id, body);
        expect(post.bodyHtml, payload.name).toBe(renderMarkdown(body));
        expect(faults(post.bodyHtml), payload.name).toEqual([]);
        stored += 1;
      }
      expect(stored).toBeGreaterThanOrEqual(30);
      const first = await thread(started.id);
      let replies = first.posts.length - 1;
      for (let page = 2; page <= first.pages; page += 1)
        replies += (await thread(started.id, undefined, page)).posts.length - 1;
      expect(replies).toBe(stored);
    },
  );

  it('renders a slow text without stalling anyone else’s requests', { timeout: 60_000 }, async () => {
    const started = await startThread(accounts.admin, { title: 'Slow text', body: 'A long list below.' });
    // 20 KB of list items: about a second of rendering, which must not be the server's second.
    const slow = '- a\n  '.repeat(3000).slice(0, POST_BODY_MAX_BYTES);
    let settled = false;
    const posting = reply(accounts.admin, started.id, slow).finally(() => {
      settled = true;
    });
    const reads: number[] = [];
    // A read every 10 ms, as requests arrive over time (in-process requests back to back would never
    // leave the microtask queue, and so never let the worker's answer in).
    const deadline = Date.now() + 30_000;
    while (!settled && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const asked = performance.now();
      const health = await call('GET', '/api/health');
      reads.push(performance.now() - asked);
      expect(health.statusCode).toBe(200);
    }
    const post = await posting;
    expect(post.bodyHtml).toContain('<li>');
    // Answered all along: many reads while the text rendered, none of them held up by it.
    expect(reads.length).toBeGreaterThan(5);
    expect(Math.max(...reads)).toBeLessThan(250);
  });
});

describe('notifications', () => {
  const notificationsOf = async (account: Account) =>
    (await call('GET', '/api/notifications', account)).json<{
      notifications: { kind: string; text: string; link: string }[];
    }>().notifications;

  it('tells the authors a post answers and the users it mentions, never its writer, and a hidden post’s author', async () => {
    const [starter, answerer, mentioned] = await Promise.all([
      createAccount(t),
      createAccount(t),
      createAccount(t),
    ]);
    const started = await startThread(starter, { title: 'Who hears of it?', body: 'A question.' });
    const answer = await reply(answerer, started.id, `Ask @${mentioned.username} and @${starter.username}.`);
    // Each notification leads to the post itself on its thread's page.
    const link = `/problems/add-two/discussions/${started.id}#post-${answer.id}`;
    expect(await notificationsOf(starter)).toEqual([
      expect.objectContaining({
        kind: 'reply',
        text: `${answerer.username} replied in “Who hears of it?”`,
        link,
      }),
    ]);
    expect(await notificationsOf(mentioned)).toEqual([
      expect.objectContaining({
        kind: 'mention',
        text: `${answerer.username} mentioned you in “Who hears of it?”`,
      }),
    ]);
    expect(await notificationsOf(answerer)).toEqual([]);
    // A reply to the answer tells its author (and the thread's).
    await reply(mentioned, started.id, 'Thanks.', answer.id);
    expect((await notificationsOf(answerer)).map((notice) => notice.kind)).toEqual(['reply']);
    expect(await notificationsOf(starter)).toHaveLength(2);
    await call('PUT', `/api/admin/discussions/posts/${answer.id}/hidden`, accounts.admin, { hidden: true });
    expect((await notificationsOf(answerer))[0]).toMatchObject({
      kind: 'moderation',
      text: 'An admin hid your post in “Who hears of it?”.',
      link,
    });
  });
});

describe('votes', () => {
  it('counts one vote per user, however many arrive at once', async () => {
    const started = await startThread(accounts.ada, { title: 'Vote on me', body: 'a good idea' });
    const post = (await thread(started.id)).posts[0]!;
    const same = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('PUT', `/api/discussions/posts/${post.id}/vote`, accounts.bob, { value: 1 }),
      ),
    );
    expect(same.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    const voters = await Promise.all(Array.from({ length: 6 }, () => createAccount(t)));
    await Promise.all(
      voters.map((voter) => call('PUT', `/api/discussions/posts/${post.id}/vote`, voter, { value: 1 })),
    );
    expect((await thread(started.id)).posts[0]?.score).toBe(7);
    // Down, then withdrawn: the score follows; the thread's score is its opening post's.
    await call('PUT', `/api/discussions/posts/${post.id}/vote`, accounts.bob, { value: -1 });
    expect((await thread(started.id, accounts.bob)).posts[0]).toMatchObject({ score: 5, myVote: -1 });
    await call('PUT', `/api/discussions/posts/${post.id}/vote`, accounts.bob, { value: 0 });
    expect((await thread(started.id)).thread.score).toBe(6);
    const own = await call('PUT', `/api/discussions/posts/${post.id}/vote`, accounts.ada, { value: 1 });
    expect(own.json()).toMatchObject({ code: 'OWN_POST_VOTE' });
    // Top lists it above a thread without votes.
    await startThread(accounts.cy, { title: 'No votes', body: 'quiet' });
    const top = await list('add-two', '?sort=top');
    expect(top.threads[0]?.id).toBe(started.id);
  });
});

describe('solutions', () => {
  it('shows a solution at once only to those who solved the problem, and to its author', async () => {
    const marked = await startThread(
      accounts.ada,
      { title: 'My solution', body: 'Read both and add them.', solution: true },
      'add-two-b',
    );
    const withCode = await reply(
      accounts.ada,
      marked.id,
      '```python\nprint(sum(map(int, input().split())))\n```',
    );
    const plain = await reply(accounts.cy, marked.id, 'Nice.');
    const seenBy = async (account?: Account) =>
      Object.fromEntries((await thread(marked.id, account)).posts.map((post) => [post.id, post.spoiler]));
    const opening = (await thread(marked.id)).posts[0]!.id;
    expect(await seenBy()).toEqual({ [opening]: true, [withCode.id]: true, [plain.id]: false });
    expect(await seenBy(accounts.bob)).toEqual({ [opening]: true, [withCode.id]: true, [plain.id]: false });
    // Its author (who has not solved add-two-b) sees what she wrote at once.
    expect(await seenBy(accounts.ada)).toEqual({ [opening]: false, [withCode.id]: false, [plain.id]: false });
    await t.database.db
      .insert(problemProgress)
      .values({ userId: accounts.bob.id, problemId: 'add-two-b', solvedAt: new Date() });
    expect(await seenBy(accounts.bob)).toEqual({ [opening]: false, [withCode.id]: false, [plain.id]: false });
    expect(await seenBy(accounts.admin)).toEqual({
      [opening]: false,
      [withCode.id]: false,
      [plain.id]: false,
    });
    await t.database.db
      .delete(problemProgress)
      .where(and(eq(problemProgress.userId, accounts.bob.id), eq(problemProgress.problemId, 'add-two-b')));
  });
});

describe('limits', () => {
  it('refuses posts over the site setting and the same text twice, with clear messages', async () => {
    const writer = await createAccount(t);
    await putSettings({ discussionPostLimit: { posts: 3, minutes: 10 } });
    try {
      const started = await startThread(writer, { title: 'Limits', body: 'one' });
      const duplicate = await call('POST', `/api/discussions/${started.id}/posts`, writer, { body: ' one ' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'DUPLICATE_POST' });
      await reply(writer, started.id, 'two');
      await reply(writer, started.id, 'three');
      const fourth = await call('POST', `/api/discussions/${started.id}/posts`, writer, { body: 'four' });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({
        code: 'POSTING_TOO_FAST',
        error: 'You can write 3 posts every 10 minutes. Please wait a little before posting again.',
      });
      // A post over the limit is refused before it is rendered: a slow text costs no second of rendering.
      const slow = '- a\n  '.repeat(3000).slice(0, POST_BODY_MAX_BYTES);
      const renderStarted = performance.now();
      await renderOffThread(slow);
      const renderMs = performance.now() - renderStarted;
      const refusedStarted = performance.now();
      const slowFourth = await call('POST', `/api/discussions/${started.id}/posts`, writer, { body: slow });
      expect(slowFourth.json()).toMatchObject({ code: 'POSTING_TOO_FAST' });
      expect(performance.now() - refusedStarted).toBeLessThan(renderMs / 2);
      // Ten minutes later the window has moved on.
      t.clock.advance(11 * 60_000);
      try {
        await reply(writer, started.id, 'four');
      } finally {
        t.clock.advance(-11 * 60_000);
      }
    } finally {
      await putSettings({ discussionPostLimit: { posts: 10, minutes: 10 } });
    }
  });

  it('counts posts sent at once against the limit', async () => {
    const writer = await createAccount(t);
    await putSettings({ discussionPostLimit: { posts: 2, minutes: 10 } });
    try {
      const answers = await Promise.all(
        ['a', 'b', 'c', 'd', 'e'].map((body) =>
          call('POST', '/api/problem/add-two-c/discussions', writer, { title: `t ${body}`, body }),
        ),
      );
      expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
    } finally {
      await putSettings({ discussionPostLimit: { posts: 10, minutes: 10 } });
    }
  });
});

describe('moderation', () => {
  it('takes reports, hides and restores posts, locks threads, all audited, for admins only', async () => {
    const started = await startThread(accounts.bob, { title: 'Spam here', body: 'buy things' });
    const bad = await reply(accounts.cy, started.id, 'more spam');
    const report = await call('POST', `/api/discussions/posts/${bad.id}/report`, accounts.ada, {
      reason: 'It is spam',
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(
      (await call('POST', `/api/discussions/posts/${bad.id}/report`, undefined, { reason: 'x' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/admin/discussions/reports', accounts.ada)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/discussions/reports')).statusCode).toBe(401);
    const reports = discussionReportsResponseSchema.parse(
      (await call('GET', '/api/admin/discussions/reports', accounts.admin)).json(),
    ).reports;
    const mine = reports.find((candidate) => candidate.post.id === bad.id);
    expect(mine).toMatchObject({ reason: 'It is spam', reporter: { username: 'ada_disc' } });

    const hide = await call('PUT', `/api/admin/discussions/posts/${bad.id}/hidden`, accounts.admin, {
      hidden: true,
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await thread(started.id, accounts.ada)).posts.map((post) => post.id)).not.toContain(bad.id);
    expect((await thread(started.id, accounts.admin)).posts.find((post) => post.id === bad.id)).toMatchObject(
      {
        hidden: true,
        body: 'more spam',
      },
    );
    const reportsAfter = discussionReportsResponseSchema.parse(
      (await call('GET', '/api/admin/discussions/reports', accounts.admin)).json(),
    ).reports;
    expect(reportsAfter.map((candidate) => candidate.post.id)).not.toContain(bad.id);

    // The opening post hidden: the thread is gone for users, listed for admins.
    const opening = (await thread(started.id)).posts[0]!;
    await call('PUT', `/api/admin/discussions/posts/${opening.id}/hidden`, accounts.admin, { hidden: true });
    expect((await call('GET', `/api/discussions/${started.id}`, accounts.ada)).statusCode).toBe(404);
    expect((await list('add-two', '?sort=new', accounts.ada)).threads.map((row) => row.id)).not.toContain(
      started.id,
    );
    expect(
      (await list('add-two', '?sort=new', accounts.admin)).threads.find((row) => row.id === started.id),
    ).toMatchObject({ hidden: true });
    await call('PUT', `/api/admin/discussions/posts/${opening.id}/hidden`, accounts.admin, { hidden: false });
    expect((await call('GET', `/api/discussions/${started.id}`, accounts.ada)).statusCode).toBe(200);

    const lock = await call('PUT', `/api/admin/discussions/threads/${started.id}/locked`, accounts.admin, {
      locked: true,
    });
    expect(lock.statusCode, lock.body).toBe(200);
    const refused = await call('POST', `/api/discussions/${started.id}/posts`, accounts.ada, {
      body: 'late',
    });
    expect(refused.json()).toMatchObject({ code: 'THREAD_LOCKED' });
    expect((await thread(started.id, accounts.ada)).closedReason).toBe('This thread is locked.');

    const audit = (await call('GET', '/api/admin/audit?limit=20', accounts.admin)).json<{
      entries: { action: string; target: { type: string; id: string; label: string | null } }[];
    }>().entries;
    const actions = audit.filter((entry) => entry.target.id === started.id).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['discussion.hide', 'discussion.restore', 'discussion.lock']),
    );
    expect(audit.find((entry) => entry.target.id === started.id)?.target.label).toBe('Spam here');
  });

  it('refuses a banned user at once', async () => {
    const troll = await createAccount(t);
    const started = await startThread(troll, { title: 'Before the ban', body: 'hello' });
    const ban = await call('PATCH', `/api/admin/users/${troll.id}`, accounts.admin, { banned: true });
    expect(ban.statusCode, ban.body).toBe(200);
    const post = await call('POST', `/api/discussions/${started.id}/posts`, troll, { body: 'after' });
    expect(post.statusCode).toBe(401);
    const opening = (await thread(started.id)).posts[0]!;
    expect(
      (await call('PUT', `/api/discussions/posts/${opening.id}/vote`, troll, { value: 1 })).statusCode,
    ).toBe(401);
  });
});

describe('contests', () => {
  it('closes the discussion of a running contest’s problems to its contestants, and opens it at the end', async () => {
    const contestant = await createAccount(t);
    const created = await call('POST', '/api/admin/contests', accounts.admin, {
      title: 'Closed talk',
      problems: ['add-two-c'],
      startTime: new Date(Date.now() - 10 * 60_000).toISOString(),
      endTime: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const contestId = created.json<{ contest: { id: string } }>().contest.id;
    expect((await call('POST', `/api/contests/${contestId}/register`, contestant)).statusCode).toBe(200);
    const read = await call('GET', '/api/problem/add-two-c/discussions', contestant);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ code: 'DISCUSSION_CLOSED_IN_CONTEST' });
    const write = await call('POST', '/api/problem/add-two-c/discussions', contestant, {
      title: 'Hint?',
      body: 'pls',
    });
    expect(write.json()).toMatchObject({ code: 'DISCUSSION_CLOSED_IN_CONTEST' });
    // Others still talk; after the end, the contestant does too.
    expect((await call('GET', '/api/problem/add-two-c/discussions', accounts.cy)).statusCode).toBe(200);
    t.clock.advance(2 * 60 * 60_000);
    try {
      expect((await call('GET', '/api/problem/add-two-c/discussions', contestant)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-2 * 60 * 60_000);
    }
  });
});
