/**
 * The scoreboard's kept pages (contests/scoreboard-bodies.ts, docs/contests.md#scoreboard): every viewer
 * is answered exactly what the page built for them alone says, in every phase, whatever others read
 * before; nothing built for an admin or for one contestant reaches anyone else; a page changes with the
 * board's version and an unchanged one costs a 304.
 */
import zlib from 'node:zlib';
import path from 'node:path';
import type { AdminContest, ScoreboardResponse } from '@codeconquer/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recomputeCell } from '../src/contests/score-cache';
import { scoreboardFor, type BoardViewer } from '../src/contests/scoreboard-view';
import { submissions } from '../src/db/schema';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { useTestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';

const ADMIN = 'board.cache.admin@example.com';
const MINUTE = 60_000;
const t = useTestApp({ env: { ADMIN_EMAILS: ADMIN, RATE_LIMITS: 'off' } });

let admin: Account;
let alice: Account;
let bob: Account;
/** Signed in, never registered: sees what a guest sees. */
let carol: Account;

beforeAll(async () => {
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', [
    'cache-a',
    'cache-b',
  ]);
  admin = await createAccount(t, { email: ADMIN });
  alice = await createAccount(t, { username: 'alice_cache' });
  bob = await createAccount(t, { username: 'bob_cache' });
  carol = await createAccount(t, { username: 'carol_cache' });
});

const at = (minutesFromNow: number) => new Date(t.clock.now().getTime() + minutesFromNow * MINUTE);

async function createContest(startIn: number, endIn: number, freezeMinutes: number): Promise<AdminContest> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/contests',
    headers: bearer(admin.token),
    payload: {
      title: `Kept ${startIn}`,
      startTime: at(startIn).toISOString(),
      endTime: at(endIn).toISOString(),
      freezeMinutes,
      problems: ['cache-a', 'cache-b'],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ contest: AdminContest }>().contest;
}

async function registerAll(contestId: string) {
  for (const account of [alice, bob]) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/contests/${contestId}/register`,
      headers: bearer(account.token),
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** A submission made `minutesAgo` (judged at once unless `status` is Pending), applied as the app would. */
async function submit(
  contestId: string,
  account: Account,
  problemId: string,
  status: string,
  minutesAgo: number,
): Promise<string> {
  const createdAt = at(-minutesAgo);
  const [row] = await t.database.db
    .insert(submissions)
    .values({
      userId: account.id,
      problemId,
      language: 'python',
      code: 'print(3)\n',
      status,
      totalTests: 3,
      contestId,
      contestMode: 'official',
      createdAt,
      judgedAt: status === 'Pending' ? null : createdAt,
    })
    .returning({ id: submissions.id });
  await applied(contestId, account, problemId);
  return row?.id ?? '';
}

/** A submission's verdict arriving. */
async function judge(id: string, contestId: string, account: Account, problemId: string, status: string) {
  await t.database.db
    .update(submissions)
    .set({ status, judgedAt: t.clock.now() })
    .where(eq(submissions.id, id));
  await applied(contestId, account, problemId);
}

/** The cell recomputed and the board told, as after a verdict's transaction. */
async function applied(contestId: string, account: Account, problemId: string) {
  const cell = { contestId, contestantId: account.id, problemId };
  await t.database.db.transaction((tx) => recomputeCell(tx, cell));
  await t.app.ctx.boards.cellChanged(cell);
}

type Viewer = { name: string; account: Account | null; as: BoardViewer };
const viewers = (): Viewer[] => [
  { name: 'admin', account: admin, as: { id: admin.id, role: 'admin' } },
  { name: 'alice', account: alice, as: { id: alice.id, role: 'user' } },
  { name: 'bob', account: bob, as: { id: bob.id, role: 'user' } },
  { name: 'carol', account: carol, as: { id: carol.id, role: 'user' } },
  { name: 'guest', account: null, as: null },
];

const boardUrl = (contestId: string, page: number, limit: number) =>
  `/api/contests/${contestId}/scoreboard?page=${page}&limit=${limit}`;

function read(url: string, account: Account | null, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...(account ? bearer(account.token) : {}), ...headers },
  });
}

/** What the page built afresh for this viewer alone says (the minute aside: the clock runs on). */
async function afresh(contestId: string, viewer: Viewer, page: number, limit: number) {
  const deps = { db: t.database.db, boards: t.app.ctx.boards, now: t.app.ctx.now };
  return { ...(await scoreboardFor(deps, contestId, viewer.as, { page, limit })), elapsedMinutes: 0 };
}

/**
 * Reads every page of every size as every viewer, twice (the second from what the first kept), in an
 * order where admins and contestants read first: each answer must be the viewer's own.
 */
async function expectEveryoneAnsweredAlone(contestId: string) {
  for (const limit of [1, 2, 3])
    for (let page = 1; page <= Math.ceil(2 / limit) + 1; page += 1)
      for (let round = 0; round < 2; round += 1)
        for (const viewer of viewers()) {
          const response = await read(boardUrl(contestId, page, limit), viewer.account);
          expect(response.statusCode, response.body).toBe(200);
          const answer = { ...response.json<ScoreboardResponse>(), elapsedMinutes: 0 };
          expect(answer, `${viewer.name}, page ${page} of ${limit}`).toEqual(
            await afresh(contestId, viewer, page, limit),
          );
        }
}

const cellOf = (board: ScoreboardResponse, username: string, label: string) =>
  [...board.rows, ...(board.mine ? [board.mine] : [])]
    .find((row) => row.username === username)
    ?.problems.find((cell) => cell.label === label);

describe('kept scoreboard pages', () => {
  it('answer every viewer what their own page says, in every phase', async () => {
    // Starts in 10 minutes: the problems are a secret to all but admins.
    const upcoming = await createContest(10, 70, 30);
    await registerAll(upcoming.id);
    await expectEveryoneAnsweredAlone(upcoming.id);

    // Running for 40 minutes, frozen for the last 30 of 60: results from 10 minutes ago are hidden.
    const contest = await createContest(-40, 20, 30);
    await registerAll(contest.id);
    await submit(contest.id, bob, 'cache-a', 'Wrong Answer', 35);
    await submit(contest.id, bob, 'cache-a', 'Accepted', 30);
    await submit(contest.id, alice, 'cache-a', 'Accepted', 5); // in the freeze
    await submit(contest.id, alice, 'cache-b', 'Accepted', 4); // in the freeze
    await expectEveryoneAnsweredAlone(contest.id);

    // Ended, results not yet published; then published (the full side for everyone, with awards).
    const ended = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contests/${contest.id}`,
      headers: bearer(admin.token),
      payload: { endTime: at(0).toISOString() },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    await expectEveryoneAnsweredAlone(contest.id);
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contests/${contest.id}/unfreeze`,
      headers: bearer(admin.token),
    });
    expect(published.statusCode, published.body).toBe(200);
    await expectEveryoneAnsweredAlone(contest.id);
  });

  it('never give a guest bytes built for an admin or for a contestant', async () => {
    const contest = await createContest(-40, 20, 30);
    await registerAll(contest.id);
    await submit(contest.id, alice, 'cache-a', 'Accepted', 5); // in the freeze: hidden from others
    const url = boardUrl(contest.id, 1, 100);
    // Those who see the hidden result read first.
    const byAdmin = await read(url, admin);
    const byAlice = await read(url, alice);
    const byGuest = await read(url, null);
    const byCarol = await read(url, carol);
    const byBob = await read(url, bob);

    const solved = (response: { json: <T>() => T }) =>
      cellOf(response.json<ScoreboardResponse>(), alice.username, 'A')?.solved;
    expect(solved(byAdmin)).toBe(true);
    expect(solved(byAlice)).toBe(true);
    for (const other of [byGuest, byCarol, byBob]) {
      expect(solved(other)).toBe(false);
      expect(cellOf(other.json<ScoreboardResponse>(), alice.username, 'A')?.pending).toBe(1);
    }
    // The guest's bytes are everyone's who is not on the board; no row in them is anyone's own.
    expect(byCarol.body).toBe(byGuest.body);
    expect(byGuest.json<ScoreboardResponse>().rows.some((row) => row.you)).toBe(false);
    // Each contestant's bytes are theirs: their row marked, the other's not.
    const youIn = (response: { json: <T>() => T }) =>
      response
        .json<ScoreboardResponse>()
        .rows.filter((row) => row.you)
        .map((row) => row.username);
    expect(youIn(byAlice)).toEqual([alice.username]);
    expect(youIn(byBob)).toEqual([bob.username]);
    const tags = [byAdmin, byAlice, byGuest, byBob].map((response) => response.headers.etag);
    expect(new Set(tags).size).toBe(4);
    expect(byCarol.headers.etag).toBe(byGuest.headers.etag);
    // Only the bytes every guest is answered alike may be kept by a shared cache.
    expect(byGuest.headers['cache-control']).toBe('no-cache');
    for (const own of [byAdmin, byAlice, byBob])
      expect(own.headers['cache-control']).toBe('private, no-cache');
    // Not through an admin's or a contestant's tag either: a guest sending one is answered in full.
    for (const tag of [byAdmin.headers.etag, byAlice.headers.etag]) {
      const response = await read(url, null, { 'if-none-match': String(tag) });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(byGuest.body);
    }
  });

  it('make a new page when the board moves, and answer 304 while it does not', async () => {
    const contest = await createContest(-40, 20, 30);
    await registerAll(contest.id);
    // Enough rows for a page to be compressed (1 kB and more).
    for (let i = 0; i < 4; i += 1) {
      const extra = await createAccount(t);
      await t.app.inject({
        method: 'POST',
        url: `/api/contests/${contest.id}/register`,
        headers: bearer(extra.token),
      });
    }
    const url = boardUrl(contest.id, 1, 100);
    const first = await read(url, null, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const page = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString()) as ScoreboardResponse;
    expect(page.version).toBe((await t.app.ctx.boards.board(contest.id)).version);
    const tag = String(first.headers.etag);
    expect((await read(url, null, { 'if-none-match': tag })).statusCode).toBe(304);
    // The gzip form is of the same bytes.
    const gzipped = await read(url, null, { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(JSON.stringify(page));

    // A try in the freeze shows everyone a pending try; its verdict, hidden, changes the public page
    // (and its version) not at all, and alice's and the admin's pages do change.
    const made = await submit(contest.id, alice, 'cache-a', 'Pending', 5);
    const hiddenFrom = await read(url, null);
    const aliceBefore = await read(url, alice);
    const adminBefore = await read(url, admin);
    await judge(made, contest.id, alice, 'cache-a', 'Accepted');
    expect((await read(url, null, { 'if-none-match': String(hiddenFrom.headers.etag) })).statusCode).toBe(
      304,
    );
    for (const [account, before] of [
      [alice, aliceBefore],
      [admin, adminBefore],
    ] as const) {
      const after = await read(url, account, { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(cellOf(after.json<ScoreboardResponse>(), alice.username, 'A')?.solved).toBe(true);
    }

    // A result everyone sees: a new version, new bytes; the old tag gets them in full.
    await submit(contest.id, bob, 'cache-b', 'Wrong Answer', 20);
    const moved = await read(url, null, { 'if-none-match': String(hiddenFrom.headers.etag) });
    expect(moved.statusCode).toBe(200);
    const after = moved.json<ScoreboardResponse>();
    expect(after.version).toBe(hiddenFrom.json<ScoreboardResponse>().version + 1);
    expect(cellOf(after, bob.username, 'B')?.tries).toBe(1);
    expect((await read(url, null, { 'if-none-match': String(moved.headers.etag) })).statusCode).toBe(304);
  });

  it("compress a contestant's page from the shared page's parts, to the same bytes", async () => {
    const contest = await createContest(-40, 20, 30);
    await registerAll(contest.id);
    const extras: Account[] = [];
    for (let i = 0; i < 6; i += 1) {
      const extra = await createAccount(t);
      extras.push(extra);
      await t.app.inject({
        method: 'POST',
        url: `/api/contests/${contest.id}/register`,
        headers: bearer(extra.token),
      });
    }
    await submit(contest.id, bob, 'cache-a', 'Accepted', 30);
    await submit(contest.id, alice, 'cache-b', 'Wrong Answer', 5);
    // Page 1 of 3 rows holds bob and alice; the last of the others by username is below it (their row
    // is `mine`: equal rows are ordered by username).
    const url = boardUrl(contest.id, 1, 3);
    const below = extras.sort((a, b) => (a.username < b.username ? -1 : 1)).at(-1) as Account;
    for (const viewer of [alice, below]) {
      const plain = await read(url, viewer);
      const mine = plain.json<ScoreboardResponse>().mine;
      expect(mine?.username ?? null).toBe(viewer === below ? below.username : null);
      expect(plain.body.length).toBeGreaterThan(1024);
      const gzipped = await read(url, viewer, { 'accept-encoding': 'gzip, deflate, br' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
      expect(gzipped.headers.etag).toBe(plain.headers.etag);
      const brotli = await read(url, viewer, { 'accept-encoding': 'br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    }
    // The page everyone shares goes in brotli, made once.
    const shared = await read(url, null, { 'accept-encoding': 'gzip, deflate, br' });
    expect(shared.headers['content-encoding']).toBe('br');
  });

  it("carry the version the 'scoreboard' event told", async () => {
    const contest = await createContest(-40, 20, 30);
    await registerAll(contest.id);
    const url = boardUrl(contest.id, 1, 100);
    await read(url, null); // loads the board
    const told: { event: string; version: number; onlyFor?: string }[] = [];
    const stop = t.app.ctx.boards.listen(contest.id, (event, version, onlyFor) =>
      told.push({ event, version, onlyFor }),
    );
    try {
      await submit(contest.id, bob, 'cache-a', 'Wrong Answer', 20);
      const { version } = (await read(url, null)).json<ScoreboardResponse>();
      await expect
        .poll(() => told.some((event) => event.event === 'scoreboard' && event.version === version))
        .toBe(true);
      // A hidden result's event is its contestant's (and the admins'), and tells them to read again;
      // the public page keeps its version.
      const made = await submit(contest.id, alice, 'cache-a', 'Pending', 5);
      const pending = (await read(url, null)).json<ScoreboardResponse>().version;
      expect(pending).toBe(version + 1);
      told.length = 0;
      await judge(made, contest.id, alice, 'cache-a', 'Accepted');
      expect(told.filter((event) => event.event === 'scoreboard' && event.onlyFor)).toEqual([
        { event: 'scoreboard', version: 0, onlyFor: alice.id },
      ]);
      expect((await read(url, null)).json<ScoreboardResponse>().version).toBe(pending);
    } finally {
      stop();
    }
  });
});
