/**
 * Contest groups through the API (docs/contests.md#groups): the admin's validation of a contest's groups,
 * the contest detail's groups (whole for admins, ids and names for everyone), the board filtered by a group
 * under the freeze (the same side's rows: a guest sees no result made in the freeze, an admin does), a
 * regrouping while the contest runs, and the group winners once the results are final.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContest, ContestDetail, ScoreboardResponse } from '@codeconquer/contracts';
import { CONTEST_GROUPS_MAX } from '@codeconquer/contracts';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';

const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
const ADMIN_EMAIL = 'groups.admin@example.com';
const MINUTE = 60_000;

let t: TestApp;
let admin: Account;
let ana: Account;
let ben: Account;
let cai: Account;
let dee: Account;
let contestId: string;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, account?: Account, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: account ? bearer(account.token) : {},
    ...(payload ? { payload } : {}),
  });

const contestBody = (extra: object) => ({
  title: 'Grouped Round',
  startTime: new Date(Date.now() - 10 * MINUTE).toISOString(),
  endTime: new Date(Date.now() + 50 * MINUTE).toISOString(),
  // The whole contest is in the freeze: every try is hidden from the public until the results are final.
  freezeMinutes: 60,
  problems: ['add-two'],
  participation: 'team',
  ...extra,
});

async function makeTeam(creator: Account, name: string, country: string | null): Promise<string> {
  const affiliation = country ? { name: `${name} University`, shortName: name.slice(0, 4), country } : null;
  const made = await call('POST', '/api/teams', creator, { name, affiliation });
  expect(made.statusCode, made.body).toBe(201);
  const teamId = made.json<{ team: { id: string } }>().team.id;
  const registered = await call('POST', `/api/contests/${contestId}/register`, creator, { teamId });
  expect(registered.statusCode, registered.body).toBe(200);
  return teamId;
}

const board = async (query: string, account?: Account) => {
  const response = await call('GET', `/api/contests/${contestId}/scoreboard${query}`, account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScoreboardResponse>();
};

beforeAll(async () => {
  t = await buildTestApp({ judge: true, env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMITS: 'off' } });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', ['add-two']);
  admin = await createAccount(t, { email: ADMIN_EMAIL });
  [ana, ben, cai, dee] = (await Promise.all(
    ['ana_grp', 'ben_grp', 'cai_grp', 'dee_grp'].map((username) => createAccount(t, { username })),
  )) as [Account, Account, Account, Account];
});

afterAll(async () => {
  await t?.close();
});

describe("an admin's groups", () => {
  const group = (id: string, countries: string[] = ['VNM']) => ({ id, name: `Group ${id}`, countries });
  const refused: [string, object[], RegExp][] = [
    ['a bad id', [group('Bad Id!')], /group id is 1–23 lower-case letters/],
    // Its award's id, group-winner-<id>, must fit the Contest API's 36 characters.
    ['an id of 24 characters', [group('x'.repeat(24))], /group id is 1–23 lower-case letters/],
    ['an id used twice', [group('asia'), group('asia', ['JPN'])], /Each group needs its own id/],
    ['a country that is no three-letter code', [group('asia', ['VN'])], /three-letter code/],
    ['a group with no country', [group('asia', [])], /at least one country/],
    [
      'too many groups',
      Array.from({ length: CONTEST_GROUPS_MAX + 1 }, (_, index) => group(`g${index}`)),
      new RegExp(`at most ${CONTEST_GROUPS_MAX} groups`),
    ],
  ];
  for (const [name, groups, message] of refused)
    it(`refuses ${name}`, async () => {
      const response = await call('POST', '/api/admin/contests', admin, contestBody({ groups }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.body).toMatch(message);
    });

  it('keeps the groups, the countries upper-cased; everyone sees their ids and names', async () => {
    const created = await call(
      'POST',
      '/api/admin/contests',
      admin,
      contestBody({
        groups: [
          { id: 'vietnam', name: 'Vietnam', countries: ['vnm'] },
          { id: 'europe', name: 'Europe', countries: ['DEU', 'FRA'] },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const contest = created.json<{ contest: AdminContest }>().contest;
    contestId = contest.id;
    expect(contest.groups).toEqual([
      { id: 'vietnam', name: 'Vietnam', countries: ['VNM'] },
      { id: 'europe', name: 'Europe', countries: ['DEU', 'FRA'] },
    ]);
    const detail = (await call('GET', `/api/contests/${contestId}`)).json<{ contest: ContestDetail }>();
    expect(detail.contest.groups).toEqual([
      { id: 'vietnam', name: 'Vietnam' },
      { id: 'europe', name: 'Europe' },
    ]);
    // A contest made without groups has none.
    const plain = await call('POST', '/api/admin/contests', admin, contestBody({}));
    expect(plain.json<{ contest: AdminContest }>().contest.groups).toEqual([]);
  });
});

describe('the board filtered by a group', () => {
  const teams = { hanoi: '', berlin: '', aachen: '', nowhere: '' };

  beforeAll(async () => {
    teams.hanoi = await makeTeam(ana, 'Hanoi', 'VNM');
    teams.berlin = await makeTeam(ben, 'Berlin', 'DEU');
    // Aachen solves nothing: on the public side it ties with Berlin and comes first by name; on the full
    // side it is second.
    teams.aachen = await makeTeam(dee, 'Aachen', 'DEU');
    teams.nowhere = await makeTeam(cai, 'Nowhere', null);
    // Berlin solves in the freeze.
    const right = await sendSubmission(t, ben, { problemId: 'add-two', code: RIGHT, contestId });
    expect((await judgedSubmission(t, ben, right.id)).status).toBe('Accepted');
  });

  it("shows only the group's rows, ranked as on the whole board, frozen as the board is", async () => {
    const guest = await board('?group=europe');
    expect(guest.frozen).toBe(true);
    expect(guest.rows.map((row) => [row.username, row.rank])).toEqual([
      ['Aachen', 1],
      ['Berlin', 1],
    ]);
    expect(guest.total).toBe(2);
    // The public side: Berlin's solve in the freeze is a pending try, not a result.
    const berlin = guest.rows.find((row) => row.username === 'Berlin');
    expect(berlin).toMatchObject({ solved: 0 });
    expect(berlin?.problems[0]).toMatchObject({ tries: 1, pending: 1, solved: false });
    const whole = await board('');
    expect(whole.rows.find((row) => row.username === 'Berlin')?.rank).toBe(berlin?.rank);

    const seenByAdmin = await board('?group=europe', admin);
    expect(seenByAdmin.rows.map((row) => [row.username, row.rank, row.solved])).toEqual([
      ['Berlin', 1, 1],
      ['Aachen', 2, 0],
    ]);

    // Berlin's own member sees their own verdict, as on the whole board.
    const own = await board('?group=europe', ben);
    expect(own.rows.find((row) => row.you)).toMatchObject({ username: 'Berlin', rank: 1, solved: 1 });

    expect((await board('?group=vietnam')).rows.map((row) => row.username)).toEqual(['Hanoi']);
    expect(await board('?group=nowhere')).toMatchObject({ rows: [], total: 0, mine: null });
    // Not filtered: everyone.
    expect(whole.total).toBe(4);
  });

  it("does not show a viewer's own row outside the group", async () => {
    const seenByAna = await board('?group=europe', ana);
    expect(seenByAna.rows.map((row) => row.username)).toEqual(['Aachen', 'Berlin']);
    expect(seenByAna.mine).toBeNull();
  });

  it('regroups when an admin edits the groups while the contest runs', async () => {
    const edited = await call('PATCH', `/api/admin/contests/${contestId}`, admin, {
      groups: [{ id: 'europe', name: 'Europe', countries: ['DEU', 'VNM'] }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await board('?group=europe')).rows.map((row) => row.username).sort()).toEqual([
      'Aachen',
      'Berlin',
      'Hanoi',
    ]);
    expect((await board('?group=vietnam')).rows).toEqual([]);
  });

  it('names each group winner once the results are final', async () => {
    expect((await board('')).awards).toBeNull();
    const ended = await call('PATCH', `/api/admin/contests/${contestId}`, admin, {
      endTime: new Date(Date.now() - 1).toISOString(),
      freezeMinutes: 5,
      groups: [
        { id: 'europe', name: 'Europe', countries: ['DEU'] },
        { id: 'vietnam', name: 'Vietnam', countries: ['VNM'] },
      ],
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const unfrozen = await call('POST', `/api/admin/contests/${contestId}/unfreeze`, admin, {});
    expect(unfrozen.statusCode, unfrozen.body).toBe(200);
    const final = await board('?group=vietnam');
    // Vietnam's only team solved nothing: no winner there.
    expect(final.awards?.groupWinners).toEqual([
      { groupId: 'europe', name: 'Europe', usernames: ['Berlin'] },
    ]);
    expect(final.awards?.winners).toEqual(['Berlin']);
  });
});
