/**
 * The problem list and a problem's public view, the reads every visitor makes, served from memory
 * (lib/view-cache.ts, docs/architecture.md#hot-reads). Anything that changes what they show (a problem
 * saved, a submission counted or judged) calls problemViewsChanged() after committing; other servers hear
 * of it over the cluster bus, and anything they miss shows within a second (the background refresh).
 * Only public views are cached: an admin's view (hidden tests) is built for each request.
 */
import type { Problem, ProblemSummary } from '@codeconquer/contracts';
import { announceViewChange } from '../lib/view-changes';
import type { Database } from '../db/client';
import { viewCachePerOwner, type JsonBody } from '../lib/view-cache';
import { getPublicProblem, listProblems } from './problem-queries';

let version = 0;

/** Something shown in problem views changed (a problem, or its counters): rebuild before serving. */
export function problemViewsChanged(): void {
  markProblemViewsChanged();
  announceViewChange({ kind: 'problems' });
}

/** As problemViewsChanged, without telling the other servers (for a change they told this one of). */
export function markProblemViewsChanged(): void {
  version += 1;
}

// Every problem's view fits many times over: a bank of thousands stays in memory.
const cacheOf = viewCachePerOwner({ freshMs: 1000, maxChars: 64 * 1024 * 1024 });

/** GET /problem/list as served. */
export function problemListBody(db: Database): Promise<JsonBody> {
  return cacheOf(db).get('list', version, (): Promise<ProblemSummary[]> => listProblems(db));
}

/** GET /problem/{id} as a guest or a user sees it; rejects with PROBLEM_NOT_FOUND. */
export function publicProblemBody(db: Database, id: string): Promise<JsonBody> {
  return cacheOf(db).get(`problem:${id}`, version, (): Promise<Problem> => getPublicProblem(db, id));
}
