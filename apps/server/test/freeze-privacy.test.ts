/**
 * The freeze holds everywhere (docs/contests.md#hidden-results): a contest submission made while others'
 * results are hidden changes nothing that anyone else can read until the results are published — the
 * problem's counters, the public profile and its stats (solved, activity, streaks, languages), the
 * leaderboard's periods, the contest's event stream — while its owner sees their verdict. Publishing
 * brings everything up to date at once. One scenario reads every public view as another user and as a
 * guest before the submission, after its verdict in the freeze, and after publishing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContest, ScoreboardResponse, Submission } from '@codeconquer/contracts';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';

const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
const MINUTE = 60_000;

let t: TestApp;
let admin: Account;
let alice: Account;
let bob: Account;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({
    judge: true,
    env: { ADMIN_EMAILS: 'freeze.admin@example.com', RATE_LIMITS: 'off' },
  });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', [
    'add-two',
    'add-two-b',
  ]);
  admin = await createAccount(t, { email: 'freeze.admin@example.com' });
  alice = await createAccount(t, { username: 'alice_f' });
  bob = await createAccount(t, { username: 'bob_f' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, account?: Account) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });
const send = (method: 'POST' | 'PATCH', url: string, account: Account, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

async function json<T>(url: string, account?: Account): Promise<T> {
  const response = await get(url, account);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

type Entry = { username: string; solvedProblems: number; submissions: number; rank: number };

/** Everything the public reads about alice and the problem she solves, as `viewer` reads it. */
async function publicViews(viewer: Account | undefined) {
  const list = await json<{ problems: { id: string }[] } | { id: string }[]>('/api/problem/list', viewer);
  const problems = Array.isArray(list) ? list : list.problems;
  const problem = await json<Record<string, unknown>>('/api/problem/add-two', viewer);
  const details = (problem.problem ?? problem) as Record<string, unknown>;
  const leaderboard = async (period: string) => {
    const page = await json<{ entries: Entry[] }>(`/api/leaderboard?period=${period}&pageSize=100`, viewer);
    return page.entries.find((entry) => entry.username === alice.username) ?? null;
  };
  const profile = await json<{ user: Record<string, unknown> }>(
    `/api/users/by-username/${alice.username}`,
    viewer,
  );
  return {
    listed: problems.find((entry) => entry.id === 'add-two'),
    page: {
      acceptanceRate: details.acceptanceRate,
      numSolved: details.numSolved,
      numAttempted: details.numAttempted,
      submissions: details.submissions,
    },
    profile: { solvedProblems: profile.user.solvedProblems, tokens: profile.user.tokens },
    stats: (
      await json<{ stats: Record<string, unknown> }>(`/api/users/by-username/${alice.username}/stats`, viewer)
    ).stats,
    week: await leaderboard('week'),
    month: await leaderboard('month'),
    allTime: await leaderboard('all'),
  };
}

/** A contest's event stream as `viewer` receives it: every event, with its version. */
function watchEvents(contestId: string, viewer?: Account) {
  const events: { name: string; version: number; at: number }[] = [];
  let request: http.ClientRequest | undefined;
  const opened = new Promise<void>((resolve, reject) => {
    request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/contests/${contestId}/events`,
        headers: viewer ? bearer(viewer.token) : {},
      },
      (response) => {
        let buffer = '';
        response.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (name)
              events.push({ name, version: Number(JSON.parse(data ?? '{}').version ?? 0), at: Date.now() });
          }
        });
        resolve();
      },
    );
    request.on('error', reject);
  });
  return { events, opened, close: () => request?.destroy() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a result hidden by the freeze', () => {
  let contest: AdminContest;

  it('changes nothing others read until it is published, then everything at once', async () => {
    // Running, and frozen from its start: every result made in it is hidden until published.
    contest = (
      await send('POST', '/api/admin/contests', admin, {
        title: 'Freeze everywhere',
        startTime: at(-10),
        endTime: at(50),
        freezeMinutes: 60,
        problems: ['add-two', 'add-two-b'],
      })
    ).json<{ contest: AdminContest }>().contest;
    await send('POST', `/api/contests/${contest.id}/register`, alice);
    await send('POST', `/api/contests/${contest.id}/register`, bob);
    await json<ScoreboardResponse>(`/api/contests/${contest.id}/scoreboard`); // loads the live board

    const beforeByBob = await publicViews(bob);
    const beforeByGuest = await publicViews(undefined);
    expect(beforeByBob.listed).toMatchObject({ numSolved: 0, submissions: 0 });

    const streams = {
      bob: watchEvents(contest.id, bob),
      guest: watchEvents(contest.id),
      alice: watchEvents(contest.id, alice),
      admin: watchEvents(contest.id, admin),
    };
    await Promise.all(Object.values(streams).map((stream) => stream.opened));
    await pause(700); // past any scoreboard window the registrations opened

    const made = await sendSubmission(t, alice, { problemId: 'add-two', code: RIGHT, contestId: contest.id });
    const { version: madeVersion } = await json<ScoreboardResponse & { version: number }>(
      `/api/contests/${contest.id}/scoreboard`,
      bob,
    );
    const madeAt = Date.now();
    // The owner sees her own verdict.
    const verdict: Submission = await judgedSubmission(t, alice, made.id);
    expect(verdict.status).toBe('Accepted');
    await pause(1200); // every event the verdict caused (a scoreboard window is 500 ms) has gone out

    // Others read exactly what they read before the submission.
    const duringByBob = await publicViews(bob);
    const duringByGuest = await publicViews(undefined);
    expect(duringByBob).toEqual(beforeByBob);
    expect(duringByGuest).toEqual(beforeByGuest);

    // The stream tells others of no judgement: no 'submissions', no board change after the pending try.
    for (const viewer of ['bob', 'guest'] as const) {
      const afterMade = streams[viewer].events.filter((event) => event.at >= madeAt);
      expect(
        afterMade.filter((event) => event.name === 'submissions'),
        viewer,
      ).toEqual([]);
      expect(
        afterMade.filter((event) => event.name === 'scoreboard' && event.version > madeVersion),
        viewer,
      ).toEqual([]);
    }
    // The owner and the admins hear of it.
    expect(streams.alice.events.some((event) => event.name === 'submissions' && event.at >= madeAt)).toBe(
      true,
    );
    const boardEvents = (viewer: keyof typeof streams) =>
      streams[viewer].events.filter((event) => event.name === 'scoreboard' && event.at >= madeAt).length;
    expect(boardEvents('admin')).toBeGreaterThan(boardEvents('bob'));
    for (const stream of Object.values(streams)) stream.close();

    // Published: everything catches up at once.
    const ended = await send('PATCH', `/api/admin/contests/${contest.id}`, admin, {
      endTime: new Date().toISOString(),
      freezeMinutes: 10,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await publicViews(bob)).toEqual(beforeByBob); // ended, not yet published
    const published = await send('POST', `/api/admin/contests/${contest.id}/unfreeze`, admin);
    expect(published.statusCode, published.body).toBe(200);

    for (const viewer of [bob, undefined]) {
      const after = await publicViews(viewer);
      expect(after.listed).toMatchObject({
        numSolved: 1,
        numAttempted: 1,
        submissions: 1,
        acceptanceRate: 100,
      });
      expect(after.page).toMatchObject({ numSolved: 1, submissions: 1, acceptanceRate: 100 });
      expect(after.profile.solvedProblems).toEqual({ easy: 1, medium: 0, hard: 0 });
      const stats = after.stats as {
        activity: { acceptedInYear: number; currentStreak: number };
        solved: { easy: number };
        languages: { language: string; solved: number; submissions: number }[];
      };
      expect(stats.activity).toMatchObject({ acceptedInYear: 1, currentStreak: 1 });
      expect(stats.solved.easy).toBe(1);
      expect(stats.languages).toEqual([{ language: 'python', solved: 1, submissions: 1 }]);
      expect(after.week).toMatchObject({ solvedProblems: 1, submissions: 1 });
      expect(after.month).toMatchObject({ solvedProblems: 1, submissions: 1 });
    }
  });
});
