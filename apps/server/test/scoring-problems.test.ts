/**
 * A scoring problem end to end through the API, judged for real: subtask points on the submission, the
 * best score among the user's solved problems, and the verdict users see (Accepted only with full marks).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ProfileStatsResponse, SolvedProblemsResponse } from '@codeconquer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, type Account } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { FIXTURE_PACKAGES, loadFixtureProblem } from './helpers/fixture-problems';
import { judgedSubmission, sendSubmission } from './helpers/submissions';

const submissionsDir = path.join(FIXTURE_PACKAGES, 'big-sum', 'submissions');
const source = (file: string) => fs.readFileSync(path.join(submissionsDir, file), 'utf8');

let t: TestApp;
let user: Account;

beforeAll(async () => {
  t = await buildTestApp({ judge: true, env: { RATE_LIMITS: 'off' } });
  await loadFixtureProblem(t.database.db, path.join(t.config.dataDir, 'uploads'), 'big-sum');
  user = await createAccount(t);
});

afterAll(async () => {
  await t?.close();
});

const submit = async (language: string, file: string) => {
  const sent = await sendSubmission(t, user, { problemId: 'big-sum', language, code: source(file) });
  return judgedSubmission(t, user, sent.id);
};

const solved = async () => {
  const response = await t.app.inject({ url: '/api/submission/solved', headers: bearer(user.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SolvedProblemsResponse>();
};

describe('a scoring problem', () => {
  it('scores a partial solution per subtask, and shows the first failing test as its verdict', async () => {
    const partial = await submit('c', 'partially_accepted/int32.c');
    expect(partial.status).toBe('Wrong Answer');
    expect(partial.score).toEqual({
      value: 40,
      max: 100,
      groups: [
        { group: 'secret/group1', score: 40, maxScore: 40, verdict: 'Accepted' },
        { group: 'secret/group2', score: 0, maxScore: 60, verdict: 'Wrong Answer' },
      ],
    });
    expect(await solved()).toEqual({
      solvedProblemIds: [],
      bestScores: [{ problemId: 'big-sum', score: 40, max: 100 }],
    });
  });

  it('gives full marks to a full solution, which solves the problem', async () => {
    const full = await submit('python', 'accepted/sum.py');
    expect(full).toMatchObject({ status: 'Accepted', score: { value: 100, max: 100 } });
    expect(await solved()).toEqual({
      solvedProblemIds: ['big-sum'],
      bestScores: [{ problemId: 'big-sum', score: 100, max: 100 }],
    });
  });

  it('keeps the best score when a later submission scores less', async () => {
    const wrong = await submit('python', 'wrong_answer/off_by_one.py');
    expect(wrong).toMatchObject({ status: 'Wrong Answer', score: { value: 0, max: 100 } });
    expect((await solved()).bestScores).toEqual([{ problemId: 'big-sum', score: 100, max: 100 }]);
    const profile = await t.app.inject({ url: `/api/users/by-username/${user.username}/stats` });
    expect(profile.json<ProfileStatsResponse>().stats.bestScores).toEqual([
      { problemId: 'big-sum', title: 'Big Sum', score: 100, max: 100 },
    ]);
  });

  it('scores nothing on a Run of the samples', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/problem/execute',
      headers: bearer(user.token),
      payload: { problemId: 'big-sum', language: 'python', code: source('accepted/sum.py') },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ verdict: 'Accepted', passedTests: 1 });
  });
});
