/**
 * The event feed's change log (migration 0030's triggers, contests/ccs/change-log.ts) and the feed
 * follower that reads it (contests/ccs/feed-follower.ts). The log: a change is appended in the transaction
 * that makes it (a rolled-back one leaves none), numbered per contest without gaps, for every write the
 * feed shows (submissions counted on the board, their verdicts, clarifications, registrations, settings,
 * problems, names) and for nothing else. The follower: after its first read it reads only the new changes
 * and the objects they name, and what its client then holds equals what a fresh read of the whole contest
 * gives, for admins and for the public, through new submissions, verdicts, questions, answers and a
 * deletion; a change to who takes part makes it read the whole contest again.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesAfter, lastChangeSeq } from '../src/contests/ccs/change-log';
import { FeedCursor } from '../src/contests/ccs/feed-cursor';
import { FeedFollower, type FeedUpdate } from '../src/contests/ccs/feed-follower';
import type { CcsViewer } from '../src/contests/ccs/view';
import { contestClarifications, problems, submissions, users } from '../src/db/schema';
import { bearer, createAccount, postJson, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';

const ADMIN_EMAIL = 'feed.log.admin@example.com';
const MINUTE = 60_000;

let t: TestApp;
let admin: Account;
let alice: Account;
let bob: Account;
let contestId: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMITS: 'off' } });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', [
    'add-two',
    'add-two-b',
  ]);
  admin = await createAccount(t, { email: ADMIN_EMAIL });
  alice = await createAccount(t);
  bob = await createAccount(t);
  const now = t.clock.now().getTime();
  const created = await postJson(
    t,
    '/api/admin/contests',
    {
      title: 'Log Cup',
      startTime: new Date(now - 10 * MINUTE).toISOString(),
      endTime: new Date(now + 50 * MINUTE).toISOString(),
      problems: ['add-two', 'add-two-b'],
      freezeMinutes: 20,
    },
    bearer(admin.token),
  );
  expect(created.statusCode, created.body).toBe(201);
  contestId = created.json<{ contest: { id: string } }>().contest.id;
  await register(alice);
});

afterAll(async () => {
  await t?.close();
});

async function register(account: Account): Promise<void> {
  const registered = await postJson(t, `/api/contests/${contestId}/register`, {}, bearer(account.token));
  expect(registered.statusCode, registered.body).toBe(200);
}

const db = () => t.database.db;

/** A submission as the submit route stores it (the triggers do not care who writes). */
async function insertSubmission(
  account: Account,
  fields: Partial<typeof submissions.$inferInsert> = {},
): Promise<string> {
  const [row] = await db()
    .insert(submissions)
    .values({
      userId: account.id,
      problemId: 'add-two',
      language: 'python',
      code: 'print(3)\n',
      contestId,
      contestMode: 'official',
      createdAt: t.clock.now(),
      ...fields,
    })
    .returning({ id: submissions.id });
  return row!.id;
}

/** A verdict as the judge stores it. */
async function judge(id: string, status: string): Promise<void> {
  await db()
    .update(submissions)
    .set({
      status,
      judgedAt: t.clock.now(),
      results: [{ testCaseId: '1', verdict: status, executionTime: 12, memoryUsage: 1 }],
    })
    .where(eq(submissions.id, id));
}

async function newChanges(after: number) {
  return (await changesAfter(db(), contestId, after)).changes.map(({ kind, objectId }) => ({
    kind,
    objectId,
  }));
}

describe('the change log', () => {
  it('appends a change in the transaction that makes it, numbered per contest from the last', async () => {
    const before = await lastChangeSeq(db(), contestId);
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(submissions).values({
          ...{ userId: alice.id, problemId: 'add-two', language: 'python', code: '' },
          ...{ contestId, contestMode: 'official' },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await lastChangeSeq(db(), contestId)).toBe(before);

    const id = await insertSubmission(alice);
    await judge(id, 'Wrong Answer');
    const { changes } = await changesAfter(db(), contestId, before);
    expect(changes).toEqual([
      { seq: before + 1, kind: 'submission', objectId: id },
      { seq: before + 2, kind: 'submission', objectId: id },
    ]);
  });

  it('logs only what the feed shows: not practice or virtual submissions, nor columns it does not show', async () => {
    const before = await lastChangeSeq(db(), contestId);
    await insertSubmission(alice, { contestId: null, contestMode: null });
    await insertSubmission(alice, { contestMode: 'virtual' });
    const id = await insertSubmission(alice);
    await db().update(submissions).set({ memoryMb: 3 }).where(eq(submissions.id, id));
    expect(await newChanges(before)).toEqual([{ kind: 'submission', objectId: id }]);
  });

  it('logs settings, problems, registrations, names and clarifications', async () => {
    const before = await lastChangeSeq(db(), contestId);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contests/${contestId}`,
      headers: bearer(admin.token),
      payload: { title: 'Log Cup II' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await newChanges(before)).toContainEqual({ kind: 'contest', objectId: null });

    let mark = await lastChangeSeq(db(), contestId);
    await db().update(problems).set({ title: 'Add Two, again' }).where(eq(problems.id, 'add-two-b'));
    expect(await newChanges(mark)).toEqual([{ kind: 'contest', objectId: null }]);

    mark = await lastChangeSeq(db(), contestId);
    await db().update(users).set({ name: 'Alice Renamed' }).where(eq(users.id, alice.id));
    // Bob took part in nothing: his name is no contest's change.
    await db().update(users).set({ name: 'Bob Renamed' }).where(eq(users.id, bob.id));
    expect(await newChanges(mark)).toEqual([{ kind: 'teams', objectId: null }]);

    mark = await lastChangeSeq(db(), contestId);
    const [question] = await db()
      .insert(contestClarifications)
      .values({ contestId, userId: alice.id, question: 'Negative numbers?' })
      .returning({ id: contestClarifications.id });
    expect(await newChanges(mark)).toEqual([{ kind: 'clarification', objectId: question!.id }]);
  });
});

/** What a feed client holds: each object's latest data by type and id. */
class FeedClient {
  readonly objects = new Map<string, unknown>();
  apply(update: FeedUpdate): void {
    for (const event of update.events) {
      const name = `${event.type}/${event.id ?? ''}`;
      if (event.data === null) this.objects.delete(name);
      else this.objects.set(name, event.data);
    }
  }
}

const deps = () => ({ db: db(), boards: t.app.ctx.boards, now: t.clock.now });

function follower(viewer: CcsViewer): FeedFollower {
  return new FeedFollower(deps(), contestId, viewer, new FeedCursor(null));
}

/** The whole contest as a fresh client gets it. */
async function freshRead(viewer: CcsViewer): Promise<Map<string, unknown>> {
  const client = new FeedClient();
  client.apply(await follower(viewer).readAll());
  return client.objects;
}

describe('a followed feed', () => {
  for (const viewer of [{ admin: true }, { admin: false }]) {
    it(`reads only what changed and holds what a fresh read gives (${viewer.admin ? 'admin' : 'public'})`, async () => {
      const feed = follower(viewer);
      const client = new FeedClient();
      client.apply(await feed.readAll());
      expect(client.objects).toEqual(await freshRead(viewer));
      const firstRead = feed.stats.rowsRead;

      // Each step is one change; it returns how many of the feed's objects the change names that still exist.
      let submission = '';
      let question = '';
      const steps: [string, () => Promise<number>][] = [
        [
          'a new submission',
          async () => {
            submission = await insertSubmission(alice, { problemId: 'add-two-b' });
            return 1;
          },
        ],
        [
          'its verdict',
          async () => {
            await judge(submission, 'Accepted');
            return 1;
          },
        ],
        [
          'a question',
          async () => {
            const [row] = await db()
              .insert(contestClarifications)
              .values({ contestId, userId: alice.id, problemId: 'add-two', question: 'Is 0 allowed?' })
              .returning({ id: contestClarifications.id });
            question = row!.id;
            return 1;
          },
        ],
        [
          'its public answer',
          async () => {
            await db()
              .update(contestClarifications)
              .set({ answer: 'Yes.', public: true, answeredAt: t.clock.now() })
              .where(eq(contestClarifications.id, question));
            return 1;
          },
        ],
        [
          'a deletion',
          async () => {
            await db().delete(submissions).where(eq(submissions.id, submission));
            return 0;
          },
        ],
      ];
      let expectedRows = 0;
      for (const [what, step] of steps) {
        const held = client.objects.size;
        expectedRows += 1 + (await step());
        client.apply(await feed.refresh());
        expect(client.objects, what).toEqual(await freshRead(viewer));
        if (what === 'a new submission') expect(client.objects.size, what).toBeGreaterThan(held);
        if (what === 'a deletion') expect(client.objects.size, what).toBeLessThan(held);
      }
      expect(feed.stats.fullReads).toBe(1);
      // Each refresh read its new changes and the objects they named: nothing else.
      expect(feed.stats.rowsRead - firstRead).toBe(expectedRows);

      // A refresh with nothing new reads one row (the contest's, joined to no change).
      const idle = feed.stats.rowsRead;
      expect((await feed.refresh()).events).toEqual([]);
      expect(feed.stats.rowsRead - idle).toBe(1);

      // A change to who takes part is read in full.
      const newcomer = await createAccount(t);
      await register(newcomer);
      client.apply(await feed.refresh());
      expect(feed.stats.fullReads).toBe(2);
      expect(client.objects).toEqual(await freshRead(viewer));
      expect([...client.objects.keys()]).toContain(`teams/${newcomer.id}`);

      // A user who names an affiliation (another in each run): their team's organization, read in full.
      const shortName = viewer.admin ? 'HCMUS' : 'HUST';
      const named = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${alice.id}`,
        headers: bearer(alice.token),
        payload: { affiliation: { name: `${shortName} University`, shortName, country: 'VNM' } },
      });
      expect(named.statusCode, named.body).toBe(200);
      client.apply(await feed.refresh());
      expect(feed.stats.fullReads).toBe(3);
      expect(client.objects).toEqual(await freshRead(viewer));
      const organizations = [...client.objects.entries()].filter(([name]) =>
        name.startsWith('organizations/'),
      );
      expect(organizations.map(([, data]) => data)).toEqual([
        expect.objectContaining({ name: shortName, formal_name: `${shortName} University`, country: 'VNM' }),
      ]);
      expect(client.objects.get(`teams/${alice.id}`)).toMatchObject({
        organization_id: organizations[0]?.[0].slice('organizations/'.length),
      });
    });
  }
});
