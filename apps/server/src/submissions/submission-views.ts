/**
 * A signed-in user's own reads, served from memory (lib/view-cache.ts, docs/architecture.md#hot-reads):
 * their submission pages, their stats and the problems they solved. Each is rebuilt once the user's
 * version moves (accounts/user-changes.ts: a submission made, judged or rejudged), and refreshed in the
 * background after a second for what another server process changed.
 */
import type {
  ListSubmissionsResponse,
  SolvedProblemsResponse,
  SubmissionStatsResponse,
} from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { viewCachePerOwner, type JsonBody } from '../lib/view-cache';
import { userVersion } from '../accounts/user-changes';
import { bestScores, listOwnSubmissions, solvedProblemIds, submissionStats } from './submission-service';

// A page of 20 submissions with their code is up to ~60 kB: this keeps the pages of a thousand active
// users and lets the least recently read go.
const cacheOf = viewCachePerOwner({ freshMs: 1000, maxChars: 64 * 1024 * 1024 });

type PageQuery = { problemId?: string | undefined; page: number; limit: number };

/** GET /submission?… as `userId` sees it. */
export function ownSubmissionsBody(db: Database, userId: string, query: PageQuery): Promise<JsonBody> {
  const key = `list:${userId}:${query.problemId ?? ''}:${query.page}:${query.limit}`;
  return cacheOf(db).get(key, userVersion(userId), (): Promise<ListSubmissionsResponse> =>
    listOwnSubmissions(db, userId, query),
  );
}

/** GET /submission/stats as `userId` sees it. */
export function submissionStatsBody(db: Database, userId: string): Promise<JsonBody> {
  return cacheOf(db).get(`stats:${userId}`, userVersion(userId), (): Promise<SubmissionStatsResponse> =>
    submissionStats(db, userId),
  );
}

/** GET /submission/solved as `userId` sees it. */
export function solvedProblemsBody(db: Database, userId: string): Promise<JsonBody> {
  return cacheOf(db).get(
    `solved:${userId}`,
    userVersion(userId),
    async (): Promise<SolvedProblemsResponse> => ({
      solvedProblemIds: await solvedProblemIds(db, userId),
      bestScores: await bestScores(db, userId),
    }),
  );
}
