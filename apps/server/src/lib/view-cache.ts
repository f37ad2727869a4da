/**
 * Read views kept in memory as the JSON bytes they are served as, with an ETag (docs/architecture.md#hot-reads).
 * The caller names each view by a key and says which version of its data is current (a counter that
 * whoever changes the data moves after committing). A view is rebuilt:
 *  - before it is served again once its version is no longer current: what a user just did shows at once;
 *  - in the background once it is older than `freshMs`, so changes made by another server process show
 *    within about that time, and no reader ever waits for that refresh.
 * The version is read before the data is, so a change that commits during a load leaves the loaded
 * view marked old, and the next reader rebuilds it.
 */
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A response body as sent, and its entity tag. */
export type JsonBody = { json: string; etag: string };

type Entry<Body extends JsonBody> = {
  body: Promise<Body>;
  /** The body once it is ready. */
  settled?: Body;
  version: number;
  loadedAt: number;
  refreshing: boolean;
};

export type ViewCacheOptions = {
  /** How long a view may be served before it is refreshed in the background. */
  freshMs: number;
  /** The views' JSON, in characters, kept at most; the least recently read go first. */
  maxChars: number;
};

export function toJsonBody(value: unknown): JsonBody {
  return jsonBodyOf(JSON.stringify(value));
}

/** A body of JSON serialised already; its entity tag is a hash of the bytes. */
export function jsonBodyOf(json: string): JsonBody {
  return { json, etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"` };
}

/** Views that are still loading count as this many characters until their size is known. */
const PENDING_SIZE = 1;

/**
 * `Body`: what the views are kept as; a JsonBody made from the loaded value unless the owner serialises
 * its views itself (getBody: the scoreboard keeps where each row lies in its bytes).
 */
export class ViewCache<Body extends JsonBody = JsonBody> {
  private readonly entries: LRUCache<string, Entry<Body>>;

  constructor(private readonly options: ViewCacheOptions) {
    this.entries = new LRUCache<string, Entry<Body>>({
      maxSize: options.maxChars,
      sizeCalculation: () => PENDING_SIZE,
    });
  }

  /** The view `key` at data version `version`; `load` builds it. Rejects as `load` does (nothing is kept). */
  get(key: string, version: number, load: () => Promise<unknown>): Promise<Body> {
    return this.getBody(key, version, () => load().then((value) => toJsonBody(value) as Body));
  }

  /** As get, with `build` making the body itself. */
  getBody(key: string, version: number, build: () => Promise<Body>): Promise<Body> {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return this.load(key, version, build).body;
    if (!entry.refreshing && Date.now() - entry.loadedAt > this.options.freshMs) {
      entry.refreshing = true;
      // Readers keep the current bytes until the new ones are ready; a failed refresh is tried again later.
      this.load(key, version, build, entry).body.catch(() => {
        entry.refreshing = false;
      });
    }
    return entry.body;
  }

  private load(
    key: string,
    version: number,
    build: () => Promise<Body>,
    previous?: Entry<Body>,
  ): Entry<Body> {
    const entry: Entry<Body> = {
      // Unchanged bytes keep their body object, and with it the compressed forms made for it.
      body: build().then((body) => (previous?.settled?.json === body.json ? previous.settled : body)),
      version,
      loadedAt: Date.now(),
      refreshing: false,
    };
    if (!previous) this.entries.set(key, entry);
    entry.body.then(
      (body) => {
        entry.settled = body;
        // A refresh replaces the entry only when it is ready, so that readers never wait for it.
        const current = this.entries.peek(key);
        if (current === entry || (previous && current === previous))
          this.entries.set(key, entry, { size: Math.max(body.json.length, PENDING_SIZE) });
      },
      () => {
        // Not found, or the database is away: nothing is kept, the next reader asks again.
        if (this.entries.peek(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }
}

/**
 * One cache per owner (the database: tests run many apps, each with its own database, in one process),
 * made on first use.
 */
export function viewCachePerOwner<Body extends JsonBody = JsonBody>(
  options: ViewCacheOptions,
): (owner: object) => ViewCache<Body> {
  const caches = new WeakMap<object, ViewCache<Body>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new ViewCache<Body>(options);
      caches.set(owner, cache);
    }
    return cache;
  };
}
