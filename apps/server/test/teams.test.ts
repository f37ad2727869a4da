/**
 * Teams through the API (docs/contests.md#teams): create with an affiliation, join with the invite code
 * (shown to members only), list one's teams, leave, the creator's removals and renames, and the limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_MEMBERS_MAX, type Team } from '@codeconquer/contracts';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let t: TestApp;
let ana: Account;
let ben: Account;
let cai: Account;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
  ana = await createAccount(t, { username: 'ana_t' });
  ben = await createAccount(t, { username: 'ben_t' });
  cai = await createAccount(t, { username: 'cai_t' });
});

afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  account?: Account,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: account ? bearer(account.token) : {},
    ...(payload ? { payload } : {}),
  });

async function createTeam(account: Account, body: object): Promise<Team> {
  const response = await call('POST', '/api/teams', account, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ team: Team }>().team;
}

async function join(account: Account, inviteCode: string) {
  return call('POST', '/api/teams/join', account, { inviteCode });
}

describe('a team', () => {
  let team: Team;

  it('is created with its creator as its first member, an invite code and an affiliation', async () => {
    team = await createTeam(ana, {
      name: '  Null Pointers ',
      affiliation: { name: 'University of Science', shortName: 'HCMUS', country: 'vnm' },
    });
    expect(team).toMatchObject({
      name: 'Null Pointers',
      affiliation: { name: 'University of Science', shortName: 'HCMUS', country: 'VNM' },
      members: [{ id: ana.id, username: 'ana_t', creator: true }],
    });
    expect(team.inviteCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
  });

  it('is joined with its invite code, written any way a person might copy it', async () => {
    const code = team.inviteCode ?? '';
    const spaced = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)} `;
    const response = await join(ben, spaced);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ team: Team }>().team.members.map((member) => member.username)).toEqual([
      'ana_t',
      'ben_t',
    ]);
    expect((await join(ben, code)).json()).toMatchObject({ code: 'TEAM_ALREADY_MEMBER' });
    expect((await join(cai, 'ZZZZZZZZZZ')).json()).toMatchObject({ code: 'TEAM_INVITE_INVALID' });
    expect((await join(cai, 'short')).statusCode).toBe(400);
  });

  it('shows its invite code to members only', async () => {
    expect((await call('GET', `/api/teams/${team.id}`, ben)).json<{ team: Team }>().team.inviteCode).toBe(
      team.inviteCode,
    );
    expect(
      (await call('GET', `/api/teams/${team.id}`, cai)).json<{ team: Team }>().team.inviteCode,
    ).toBeNull();
    expect((await call('GET', `/api/teams/${team.id}`)).json<{ team: Team }>().team).toMatchObject({
      inviteCode: null,
      name: 'Null Pointers',
    });
    const mine = (await call('GET', '/api/teams/mine', ben)).json<{ teams: Team[] }>().teams;
    expect(mine.map((each) => each.id)).toEqual([team.id]);
    expect((await call('GET', '/api/teams/mine', cai)).json()).toEqual({ teams: [] });
  });

  it('shares an affiliation named again with the same short name and country', async () => {
    const other = await createTeam(cai, {
      name: 'Segfaults',
      affiliation: { name: 'HCMC University of Science', shortName: 'hcmus', country: 'VNM' },
    });
    expect(other.affiliation).toEqual({ name: 'University of Science', shortName: 'HCMUS', country: 'VNM' });
    const response = await call('DELETE', `/api/teams/${other.id}/members/${cai.id}`, cai);
    expect(response.statusCode).toBe(204);
    // Its last member left and it never took part in a contest: it is gone.
    expect((await call('GET', `/api/teams/${other.id}`)).statusCode).toBe(404);
  });

  it('is renamed by its creator only', async () => {
    expect((await call('PATCH', `/api/teams/${team.id}`, ben, { name: 'Mine now' })).json()).toMatchObject({
      code: 'TEAM_NOT_CREATOR',
    });
    const renamed = await call('PATCH', `/api/teams/${team.id}`, ana, {
      name: 'Dangling Pointers',
      affiliation: null,
    });
    expect(renamed.json<{ team: Team }>().team).toMatchObject({
      name: 'Dangling Pointers',
      affiliation: null,
    });
  });

  it('loses members who leave or whom the creator removes; the creator leaves last', async () => {
    expect((await join(cai, team.inviteCode ?? '')).statusCode).toBe(200);
    expect((await call('DELETE', `/api/teams/${team.id}/members/${cai.id}`, ben)).json()).toMatchObject({
      code: 'TEAM_NOT_CREATOR',
    });
    expect((await call('DELETE', `/api/teams/${team.id}/members/${ana.id}`, ana)).json()).toMatchObject({
      code: 'TEAM_CREATOR_LEAVING',
    });
    expect((await call('DELETE', `/api/teams/${team.id}/members/${cai.id}`, ana)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/teams/${team.id}/members/${ben.id}`, ben)).statusCode).toBe(204);
    const left = (await call('GET', `/api/teams/${team.id}`, ana)).json<{ team: Team }>().team;
    expect(left.members.map((member) => member.username)).toEqual(['ana_t']);
    expect((await call('DELETE', `/api/teams/${team.id}/members/${ana.id}`, cai)).json()).toMatchObject({
      code: 'TEAM_NOT_MEMBER',
    });
  });

  it(`holds at most ${TEAM_MEMBERS_MAX} members`, async () => {
    const full = await createTeam(ana, { name: 'Crowd' });
    for (let index = 1; index < TEAM_MEMBERS_MAX; index += 1) {
      const member = await createAccount(t);
      expect((await join(member, full.inviteCode ?? '')).statusCode).toBe(200);
    }
    const late = await createAccount(t);
    expect((await join(late, full.inviteCode ?? '')).json()).toMatchObject({ code: 'TEAM_FULL' });
  });

  it('refuses bad names and affiliations with their own messages, and guests', async () => {
    const blank = await call('POST', '/api/teams', ana, { name: '   ' });
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Give the team name.' });
    const country = await call('POST', '/api/teams', ana, {
      name: 'X',
      affiliation: { name: 'Somewhere', shortName: 'SW', country: 'Vietnam' },
    });
    expect(country.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await call('POST', '/api/teams', undefined, { name: 'Guests' })).statusCode).toBe(401);
  });
});
