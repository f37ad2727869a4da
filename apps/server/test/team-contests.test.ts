/**
 * A team contest through the API with the real judge (docs/contests.md#teams): a team registers (all its
 * members, within the contest's team size, none already in the contest), any member submits for it, the
 * board ranks the team with its members and affiliation, a member's row is "you", and the Contest API
 * lists the teams and their organizations.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContest, ContestDetail, ScoreboardResponse, Team } from '@codeconquer/contracts';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { loadCcsSchemas } from './helpers/ccs-schemas';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';

const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WRONG = 'print(3)\n';

let t: TestApp;
let admin: Account;
let ana: Account;
let ben: Account;
let cai: Account;
let dee: Account;
let eve: Account;
let contest: AdminContest;
let pointers: Team;
let segfaults: Team;

const call = (method: 'GET' | 'POST', url: string, account?: Account, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: account ? bearer(account.token) : {},
    ...(payload ? { payload } : {}),
  });

async function team(creator: Account, name: string, members: Account[], affiliation?: object): Promise<Team> {
  const made = await call('POST', '/api/teams', creator, { name, ...(affiliation && { affiliation }) });
  expect(made.statusCode, made.body).toBe(201);
  const created = made.json<{ team: Team }>().team;
  for (const member of members)
    expect(
      (await call('POST', '/api/teams/join', member, { inviteCode: created.inviteCode })).statusCode,
    ).toBe(200);
  return created;
}

const register = (account: Account, teamId?: string) =>
  call('POST', `/api/contests/${contest.id}/register`, account, teamId ? { teamId } : undefined);

beforeAll(async () => {
  t = await buildTestApp({
    judge: true,
    env: { ADMIN_EMAILS: 'teams.admin@example.com', RATE_LIMITS: 'off' },
  });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', [
    'add-two',
    'add-two-b',
  ]);
  admin = await createAccount(t, { email: 'teams.admin@example.com' });
  [ana, ben, cai, dee, eve] = (await Promise.all(
    ['ana_tc', 'ben_tc', 'cai_tc', 'dee_tc', 'eve_tc'].map((username) => createAccount(t, { username })),
  )) as [Account, Account, Account, Account, Account];
  const created = await call('POST', '/api/admin/contests', admin, {
    title: 'Team Round',
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 3_600_000).toISOString(),
    freezeMinutes: 0,
    problems: ['add-two', 'add-two-b'],
    participation: 'team',
    teamSize: 2,
  });
  expect(created.statusCode, created.body).toBe(201);
  contest = created.json<{ contest: AdminContest }>().contest;
  pointers = await team(ana, 'Null Pointers', [ben], {
    name: 'University of Science',
    shortName: 'HCMUS',
    country: 'VNM',
  });
  segfaults = await team(cai, 'Segfaults', [dee]);
});

afterAll(async () => {
  await t?.close();
});

describe('a team contest', () => {
  it('is unrated by default and says it is for teams', () => {
    expect(contest).toMatchObject({ participation: 'team', type: 'Team', teamSize: 2, rated: false });
  });

  it('registers a team, by any member, for all its members; alone is refused', async () => {
    expect((await register(eve)).json()).toMatchObject({ code: 'TEAM_REQUIRED' });
    expect((await register(eve, pointers.id)).json()).toMatchObject({ code: 'TEAM_NOT_MEMBER' });
    const registered = await register(ben, pointers.id);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toEqual({ registered: true, participants: 1 });
    // Registering again changes nothing; ana is registered too, as a member.
    expect((await register(ana, pointers.id)).json()).toEqual({ registered: true, participants: 1 });
    const detail = (await call('GET', `/api/contests/${contest.id}`, ana)).json<{ contest: ContestDetail }>()
      .contest;
    expect(detail).toMatchObject({ registered: true, participants: 1 });
  });

  it("keeps a user in one team per contest, and teams within the contest's size", async () => {
    // eve joins Segfaults: three members, more than the contest's two.
    expect(
      (await call('POST', '/api/teams/join', eve, { inviteCode: segfaults.inviteCode })).statusCode,
    ).toBe(200);
    expect((await register(cai, segfaults.id)).json()).toMatchObject({ code: 'TEAM_TOO_LARGE' });
    // eve leaves; Segfaults registers; then dee (in Segfaults) may not join Null Pointers for it.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/teams/${segfaults.id}/members/${eve.id}`,
          headers: bearer(eve.token),
        })
      ).statusCode,
    ).toBe(204);
    expect((await register(cai, segfaults.id)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/teams/join', dee, { inviteCode: pointers.inviteCode })).json(),
    ).toMatchObject({
      code: 'TEAM_CONTEST_CLASH',
    });
    // A third member for Null Pointers would make it larger than the contest allows.
    expect(
      (await call('POST', '/api/teams/join', eve, { inviteCode: pointers.inviteCode })).json(),
    ).toMatchObject({
      code: 'TEAM_FULL',
    });
  });

  it('refuses a team size smaller than a registered team', async () => {
    const smaller = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contests/${contest.id}`,
      headers: bearer(admin.token),
      payload: { teamSize: 1 },
    });
    expect(smaller.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'teamSize', message: 'A registered team has 2 members: the team size cannot be less.' },
      ],
    });
  });

  it('takes any member’s submission for the team, and ranks the team with its members', async () => {
    const wrong = await sendSubmission(t, ben, {
      problemId: 'add-two',
      language: 'python',
      code: WRONG,
      contestId: contest.id,
    });
    expect((await judgedSubmission(t, ben, wrong.id)).status).toBe('Wrong Answer');
    const right = await sendSubmission(t, ana, {
      problemId: 'add-two',
      language: 'python',
      code: RIGHT,
      contestId: contest.id,
    });
    expect((await judgedSubmission(t, ana, right.id)).status).toBe('Accepted');
    const board = (
      await call('GET', `/api/contests/${contest.id}/scoreboard`, ben)
    ).json<ScoreboardResponse>();
    expect(board.total).toBe(2);
    const [first, second] = board.rows;
    expect(first).toMatchObject({
      rank: 1,
      username: 'Null Pointers',
      name: 'HCMUS',
      solved: 1,
      you: true,
      affiliation: { shortName: 'HCMUS', country: 'VNM' },
      team: {
        id: pointers.id,
        name: 'Null Pointers',
        members: [
          { username: 'ana_tc', name: ana.name },
          { username: 'ben_tc', name: ben.name },
        ],
      },
    });
    expect(first?.problems[0]).toMatchObject({ tries: 2, solved: true });
    expect(second).toMatchObject({
      username: 'Segfaults',
      solved: 0,
      you: false,
      affiliation: null,
      team: { id: segfaults.id },
    });
    // A guest's board is the same, with no row of theirs.
    const guest = (await call('GET', `/api/contests/${contest.id}/scoreboard`)).json<ScoreboardResponse>();
    expect(guest.rows.map((row) => [row.username, row.you])).toEqual([
      ['Null Pointers', false],
      ['Segfaults', false],
    ]);
  });

  it("shows every member the team's submissions in the contest, and nobody else", async () => {
    const listed = (account: Account) =>
      call('GET', `/api/contests/${contest.id}/submissions`, account).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ submissions: { id: string; status: string }[] }>().submissions;
      });
    const anas = await listed(ana);
    expect(anas.map((submission) => submission.status)).toEqual(['Accepted', 'Wrong Answer']);
    expect((await listed(ben)).map((submission) => submission.id)).toEqual(
      anas.map((submission) => submission.id),
    );
    expect(await listed(cai)).toEqual([]);
    // ben reads ana's submission as his team's; cai may not.
    const first = anas[0]?.id ?? '';
    expect((await call('GET', `/api/submission/${first}`, ben)).statusCode).toBe(200);
    expect((await call('GET', `/api/submission/${first}`, cai)).statusCode).toBe(404);
  });

  it("shows every member the team's questions to the judges, and nobody else", async () => {
    const asked = await call('POST', `/api/contests/${contest.id}/clarifications`, ana, {
      problemId: null,
      question: 'Is the input one line?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const read = async (account: Account) =>
      (await call('GET', `/api/contests/${contest.id}/clarifications`, account)).json<{
        clarifications: { question: string | null; askedBy: string | null }[];
      }>().clarifications;
    expect(await read(ben)).toEqual([
      expect.objectContaining({ question: 'Is the input one line?', askedBy: 'ana_tc' }),
    ]);
    expect(await read(cai)).toEqual([]);
  });

  it('lists the teams and their organizations in the Contest API', async () => {
    const schemas = loadCcsSchemas();
    const headers = bearer(admin.token);
    const base = `/api/ccs/contests/${contest.id}`;
    const teams = (await t.app.inject({ url: `${base}/teams`, headers })).json<
      { id: string; name: string; organization_id: string | null }[]
    >();
    schemas.check('teams.json', teams);
    const organizations = (await t.app.inject({ url: `${base}/organizations`, headers })).json<
      { id: string }[]
    >();
    schemas.check('organizations.json', organizations);
    expect(organizations).toEqual([
      { id: expect.any(String), name: 'HCMUS', formal_name: 'University of Science', country: 'VNM' },
    ]);
    expect(teams.map((each) => [each.id, each.name, each.organization_id])).toEqual([
      [pointers.id, 'Null Pointers', organizations[0]?.id],
      [segfaults.id, 'Segfaults', null],
    ]);
    const submissions = (await t.app.inject({ url: `${base}/submissions`, headers })).json<
      { team_id: string }[]
    >();
    schemas.check('submissions.json', submissions);
    expect(submissions.map((submission) => submission.team_id)).toEqual([pointers.id, pointers.id]);
    const scoreboard = (await t.app.inject({ url: `${base}/scoreboard`, headers })).json();
    schemas.check('scoreboard.json', scoreboard);
    const feed = await t.app.inject({ url: `${base}/event-feed?stream=false`, headers });
    const lines = feed.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; data: object | null });
    const order = lines.map((line) => line.type);
    expect(order.indexOf('organizations')).toBeGreaterThan(-1);
    expect(order.indexOf('organizations')).toBeLessThan(order.indexOf('teams'));
    for (const line of lines) schemas.check('event-feed.json', line, `${line.type} event`);
  });
});
