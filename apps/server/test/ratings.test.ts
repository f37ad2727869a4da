/**
 * Ratings, the leaderboard and the profile's stats through the API with the real judge
 * (docs/ratings.md, docs/leaderboard.md): a rated contest is rated when its final results are out; the
 * winner rises and the last falls; ratings carry from contest to contest; an edit that moves the
 * standings, or deleting a contest, rates again from it on; a rejudge that changes nothing keeps the
 * history; unrated contests change nothing; the leaderboard's tabs, search and pages; the profile's stats.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContest, LeaderboardResponse, ProfileStats, User } from '@codeconquer/contracts';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { and, eq } from 'drizzle-orm';
import { submissions } from '../src/db/schema';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';

const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WRONG = 'print(3)\n';
const MINUTE = 60_000;

let t: TestApp;
let admin: Account;
let ann: Account;
let ben: Account;
let cal: Account;

beforeAll(async () => {
  t = await buildTestApp({
    judge: true,
    env: { ADMIN_EMAILS: 'ratings.admin@example.com', RATE_LIMITS: 'off' },
  });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', [
    'add-two',
    'add-two-b',
  ]);
  admin = await createAccount(t, { email: 'ratings.admin@example.com' });
  ann = await createAccount(t, { username: 'ann_r', name: 'Ann Winner' });
  ben = await createAccount(t, { username: 'ben_r', name: 'Ben Middle' });
  cal = await createAccount(t, { username: 'cal_r', name: 'Cal Last' });
  // The server's clock runs a minute ahead of the database's, so that a contest whose end is set a few
  // seconds ahead of the last submission is over for the server (see playContest).
  t.clock.advance(MINUTE);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, account?: Account) =>
  t.app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, account: Account, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

async function submit(account: Account, contestId: string, problemId: string, code: string) {
  const submission = await sendSubmission(t, account, { problemId, code, contestId });
  return judgedSubmission(t, account, submission.id);
}

/**
 * A contest run now with no freeze: Ann solves both problems, Ben one after a wrong try, Cal none (one
 * wrong try). Then its end is moved to just after the last submission (which the database dated), in the
 * server's past: its results are final and it is rated.
 */
async function playContest(title: string, rated = true): Promise<AdminContest> {
  const created = await send('POST', '/api/admin/contests', admin, {
    title,
    startTime: at(-30),
    endTime: at(60),
    freezeMinutes: 0,
    rated,
    problems: ['add-two', 'add-two-b'],
  });
  expect(created.statusCode, created.body).toBe(201);
  const contest = created.json<{ contest: AdminContest }>().contest;
  for (const account of [ann, ben, cal]) await send('POST', `/api/contests/${contest.id}/register`, account);
  await submit(ann, contest.id, 'add-two', RIGHT);
  await submit(ann, contest.id, 'add-two-b', RIGHT);
  await submit(ben, contest.id, 'add-two', WRONG);
  await submit(ben, contest.id, 'add-two', RIGHT);
  await submit(cal, contest.id, 'add-two', WRONG);
  const ended = await send('PATCH', `/api/admin/contests/${contest.id}`, admin, {
    endTime: new Date(Date.now() + 5_000).toISOString(),
  });
  expect(ended.statusCode, ended.body).toBe(200);
  return contest;
}

async function stats(account: Account): Promise<ProfileStats> {
  const response = await get(`/api/users/by-username/${account.username}/stats`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ stats: ProfileStats }>().stats;
}

async function ratingOf(account: Account): Promise<number> {
  return (await get(`/api/users/${account.id}`)).json<{ user: User }>().user.rating;
}

async function leaderboard(query: string, account: Account = ann): Promise<LeaderboardResponse> {
  const response = await get(`/api/leaderboard${query}`, account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeaderboardResponse>();
}

describe('rating a contest', () => {
  let first: AdminContest;

  beforeAll(async () => {
    first = await playContest('Rated round 1');
  });

  it('starts everyone at 1500 and rates the contest once its results are final', async () => {
    expect(await ratingOf(admin)).toBe(1500);
    const [annStats, benStats, calStats] = await Promise.all([stats(ann), stats(ben), stats(cal)]);
    for (const user of [annStats, benStats, calStats]) {
      expect(user.ratingHistory).toHaveLength(1);
      expect(user.ratingHistory[0]).toMatchObject({
        contestId: first.id,
        contestTitle: 'Rated round 1',
        contestants: 3,
        ratingBefore: 1500,
      });
    }
    expect(annStats.ratingHistory[0]?.rank).toBe(1);
    expect(benStats.ratingHistory[0]?.rank).toBe(2);
    expect(calStats.ratingHistory[0]?.rank).toBe(3);
    // The winner rises, the last falls, the middle sits between.
    const after = [annStats, benStats, calStats].map((user) => user.ratingHistory[0]?.ratingAfter ?? 0);
    expect(after[0]).toBeGreaterThan(1500);
    expect(after[2]).toBeLessThan(1500);
    expect(after[0]).toBeGreaterThan(after[1] as number);
    expect(after[1]).toBeGreaterThan(after[2] as number);
    // The profile shows the same number, with a deviation smaller than a newcomer's.
    expect(await ratingOf(ann)).toBe(after[0]);
    expect(annStats.rating).toBe(after[0]);
    expect(annStats.ratingDeviation).toBeLessThan(350);
    // The admin registered for nothing: unrated, unchanged.
    expect((await stats(admin)).ratingHistory).toEqual([]);
  });

  it('ranks the leaderboard by rating, with pages, search and the top three', async () => {
    const board = await leaderboard('?period=all');
    const order = board.entries.map((entry) => entry.username);
    expect(order.indexOf(ann.username)).toBeLessThan(order.indexOf(cal.username));
    // The admin took part in no rated contest: not ranked (docs/leaderboard.md#order).
    expect(order).not.toContain(admin.username);
    expect(board.entries[0]).toMatchObject({
      rank: 1,
      username: ann.username,
      name: 'Ann Winner',
      contests: 1,
      solvedProblems: 2,
      submissions: 2,
    });
    expect(board.top.map((entry) => entry.username)).toEqual(order.slice(0, 3));
    expect(board.total).toBe(3);

    const paged = await leaderboard('?period=all&pageSize=2&page=2');
    expect(paged.entries.map((entry) => entry.username)).toEqual(order.slice(2, 3));
    expect(paged.top).toEqual(board.top);

    const searched = await leaderboard('?q=CAL');
    expect(searched.total).toBe(1);
    // A search keeps the user's place in the whole board.
    expect(searched.entries[0]).toMatchObject({
      username: cal.username,
      rank: order.indexOf(cal.username) + 1,
    });
    expect((await leaderboard('?q=nobody-like-this')).entries).toEqual([]);
  });

  it('ranks This Week by the problems first solved this week, listing only those who solved one', async () => {
    const week = await leaderboard('?period=week');
    expect(week.entries.map((entry) => [entry.username, entry.solvedProblems, entry.rank])).toEqual([
      [ann.username, 2, 1],
      [ben.username, 1, 2],
    ]);
    const start = new Date(week.periodStart ?? '');
    expect(start.getUTCDay()).toBe(1);
    expect(start.getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - start.getTime()).toBeLessThan(7 * 24 * 60 * MINUTE);
    expect((await leaderboard('?period=month')).entries.map((entry) => entry.username)).toEqual([
      ann.username,
      ben.username,
    ]);
  });

  it('refuses a leaderboard query of the wrong shape with a clear error', async () => {
    const wrong = await get('/api/leaderboard?period=year');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await get('/api/leaderboard?pageSize=1000')).statusCode).toBe(400);
  });

  it("draws a profile: today's activity, streaks, solved beside the bank, languages", async () => {
    const annStats = await stats(ann);
    const today = new Date().toISOString().slice(0, 10);
    expect(annStats.activity.to).toBe(t.clock.now().toISOString().slice(0, 10));
    expect(annStats.activity.days).toEqual([{ date: today, accepted: 2 }]);
    expect(annStats.activity.acceptedInYear).toBe(2);
    expect(annStats.activity.currentStreak).toBe(1);
    expect(annStats.activity.longestStreak).toBe(1);
    expect(annStats.solved.easy + annStats.solved.medium + annStats.solved.hard).toBe(2);
    expect(annStats.languages).toEqual([{ language: 'python', solved: 2, submissions: 2 }]);
    expect((await stats(ben)).languages).toEqual([{ language: 'python', solved: 1, submissions: 2 }]);
    expect((await get('/api/users/by-username/no_such_user/stats')).statusCode).toBe(404);
  });

  it('keeps the history when a rejudge changes no standing', async () => {
    const before = await stats(cal);
    const rejudge = await send('POST', `/api/admin/contests/${first.id}/rejudge`, admin);
    expect(rejudge.statusCode, rejudge.body).toBe(200);
    // Every submission judged again (the judge may be slow on a busy machine: a generous wait).
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select({ id: submissions.id })
              .from(submissions)
              .where(and(eq(submissions.contestId, first.id), eq(submissions.status, 'Pending')))
          ).length,
        { timeout: 100_000, interval: 200 },
      )
      .toBe(0);
    await t.app.ctx.ratings.run();
    expect(await stats(cal)).toEqual(before);
  }, 120_000);
});

describe('ratings over several contests', () => {
  it('carries ratings forward, skips unrated contests, and rates again from an edit or a deletion on', async () => {
    const annBefore = await ratingOf(ann);
    const calBefore = await ratingOf(cal);
    const unrated = await playContest('Unrated round', false);
    expect(await ratingOf(ann)).toBe(annBefore);
    expect((await stats(ann)).ratingHistory.map((change) => change.contestId)).not.toContain(unrated.id);

    const second = await playContest('Rated round 2');
    const history = (await stats(ann)).ratingHistory;
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ contestId: second.id, ratingBefore: annBefore, rank: 1 });
    expect(await ratingOf(ann)).toBeGreaterThan(annBefore);
    expect(await ratingOf(cal)).toBeLessThan(calBefore);

    // Without problem A, only Ann made a try: fewer than two contestants, the first contest rates nobody,
    // and the second is rated again from where everyone was before the first.
    const firstId = history[0]?.contestId ?? '';
    const edited = await send('PATCH', `/api/admin/contests/${firstId}`, admin, { problems: ['add-two-b'] });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const account of [ann, ben, cal]) {
      const changes = (await stats(account)).ratingHistory;
      expect(changes.map((change) => [change.contestId, change.ratingBefore])).toEqual([[second.id, 1500]]);
      expect(await ratingOf(account)).toBe(changes[0]?.ratingAfter);
    }

    // Deleting the second contest takes its changes away: everyone is back to a newcomer's rating.
    const deleted = await send('DELETE', `/api/admin/contests/${second.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const account of [ann, ben, cal]) {
      expect((await stats(account)).ratingHistory).toEqual([]);
      expect(await ratingOf(account)).toBe(1500);
    }
  });
});
