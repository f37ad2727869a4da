import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProfileStats } from '@/api/profile-stats';
import { getSolvedProblems } from '@/api/solved-problems';
import { getMyContestRank } from '@/features/dashboard/api/get-my-contest-rank';
import { getSubmissionStats } from '@/features/dashboard/api/get-submission-stats';
import { getProblem } from '@/features/problems/api/get-problem';
import { getProfile } from '@/features/profile/api/get-profile';
import { startEarlyRequest } from '@/lib/api-client';
import { fetchCurrentUser } from '@/lib/session/session-api';
import { firstRequests } from './first-load';

const ok = () =>
  new Response(JSON.stringify({ submissions: [] }), { headers: { 'Content-Type': 'application/json' } });

describe('firstRequests', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(ok()));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Sends a page's early requests, then its screen's own calls: every early answer must be taken. */
  async function requestsOf(pathname: string, screenCalls: (() => Promise<unknown>)[]) {
    const early = firstRequests(pathname, true);
    for (const path of early) startEarlyRequest(path);
    for (const call of screenCalls) await call();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    // A claimed early answer is not asked for again, so each path was fetched exactly once.
    return { early, asked };
  }

  it("sends exactly the paths the dashboard's requests ask for", async () => {
    const { early, asked } = await requestsOf('/dashboard', [
      fetchCurrentUser,
      getSubmissionStats,
      getMyContestRank,
      getSolvedProblems,
    ]);
    expect(early).toHaveLength(4);
    expect(asked).toHaveLength(early.length);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it("sends exactly the paths a profile's requests ask for, with the name decoded and encoded once", async () => {
    const { early, asked } = await requestsOf('/profile/ana_b', [
      fetchCurrentUser,
      () => getProfile('ana_b'),
      () => getProfileStats('ana_b'),
    ]);
    expect(early).toEqual(['/auth/verify', '/users/by-username/ana_b', '/users/by-username/ana_b/stats']);
    expect(asked).toHaveLength(3);
  });

  it('sends a problem page its problem, and the problem list its list', async () => {
    const { asked } = await requestsOf('/problems/two-sum', [fetchCurrentUser, () => getProblem('two-sum')]);
    expect(asked).toEqual(['/api/auth/verify', '/api/problem/two-sum']);
    expect(firstRequests('/problems', false)).toEqual(['/problem/list']);
  });

  it('asks a guest for nothing that needs a session, and nothing for an id that is not one', () => {
    expect(firstRequests('/dashboard', false)).toEqual([]);
    expect(firstRequests('/profile/ana', false)).toEqual([]);
    expect(firstRequests('/problems/..%2Fadmin', false)).toEqual([]);
    expect(firstRequests('/problems/solve/two-sum', true)).toEqual(['/auth/verify']);
    expect(firstRequests('/auth/callback', true)).toEqual([]);
  });
});
