/**
 * The ICPC Contest API (/api/ccs, routes/ccs.ts) against the JSON schemas of the specification's 2023-06
 * branch (fixtures/ccs-2023-06) and against the way the ICPC tools read a feed (helpers/icpc-tools-reading):
 * a contest with a wrong and a right answer, then one made in the freeze, then the end. Every endpoint the
 * API serves is validated (the route table is read back from the server, so a new endpoint without a check
 * fails here), collections and each item, for the public and for admins, and every event feed line; unknown
 * ids are 404s; the public's frozen view hides the freeze's verdicts that admins see; since_token resumes; a
 * followed feed hears new events and ends with the contest. Then a team contest with groups: each team's
 * group_ids, the group winners' awards, and groups sent before the teams that name them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ScoreboardResponse } from '@codeconquer/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, PASSWORD, postJson, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { fractionDigits, loadCcsSchemas, type CcsSchemas } from './helpers/ccs-schemas';
import {
  DECIMAL_KEYS,
  ICPC_TOOLS_RELTIME,
  ICPC_TOOLS_TIME,
  icpcToolsStrings,
  propertiesOf,
  RELTIME_KEYS,
  stringsOf,
  TIME_KEYS,
} from './helpers/icpc-tools-reading';
import { loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';

const ADMIN_EMAIL = 'ccs.admin@example.com';
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
/** Right on the sample, wrong on the hidden tests. */
const WRONG = 'print(3)\n';
const MINUTE = 60_000;

type Viewer = 'public' | 'admin' | 'basic';
type CcsEventLine = { type: string; id: string | null; data: unknown; token: string };
type Identified = { id: string };

/** Each collection, the schema of its answer and of its items. */
const COLLECTIONS = [
  ['judgement-types', 'judgement-types.json', 'judgement-type.json'],
  ['languages', 'languages.json', 'language.json'],
  ['problems', 'problems.json', 'problem.json'],
  ['groups', 'groups.json', 'group.json'],
  ['organizations', 'organizations.json', 'organization.json'],
  ['teams', 'teams.json', 'team.json'],
  ['persons', 'persons.json', 'person.json'],
  ['submissions', 'submissions.json', 'submission.json'],
  ['judgements', 'judgements.json', 'judgement.json'],
  ['runs', 'runs.json', 'run.json'],
  ['clarifications', 'clarifications.json', 'clarification.json'],
  ['awards', 'awards.json', 'award.json'],
] as const;

/** The schema of an event's data, by its type. */
const EVENT_SCHEMAS: Record<string, string> = {
  contest: 'contest.json',
  state: 'state.json',
  ...Object.fromEntries(COLLECTIONS.map(([name, , item]) => [name, item])),
};

/** How the test checks each GET route of /api/ccs (Fastify's pattern): every route must be here. */
const CONTEST = '/api/ccs/contests/:contestId';
const ROUTE_CHECKS: Record<string, string> = {
  '/api/ccs': 'api_information.json',
  '/api/ccs/contests': 'contests.json',
  [CONTEST]: 'contest.json',
  [`${CONTEST}/access`]: 'access.json',
  [`${CONTEST}/state`]: 'state.json',
  [`${CONTEST}/scoreboard`]: 'scoreboard.json',
  ...Object.fromEntries(
    COLLECTIONS.flatMap(([name, list, item]) => [
      [`${CONTEST}/${name}`, list],
      [`${CONTEST}/${name}/:itemId`, item],
    ]),
  ),
  [`${CONTEST}/event-feed`]: 'event-feed.json, each line',
  // Not JSON: a zip, checked by 'serves a submission as a zip to admins only'.
  [`${CONTEST}/submissions/:itemId/files`]: 'zip',
};

/** The GET routes of Fastify's route tree (printRoutes: one segment a line, indented 4 a level). */
function getRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    stack.push(segment);
    if (methods.split(', ').includes('GET')) routes.push(stack.join('').replace(/(.)\/$/, '$1'));
  }
  return routes;
}

/** Every answer the test saw (raw text and parsed), for the checks of how the ICPC tools read them. */
const seen: { what: string; text: string; json: unknown }[] = [];

let t: TestApp;
let schemas: CcsSchemas;
let alice: Account;
let bob: Account;
let admin: Account;
let contestId: string;
const submitted: Record<'wrong' | 'right' | 'frozen', string> = { wrong: '', right: '', frozen: '' };

beforeAll(async () => {
  t = await buildTestApp({ judge: true, env: { ADMIN_EMAILS: ADMIN_EMAIL, RATE_LIMITS: 'off' } });
  schemas = loadCcsSchemas();
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'add-two', [
    'add-two',
    'add-two-b',
  ]);
  alice = await createAccount(t);
  bob = await createAccount(t);
  admin = await createAccount(t, { email: ADMIN_EMAIL });
});

afterAll(async () => {
  await t?.close();
});

function headersOf(viewer: Viewer): Record<string, string> {
  if (viewer === 'admin') return bearer(admin.token);
  if (viewer === 'basic')
    return { authorization: `Basic ${Buffer.from(`${admin.username}:${PASSWORD}`).toString('base64')}` };
  return {};
}

const get = (url: string, viewer: Viewer = 'public') =>
  t.app.inject({ method: 'GET', url, headers: headersOf(viewer) });

async function getJson<T>(url: string, viewer: Viewer): Promise<T> {
  const response = await get(url, viewer);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const json = response.json<T>();
  seen.push({ what: `${viewer} ${url}`, text: response.body, json });
  return json;
}

const api = (suffix = '') => `/api/ccs/contests/${contestId}${suffix}`;

/** The feed's lines; each one's text is kept for the ICPC tools' checks. */
function parseLines(text: string, what: string): CcsEventLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const json = JSON.parse(line) as CcsEventLine;
      seen.push({ what: `${what} ${json.type}/${json.id}`, text: line, json });
      return json;
    });
}

function lines(response: LightMyRequestResponse, what: string): CcsEventLine[] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('application/x-ndjson');
  return parseLines(response.body, what);
}

async function feed(viewer: Viewer, query = ''): Promise<CcsEventLine[]> {
  return lines(await get(`${api('/event-feed')}?stream=false${query}`, viewer), `${viewer} feed`);
}

function checkEvent(event: CcsEventLine): void {
  schemas.check('event-feed.json', event, `event ${event.type}/${event.id}`);
  const schema = EVENT_SCHEMAS[event.type];
  expect(schema, event.type).toBeDefined();
  if (schema && event.data !== null)
    schemas.check(schema, event.data, `event ${event.type}/${event.id} data`);
}

/** Every endpoint as `viewer` sees it, each answer validated; returns the collections for further checks. */
async function checkEverything(viewer: Viewer): Promise<Record<string, Identified[]>> {
  schemas.check('api_information.json', await getJson('/api/ccs', viewer));
  schemas.check('contests.json', await getJson('/api/ccs/contests', viewer));
  schemas.check('contest.json', await getJson(api(), viewer));
  schemas.check('access.json', await getJson(api('/access'), viewer));
  schemas.check('state.json', await getJson(api('/state'), viewer));
  schemas.check('scoreboard.json', await getJson(api('/scoreboard'), viewer));
  const collections: Record<string, Identified[]> = {};
  for (const [name, listSchema, itemSchema] of COLLECTIONS) {
    const list = await getJson<Identified[]>(api(`/${name}`), viewer);
    schemas.check(listSchema, list, `${viewer} ${name}`);
    for (const item of list) {
      const one = await getJson<Identified>(api(`/${name}/${encodeURIComponent(item.id)}`), viewer);
      schemas.check(itemSchema, one, `${viewer} ${name}/${item.id}`);
      expect(one).toEqual(item);
    }
    collections[name] = list;
  }
  for (const event of await feed(viewer)) checkEvent(event);
  return collections;
}

async function submit(account: Account, problemId: string, code: string): Promise<string> {
  return (await sendSubmission(t, account, { problemId, code, contestId })).id;
}

/** Waits for the judge's verdict on one of `account`'s submissions. */
async function judged(account: Account, id: string): Promise<string> {
  return (await judgedSubmission(t, account, id, 30_000)).status;
}

async function patchContest(changes: Record<string, unknown>): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/contests/${contestId}`,
    headers: bearer(admin.token),
    payload: changes,
  });
  expect(response.statusCode, response.body).toBe(200);
}

it('holds the schemas that reject what the specification forbids', () => {
  // Every file compiles (its references resolve): a schema that failed to could let anything through.
  expect(schemas.files).toHaveLength(37);
  for (const file of schemas.files)
    expect(() => schemas.check(file, {}), file).not.toThrow(/resolve|no schema/);
  expect(() => schemas.check('contest.json', { id: 'c', name: 'C' })).toThrow(/duration/);
  expect(() => schemas.check('state.json', { started: 'yesterday' })).toThrow();
  expect(() => schemas.check('event-feed.json', { type: 'nonsense', id: null, data: null })).toThrow();
  const submission = {
    ...{ id: 's1', language_id: 'c', problem_id: 'p', team_id: 't' },
    ...{ time: '2024-01-01T10:00:00.000Z', contest_time: '0:10:00.000', files: [] },
  };
  // C has no entry point: present and null.
  expect(() => schemas.check('submission.json', { ...submission, entry_point: null })).not.toThrow();
  expect(() => schemas.check('submission.json', { ...submission, entry_point: 'main' })).toThrow();
  // No entry point required: entry_point_name must be absent, not null (the 2023-06 branch's `else`).
  const language = { id: 'c', name: 'C', entry_point_required: false, extensions: ['c'] };
  expect(() => schemas.check('language.json', language)).not.toThrow();
  expect(() => schemas.check('language.json', { ...language, entry_point_name: null })).toThrow();
  // Decimal seconds are checked on the number as written: float noise fails, 0.023 (which a binary
  // division makes 22.999999999999996 thousandths) passes.
  const run = {
    ...{ id: 'r1', judgement_id: 's1', ordinal: 1, judgement_type_id: 'AC' },
    ...{ time: '2024-01-01T10:00:00.000Z', contest_time: '0:10:00.000' },
  };
  expect(() => schemas.check('run.json', { ...run, run_time: 0.007000000000000001 })).toThrow(
    /decimalPlaces/,
  );
  expect(() => schemas.check('run.json', { ...run, run_time: 0.023 })).not.toThrow();
});

it('validates every endpoint the API serves', async () => {
  await t.app.ready();
  const routes = getRoutes(t.app.printRoutes({ commonPrefix: false, method: 'GET' })).filter((route) =>
    route.startsWith('/api/ccs'),
  );
  // The reading of the route tree works: it finds routes at every depth.
  expect(routes).toEqual(
    expect.arrayContaining(['/api/ccs', `${CONTEST}/event-feed`, `${CONTEST}/runs/:itemId`]),
  );
  expect([...new Set(routes)].sort()).toEqual(Object.keys(ROUTE_CHECKS).sort());
});

describe('a running contest', () => {
  beforeAll(async () => {
    const now = Date.now();
    const created = await postJson(
      t,
      '/api/admin/contests',
      {
        title: 'CCS Cup',
        startTime: new Date(now - 10 * MINUTE).toISOString(),
        endTime: new Date(now + 50 * MINUTE).toISOString(),
        problems: ['add-two', 'add-two-b'],
        freezeMinutes: 30,
        // A group no contestant is in: listed, and naming nobody.
        groups: [{ id: 'far-away', name: 'Far away', countries: ['BRA'] }],
      },
      bearer(admin.token),
    );
    expect(created.statusCode, created.body).toBe(201);
    contestId = created.json<{ contest: { id: string } }>().contest.id;
    // alice names her university (an individual contest's organization); bob names none.
    const named = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${alice.id}`,
      headers: bearer(alice.token),
      payload: { affiliation: { name: 'University of Science', shortName: 'HCMUS', country: 'VNM' } },
    });
    expect(named.statusCode, named.body).toBe(200);
    for (const account of [alice, bob]) {
      const registered = await postJson(t, `/api/contests/${contestId}/register`, {}, bearer(account.token));
      expect(registered.statusCode, registered.body).toBe(200);
    }
    submitted.wrong = await submit(alice, 'add-two', WRONG);
    submitted.right = await submit(bob, 'add-two', RIGHT);
    expect(await judged(alice, submitted.wrong)).toBe('Wrong Answer');
    expect(await judged(bob, submitted.right)).toBe('Accepted');

    // A question answered to everyone, and an announcement.
    const asked = await postJson(
      t,
      `/api/contests/${contestId}/clarifications`,
      { problemId: 'add-two', question: 'Can the numbers be negative?' },
      bearer(alice.token),
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const question = asked.json<{ clarification: { id: string } }>().clarification.id;
    const answered = await postJson(
      t,
      `/api/admin/contests/${contestId}/clarifications/${question}/answer`,
      { answer: 'No.', public: true },
      bearer(admin.token),
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const announced = await postJson(
      t,
      `/api/admin/contests/${contestId}/announcements`,
      // Ends in a backslash: the one text the ICPC tools' JSON reader would misread, were it written `\\`.
      { problemId: null, text: 'Good luck! Your files are in C:\\contest\\' },
      bearer(admin.token),
    );
    expect(announced.statusCode, announced.body).toBe(201);
  });

  it('answers every endpoint in the 2023-06 format, to the public and to admins', async () => {
    for (const viewer of ['public', 'admin'] as const) {
      const collections = await checkEverything(viewer);
      expect(collections.teams?.map((team) => team.id).sort()).toEqual([alice.id, bob.id].sort());
      // Each contestant is a person of their own team, named by their display name.
      expect(collections.persons).toEqual(
        expect.arrayContaining(
          [alice, bob].map((account) => ({
            id: account.id,
            name: account.name,
            team_ids: [account.id],
            role: 'contestant',
          })),
        ),
      );
      expect(collections.persons).toHaveLength(2);
      expect(collections.groups).toEqual([{ id: 'far-away', name: 'Far away' }]);
      for (const team of (collections.teams ?? []) as (Identified & { group_ids: string[] })[])
        expect(team.group_ids, team.id).toEqual([]);
      expect(collections.submissions).toHaveLength(2);
      expect(collections.judgements?.map((judgement) => judgement.id).sort()).toEqual(
        [submitted.wrong, submitted.right].sort(),
      );
      expect(collections['judgement-types']?.map((type) => type.id)).toEqual(
        expect.arrayContaining(['AC', 'WA', 'TLE', 'RTE', 'CE', 'MLE', 'OLE']),
      );
      expect(collections.languages?.map((language) => language.id).sort()).toEqual([
        'c',
        'cpp',
        'java',
        'pypy3',
        'python3',
      ]);
    }
    const publicClarifications = await getJson<{ text: string; from_team_id: string | null }[]>(
      api('/clarifications'),
      'public',
    );
    // The asker stays private: the public sees the reply (quoting the question) and the announcement.
    expect(publicClarifications).toHaveLength(2);
    expect(publicClarifications.every((clarification) => clarification.from_team_id === null)).toBe(true);
    expect(publicClarifications.map((clarification) => clarification.text)).toEqual(
      expect.arrayContaining([
        '> Can the numbers be negative?\n\nNo.',
        'Good luck! Your files are in C:\\contest\\',
      ]),
    );
    const adminClarifications = await getJson<{ from_team_id: string | null }[]>(
      api('/clarifications'),
      'admin',
    );
    expect(adminClarifications.map((clarification) => clarification.from_team_id)).toContain(alice.id);
    // Runs and the code are for admins.
    expect(await getJson<unknown[]>(api('/runs'), 'public')).toEqual([]);
    expect((await getJson<unknown[]>(api('/runs'), 'admin')).length).toBeGreaterThan(0);
    const [publicSubmission] = await getJson<{ files: unknown[] }[]>(api('/submissions'), 'public');
    expect(publicSubmission?.files).toEqual([]);
  });

  it("carries a user's affiliation as their team's organization, and on their board row", async () => {
    const organizations = await getJson<Identified[]>(api('/organizations'), 'public');
    expect(organizations).toEqual([
      { id: expect.any(String), name: 'HCMUS', formal_name: 'University of Science', country: 'VNM' },
    ]);
    const teams = await getJson<{ id: string; organization_id: string | null }[]>(api('/teams'), 'public');
    expect(Object.fromEntries(teams.map((team) => [team.id, team.organization_id]))).toEqual({
      [alice.id]: organizations[0]?.id,
      [bob.id]: null,
    });
    const board = await getJson<ScoreboardResponse>(`/api/contests/${contestId}/scoreboard`, 'public');
    expect(Object.fromEntries(board.rows.map((row) => [row.username, row.affiliation]))).toEqual({
      [alice.username]: { name: 'University of Science', shortName: 'HCMUS', country: 'VNM' },
      [bob.username]: null,
    });
  });

  it('serves a submission as a zip to admins only', async () => {
    const files = await get(api(`/submissions/${submitted.right}/files`), 'admin');
    expect(files.statusCode).toBe(200);
    expect(files.headers['content-type']).toBe('application/zip');
    expect(files.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(files.rawPayload.includes(Buffer.from('main.py'))).toBe(true);
    expect((await get(api(`/submissions/${submitted.right}/files`))).statusCode).toBe(401);
    const asAlice = await t.app.inject({
      method: 'GET',
      url: api(`/submissions/${submitted.right}/files`),
      headers: bearer(alice.token),
    });
    expect(asAlice.statusCode).toBe(403);
  });

  it('takes HTTP Basic with an admin password, and refuses a wrong one', async () => {
    // Runs are for admins only: seeing them proves the Basic credentials made an admin.
    const runs = await getJson<unknown[]>(api('/runs'), 'basic');
    expect(runs.length).toBeGreaterThan(0);
    const wrong = await t.app.inject({
      method: 'GET',
      url: api('/state'),
      headers: { authorization: `Basic ${Buffer.from(`${admin.username}:not-it`).toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('answers 404 for unknown contests and objects', async () => {
    for (const url of [
      '/api/ccs/contests/00000000-0000-4000-8000-000000000000',
      '/api/ccs/contests/not-a-contest/state',
      '/api/ccs/contests/00000000-0000-4000-8000-000000000000/event-feed?stream=false',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    for (const [name] of COLLECTIONS) {
      const response = await get(api(`/${name}/no-such-id`), 'admin');
      expect(response.statusCode, name).toBe(404);
      expect(response.json<{ code: string }>().code).toMatch(/NOT_FOUND$/);
    }
    expect((await get(api(`/submissions/${submitted.right}/nothing`), 'admin')).statusCode).toBe(404);
  });

  it('resumes the event feed after a token, and refuses a token it did not make', async () => {
    const all = await feed('admin');
    expect(all[0]).toMatchObject({ type: 'contest', id: null });
    const types = all.map((event) => event.type);
    expect(types.indexOf('teams')).toBeGreaterThan(types.indexOf('problems'));
    expect(types.indexOf('submissions')).toBeGreaterThan(types.lastIndexOf('teams'));
    const middle = Math.floor(all.length / 2);
    const resumed = await feed('admin', `&since_token=${encodeURIComponent(all[middle]?.token ?? '')}`);
    expect(resumed).toEqual(all.slice(middle + 1));
    expect(await feed('admin', `&since_token=${encodeURIComponent(all.at(-1)?.token ?? '')}`)).toEqual([]);
    const bad = await get(`${api('/event-feed')}?stream=false&since_token=nonsense`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('the freeze', () => {
  beforeAll(async () => {
    // The board freezes now: what is submitted from here on is in the freeze.
    await patchContest({ endTime: new Date(Date.now() + 30 * MINUTE).toISOString(), freezeMinutes: 30 });
    submitted.frozen = await submit(alice, 'add-two', RIGHT);
    expect(await judged(alice, submitted.frozen)).toBe('Accepted');
  });

  it("hides the freeze's verdicts from the public, not from admins", async () => {
    const state = await getJson<{ frozen: string | null }>(api('/state'), 'public');
    expect(state.frozen).not.toBeNull();
    const publicView = await checkEverything('public');
    expect(publicView.submissions?.map((submission) => submission.id)).toContain(submitted.frozen);
    expect(publicView.judgements?.map((judgement) => judgement.id)).not.toContain(submitted.frozen);
    const adminView = await checkEverything('admin');
    expect(adminView.judgements?.map((judgement) => judgement.id)).toContain(submitted.frozen);

    type Cell = { problem_id: string; solved: boolean; num_pending: number; first_to_solve: boolean };
    type Board = { rows: { team_id: string; problems: Cell[] }[] };
    const cellOf = (board: Board) =>
      board.rows
        .find((row) => row.team_id === alice.id)
        ?.problems.find((cell) => cell.problem_id === 'add-two');
    expect(cellOf(await getJson<Board>(api('/scoreboard'), 'public'))).toMatchObject({
      solved: false,
      num_pending: 1,
    });
    expect(cellOf(await getJson<Board>(api('/scoreboard'), 'admin'))).toMatchObject({
      solved: true,
      num_pending: 0,
    });

    // Every cell says whether its team solved the problem first: Bob did, before the freeze.
    const firstToSolve = (board: Board, teamId: string) =>
      board.rows.find((row) => row.team_id === teamId)?.problems.find((cell) => cell.problem_id === 'add-two')
        ?.first_to_solve;
    for (const viewer of ['public', 'admin'] as const) {
      const board = await getJson<Board>(api('/scoreboard'), viewer);
      expect(firstToSolve(board, bob.id), viewer).toBe(true);
      expect(firstToSolve(board, alice.id), viewer).toBe(false);
      const cells = board.rows.flatMap((row) => row.problems);
      expect(cells.every((cell) => typeof cell.first_to_solve === 'boolean')).toBe(true);
    }

    const judgementIds = (events: CcsEventLine[]) =>
      events.filter((event) => event.type === 'judgements').map((event) => event.id);
    expect(judgementIds(await feed('public'))).not.toContain(submitted.frozen);
    expect(judgementIds(await feed('admin'))).toContain(submitted.frozen);
    expect(await getJson<unknown[]>(api('/awards'), 'public')).toEqual([]);
  });
});

describe('a followed event feed', () => {
  it('sends new events as they happen, and ends when the results are final', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const known = await feed('admin');
    const received: CcsEventLine[] = [];
    let buffered = '';
    const ended = new Promise<void>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: api('/event-feed'), headers: bearer(admin.token) },
        (response) => {
          expect(response.statusCode).toBe(200);
          response.on('data', (chunk: Buffer) => {
            buffered += chunk.toString();
            const parts = buffered.split('\n');
            buffered = parts.pop() ?? '';
            received.push(...parseLines(parts.join('\n'), 'followed feed'));
          });
          response.on('end', () => resolve());
        },
      );
      request.on('error', reject);
    });
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(known.length);
    expect(received.slice(0, known.length)).toEqual(known);

    const announced = await postJson(
      t,
      `/api/admin/contests/${contestId}/announcements`,
      { problemId: null, text: 'Ten minutes left.' },
      bearer(admin.token),
    );
    expect(announced.statusCode).toBe(201);
    await expect
      .poll(
        () =>
          received.some(
            (event) => event.type === 'clarifications' && JSON.stringify(event.data).includes('Ten minutes'),
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);

    // The contest ends and its results are published: the feed closes after the end of updates.
    // It ends now: after every submission above, so they all still count (one made after the end would not).
    await patchContest({ endTime: new Date(Date.now() - 1).toISOString(), freezeMinutes: 5 });
    const unfrozen = await postJson(t, `/api/admin/contests/${contestId}/unfreeze`, {}, bearer(admin.token));
    expect(unfrozen.statusCode, unfrozen.body).toBe(200);
    await ended;
    for (const event of received) checkEvent(event);
    const last = received.at(-1);
    expect(last?.type).toBe('state');
    expect(last?.data).toMatchObject({ end_of_updates: expect.any(String) });
    // The ICPC tools take a finalized state for the end of updates (they never see a null end_of_updates):
    // no verdict comes after the first one.
    const finalizedAt = received.findIndex(
      (event) => event.type === 'state' && (event.data as { finalized: string | null }).finalized !== null,
    );
    const lastVerdict = received.findLastIndex((event) => ['judgements', 'runs'].includes(event.type));
    expect(finalizedAt).toBeGreaterThan(lastVerdict);
    // Nothing counted was taken back on the way.
    expect(received.filter((event) => event.data === null)).toEqual([]);
  });

  it('shows the public everything once the results are final', async () => {
    const publicView = await checkEverything('public');
    expect(publicView.judgements?.map((judgement) => judgement.id)).toContain(submitted.frozen);
    const awards = publicView.awards ?? [];
    expect(awards.map((award) => award.id)).toEqual(
      expect.arrayContaining(['winner', 'gold-medal', 'first-to-solve-add-two']),
    );
    const state = await getJson<Record<string, string | null>>(api('/state'), 'public');
    expect(state).toMatchObject({
      thawed: expect.any(String),
      finalized: expect.any(String),
      end_of_updates: expect.any(String),
    });
    const events = await feed('public');
    expect(events.at(-1)).toMatchObject({ type: 'state', data: { end_of_updates: expect.any(String) } });
    expect(events.filter((event) => event.type === 'judgements').map((event) => event.id)).toContain(
      submitted.frozen,
    );
  });
});

describe('a team contest with groups', () => {
  type Team = { id: string; group_ids: string[] };
  type Award = { id: string; citation: string; team_ids: string[] };
  const teamIds = { hanoi: '', nowhere: '' };

  beforeAll(async () => {
    const makeTeam = async (creator: Account, name: string, affiliation?: object) => {
      const made = await postJson(
        t,
        '/api/teams',
        { name, ...(affiliation && { affiliation }) },
        bearer(creator.token),
      );
      expect(made.statusCode, made.body).toBe(201);
      return made.json<{ team: { id: string } }>().team.id;
    };
    teamIds.hanoi = await makeTeam(alice, 'Hanoi Hackers', {
      name: 'Hanoi University',
      shortName: 'HANU',
      country: 'VNM',
    });
    teamIds.nowhere = await makeTeam(bob, 'Nowhere Nomads');
    const now = Date.now();
    const created = await postJson(
      t,
      '/api/admin/contests',
      {
        title: 'CCS Team Cup',
        startTime: new Date(now - 10 * MINUTE).toISOString(),
        endTime: new Date(now + 50 * MINUTE).toISOString(),
        problems: ['add-two'],
        freezeMinutes: 0,
        participation: 'team',
        groups: [
          { id: 'vietnam', name: 'Vietnam', countries: ['VNM'] },
          { id: 'asia', name: 'Asia', countries: ['JPN', 'VNM'] },
          { id: 'europe', name: 'Europe', countries: ['DEU', 'FRA'] },
        ],
      },
      bearer(admin.token),
    );
    expect(created.statusCode, created.body).toBe(201);
    // From here on every check (and the ICPC tools' reading below) is of this contest.
    contestId = created.json<{ contest: { id: string } }>().contest.id;
    for (const [account, teamId] of [
      [alice, teamIds.hanoi],
      [bob, teamIds.nowhere],
    ] as const) {
      const registered = await postJson(
        t,
        `/api/contests/${contestId}/register`,
        { teamId },
        bearer(account.token),
      );
      expect(registered.statusCode, registered.body).toBe(200);
    }
    // Both solve: the team with no country ranks first, yet wins no group.
    const nowhere = await submit(bob, 'add-two', RIGHT);
    expect(await judged(bob, nowhere)).toBe('Accepted');
    // A wrong try first: 20 minutes' penalty put the Hanoi team second whatever the minute.
    const wrong = await submit(alice, 'add-two', WRONG);
    expect(await judged(alice, wrong)).toBe('Wrong Answer');
    const hanoi = await submit(alice, 'add-two', RIGHT);
    expect(await judged(alice, hanoi)).toBe('Accepted');
    await patchContest({ endTime: new Date(Date.now() - 1).toISOString() });
    const unfrozen = await postJson(t, `/api/admin/contests/${contestId}/unfreeze`, {}, bearer(admin.token));
    expect(unfrozen.statusCode, unfrozen.body).toBe(200);
  });

  it("lists the groups and each team's group_ids", async () => {
    for (const viewer of ['public', 'admin'] as const) {
      const collections = await checkEverything(viewer);
      expect(collections.groups).toEqual([
        { id: 'vietnam', name: 'Vietnam' },
        { id: 'asia', name: 'Asia' },
        { id: 'europe', name: 'Europe' },
      ]);
      const groupsOf = Object.fromEntries(
        ((collections.teams ?? []) as Team[]).map((team) => [team.id, team.group_ids]),
      );
      expect(groupsOf).toEqual({ [teamIds.hanoi]: ['vietnam', 'asia'], [teamIds.nowhere]: [] });
      // A team's members are persons of the team, with their display names.
      const persons = (collections.persons ?? []) as (Identified & { name: string; team_ids: string[] })[];
      expect(persons.map(({ id, name, team_ids }) => ({ id, name, team_ids }))).toEqual(
        expect.arrayContaining([
          { id: alice.id, name: alice.name, team_ids: [teamIds.hanoi] },
          { id: bob.id, name: bob.name, team_ids: [teamIds.nowhere] },
        ]),
      );
    }
  });

  it('gives each group with a team that solved something its winner award', async () => {
    const awards = await getJson<Award[]>(api('/awards'), 'public');
    expect(awards.find((award) => award.id === 'winner')?.team_ids).toEqual([teamIds.nowhere]);
    const groupAwards = awards.filter((award) => award.id.startsWith('group-winner-'));
    expect(groupAwards).toEqual([
      { id: 'group-winner-vietnam', citation: 'Winner(s) of group Vietnam', team_ids: [teamIds.hanoi] },
      { id: 'group-winner-asia', citation: 'Winner(s) of group Asia', team_ids: [teamIds.hanoi] },
    ]);
  });

  it('sends each group before the teams that name it', async () => {
    const events = await feed('public');
    const at = (type: string, id: string) =>
      events.findIndex((event) => event.type === type && event.id === id);
    expect(at('groups', 'vietnam')).toBeGreaterThanOrEqual(0);
    expect(at('groups', 'vietnam')).toBeLessThan(at('teams', teamIds.hanoi));
    expect(at('groups', 'asia')).toBeLessThan(at('teams', teamIds.hanoi));
    expect(events.filter((event) => event.type === 'awards').map((event) => event.id)).toEqual(
      expect.arrayContaining(['group-winner-vietnam', 'group-winner-asia']),
    );
  });
});

/** Every object in a parsed answer, however deep. */
function objectsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (typeof value !== 'object' || value === null) return [];
  return [value as Record<string, unknown>, ...Object.values(value).flatMap(objectsIn)];
}

describe('as the ICPC tools read it', () => {
  // Every answer the tests above got, public and admin, in every phase of the contest, and the feeds.
  const answers = () => seen;

  it('has seen every endpoint and event type answer', () => {
    const what = answers().map((answer) => answer.what);
    for (const part of ['/languages', '/runs', '/scoreboard', '/awards', 'feed runs/', 'feed awards/'])
      expect(
        what.some((name) => name.includes(part)),
        part,
      ).toBe(true);
  });

  it('no language has a null compiler or runner (their model builds a command object from each)', () => {
    const languages = answers()
      .flatMap((answer) => objectsIn(answer.json))
      .filter((object) => 'entry_point_required' in object);
    expect(languages.length).toBeGreaterThan(0);
    for (const language of languages) {
      expect(language.compiler, String(language.id)).toEqual(
        expect.objectContaining({ command: expect.any(String) }),
      );
      expect(language.runner, String(language.id)).toEqual(
        expect.objectContaining({ command: expect.any(String) }),
      );
    }
  });

  it('every RELTIME has millisecond precision, and every TIME milliseconds and a zone', () => {
    let relTimes = 0;
    for (const { what, json } of answers())
      for (const [key, value] of propertiesOf(json)) {
        if (typeof value !== 'string') continue; // a scoreboard's `time` is minutes
        if (RELTIME_KEYS.has(key)) {
          relTimes += 1;
          expect(value, `${what} ${key}`).toMatch(ICPC_TOOLS_RELTIME);
        }
        if (TIME_KEYS.has(key)) expect(value, `${what} ${key}`).toMatch(ICPC_TOOLS_TIME);
      }
    expect(relTimes).toBeGreaterThan(0);
  });

  it('every id is at most 36 characters of the identifier alphabet (the schema pattern lacks its end anchor)', () => {
    const IDENTIFIER = /^[A-Za-z0-9_]([A-Za-z0-9_.-]{0,34}[A-Za-z0-9_-]|)$/;
    let ids = 0;
    for (const { what, json } of answers())
      for (const [key, value] of propertiesOf(json)) {
        const values = key.endsWith('_ids') && Array.isArray(value) ? value : [value];
        if (key !== 'id' && !key.endsWith('_id') && !key.endsWith('_ids')) continue;
        for (const id of values)
          if (typeof id === 'string') {
            ids += 1;
            expect(id, `${what} ${key}`).toMatch(IDENTIFIER);
          }
      }
    expect(ids).toBeGreaterThan(0);
  });

  it('every decimal number of seconds has at most three decimals', () => {
    let decimals = 0;
    for (const { what, json } of answers())
      for (const [key, value] of propertiesOf(json))
        if (DECIMAL_KEYS.has(key) && typeof value === 'number') {
          decimals += 1;
          expect(fractionDigits(value), `${what} ${key} ${value}`).toBeLessThanOrEqual(3);
        }
    expect(decimals).toBeGreaterThan(0);
  });

  it('every string reads the same to their JSON reader as to a JSON parser', () => {
    const texts = answers().filter(({ text }) => text.includes('C:'));
    // The announcement whose text ends in a backslash was among the answers.
    expect(texts.length).toBeGreaterThan(0);
    for (const { what, text, json } of answers())
      expect(icpcToolsStrings(text), what).toEqual(stringsOf(json));
  });

  it('every reference in a feed points at an object sent before it, no submission precedes the start, and no verdict follows a finalized state', async () => {
    for (const viewer of ['public', 'admin'] as const) {
      const sent = new Map<string, Set<string>>();
      const known = (type: string, id: unknown) => id === null || (sent.get(type)?.has(String(id)) ?? false);
      let start = '';
      // Their model's validation, and their end of updates: a finalized state (contest-state.ts).
      let finalized = false;
      for (const event of await feed(viewer)) {
        const data = (event.data ?? {}) as Record<string, unknown>;
        const where = `${viewer} ${event.type}/${event.id}`;
        const refs: [string, unknown][] = [];
        if (['judgements', 'runs'].includes(event.type))
          expect(finalized, `${where} after finalized`).toBe(false);
        if (event.type === 'state' && data.finalized !== null) finalized = true;
        if (event.type === 'contest') start = String(data.start_time);
        if (event.type === 'submissions') {
          refs.push(['languages', data.language_id], ['problems', data.problem_id], ['teams', data.team_id]);
          expect(String(data.time) >= start, `${where} before the start`).toBe(true);
        }
        if (event.type === 'judgements')
          refs.push(['submissions', data.submission_id], ['judgement-types', data.judgement_type_id]);
        if (event.type === 'runs')
          refs.push(['judgements', data.judgement_id], ['judgement-types', data.judgement_type_id]);
        if (event.type === 'clarifications')
          refs.push(
            ['teams', data.from_team_id],
            ['teams', data.to_team_id],
            ['problems', data.problem_id],
            ['clarifications', data.reply_to_id],
          );
        if (event.type === 'awards') for (const team of data.team_ids as string[]) refs.push(['teams', team]);
        if (event.type === 'teams')
          for (const group of data.group_ids as string[]) refs.push(['groups', group]);
        if (event.type === 'persons')
          for (const team of data.team_ids as string[]) refs.push(['teams', team]);
        for (const [type, id] of refs) expect(known(type, id), `${where} → ${type}/${String(id)}`).toBe(true);
        if (event.id !== null) sent.set(event.type, (sent.get(event.type) ?? new Set()).add(event.id));
      }
    }
  });
});
