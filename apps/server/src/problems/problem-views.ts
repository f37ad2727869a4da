/**
 * The problem list and a problem's public view, the reads every visitor makes, kept in memory as the JSON
 * bytes they are served as, with an ETag (docs/architecture.md#hot-reads). A view is rebuilt:
 *  - before it is served again, once anything marks problems changed in this process (a problem saved,
 *    a submission counted or judged): what a user just did shows at once;
 *  - in the background once it is older than a second, so counters changed by another server process
 *    show within about a second, and no reader ever waits for that refresh.
 * Only public views are cached: an admin's view (hidden tests) is built for each request.
 */
import crypto from 'node:crypto';
import type { Problem, ProblemSummary } from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { getPublicProblem, listProblems } from './problem-queries';

/** A response body as sent, and its entity tag. */
export type JsonBody = { json: string; etag: string };

/** How long a view may be served before it is refreshed in the background. */
const FRESH_MS = 1000;

let generation = 0;

/** Something shown in problem views changed (a problem, or its counters): rebuild before serving. */
export function problemViewsChanged(): void {
  generation += 1;
}

type Entry = {
  body: Promise<JsonBody>;
  /** The body once it is ready. */
  settled?: JsonBody;
  generation: number;
  loadedAt: number;
  refreshing: boolean;
};

function toJsonBody(value: unknown): JsonBody {
  const json = JSON.stringify(value);
  return { json, etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"` };
}

class ViewCache {
  private readonly entries = new Map<string, Entry>();

  get(key: string, load: () => Promise<unknown>): Promise<JsonBody> {
    const entry = this.entries.get(key);
    if (!entry || entry.generation !== generation) return this.load(key, load).body;
    if (!entry.refreshing && Date.now() - entry.loadedAt > FRESH_MS) {
      entry.refreshing = true;
      // Readers keep the current bytes until the new ones are ready; a failed refresh is tried again later.
      this.load(key, load, entry).body.catch(() => {
        entry.refreshing = false;
      });
    }
    return entry.body;
  }

  private load(key: string, load: () => Promise<unknown>, previous?: Entry): Entry {
    const entry: Entry = {
      // Unchanged bytes keep their body object, and with it the compressed forms made for it.
      body: load().then((value) => {
        const body = toJsonBody(value);
        return previous?.settled?.json === body.json ? previous.settled : body;
      }),
      generation,
      loadedAt: Date.now(),
      refreshing: false,
    };
    if (!previous) this.entries.set(key, entry);
    entry.body.then(
      (body) => {
        entry.settled = body;
        // A refresh replaces the entry only when it is ready, so that readers never wait for it.
        if (previous && this.entries.get(key) === previous) this.entries.set(key, entry);
      },
      () => {
        // Not found, or the database is away: nothing is kept, the next reader asks again.
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }
}

/** One cache per database: tests run many apps, each with its own database, in one process. */
const caches = new WeakMap<Database, ViewCache>();

function cacheOf(db: Database): ViewCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ViewCache();
    caches.set(db, cache);
  }
  return cache;
}

/** GET /problem/list as served. */
export function problemListBody(db: Database): Promise<JsonBody> {
  return cacheOf(db).get('list', (): Promise<ProblemSummary[]> => listProblems(db));
}

/** GET /problem/{id} as a guest or a user sees it; rejects with PROBLEM_NOT_FOUND. */
export function publicProblemBody(db: Database, id: string): Promise<JsonBody> {
  return cacheOf(db).get(`problem:${id}`, (): Promise<Problem> => getPublicProblem(db, id));
}
