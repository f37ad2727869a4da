/**
 * Opens the database: real PostgreSQL when DATABASE_URL is set, otherwise PGlite (Postgres compiled to
 * WASM) stored under $DATA_DIR/db. Both are driven through the same Drizzle pg-core API.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Database, as `db.transaction(async (tx) => …)` hands it over. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a function that may run inside a caller's transaction accepts. */
export type Queryable = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  migrate: () => Promise<void>;
  /**
   * Runs `work` while no other server's `exclusive` runs (a PostgreSQL advisory lock; PGlite has one
   * process anyway): servers starting together migrate and sync the bank one after the other.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Gives back to the OS the memory a large piece of work left the database holding (PGlite: see
   * ReopenablePGlite; PostgreSQL runs in its own processes: nothing to do). Queries meanwhile wait.
   */
  releaseMemory: () => Promise<void>;
  close: () => Promise<void>;
};

/** The advisory lock key of start-up work (any constant no other lock uses). */
const STARTUP_LOCK = 4_204_816;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite';
      /** Undefined keeps the database in memory (tests). */
      dataDir: string | undefined;
      /**
       * A new database's starting contents: another's dumpDataDir() (tests start from one migrated
       * database instead of initialising each, which takes PGlite about 4 s).
       */
      startFrom?: Blob;
    }
) & {
  /** Called with the SQL of every query (tests use it to prove what a request reads). */
  onQuery?: (sql: string) => void;
};

/**
 * PostgreSQL settings of the embedded database, added to PGlite's own start parameters. PGlite keeps
 * initdb's shared_buffers of 128 MB, and it zeroes that whole pool in its WebAssembly memory when it opens,
 * so each PGlite instance held ~115 MiB resident before a first query (measured: 282 → 167 MiB for a bare
 * open of a migrated database). Its files are read through Node's fs, so pages that no longer fit in
 * 16 MB are a read from the OS page cache away, not a disk's. maintenance_work_mem bounds what an index
 * build in a migration may take.
 */
export const PGLITE_START_PARAMS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

/** Connections each server keeps to PostgreSQL at most (the metrics show how many are in use). */
const POOL_SIZE = 10;

const kinds = new WeakMap<Database, DatabaseHandle['kind']>();
const pools = new WeakMap<Database, pg.Pool>();

/** PostgreSQL's connection pool as it is now (the metrics); null for PGlite, which has no pool. */
export function databasePoolUse(
  db: Database,
): { max: number; open: number; idle: number; waiting: number } | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return { max: pool.options.max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** Which server a database handle talks to (the admin overview shows it). */
export function databaseKind(db: Database): DatabaseHandle['kind'] {
  return kinds.get(db) ?? 'postgres';
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_SIZE });
    // A pool error (server restart, network) must not crash the process; queries will report it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
    kinds.set(db, 'postgres');
    pools.set(db, pool);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      async exclusive(work) {
        // A session lock, so on a connection of its own held until the work is done.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      releaseMemory: async () => {},
      close: () => pool.end(),
    };
  }
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    if (!options.startFrom && !fs.existsSync(path.join(options.dataDir, 'PG_VERSION')))
      await initialiseInChild(options.dataDir);
  }
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS];
  const { dataDir } = options;
  const client = new ReopenablePGlite(
    await PGlite.create({ dataDir, loadDataDir: options.startFrom, startParams }),
    () => PGlite.create({ dataDir, startParams }),
  );
  const driver = client as unknown as PGlite;
  const db = drizzlePglite(driver, { schema, logger }) as unknown as Database;
  kinds.set(db, 'pglite');
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(driver), { migrationsFolder }),
    exclusive: (work) => work(),
    // An in-memory database (tests) is its memory: nothing to give back.
    releaseMemory: dataDir ? () => client.reopen() : async () => {},
    close: () => client.close(),
  };
}

/**
 * PGlite as Drizzle drives it (query, transaction), with a door that can close for a moment: reopen()
 * lets the queries and transactions under way finish, closes the instance and opens a new one on the
 * same data while new queries wait at the door. Why: PGlite's PostgreSQL lives in WebAssembly memory,
 * and pages it has touched stay resident until the instance goes, however little it holds afterwards;
 * the bank's first sync on a new data folder left ~25 MiB more of it touched than a server opening that
 * folder afresh (docs/benchmarks.md, server footprint). Two instances on one folder at once would
 * corrupt it, so the old one closes before the new one opens: a folder's database only.
 */
export class ReopenablePGlite {
  /** Closed (a promise) while the instance is being replaced; queries wait for it. */
  private door: Promise<void> | null = null;

  constructor(
    private current: PGlite,
    private readonly openAgain: () => Promise<PGlite>,
  ) {}

  async query(...args: Parameters<PGlite['query']>): ReturnType<PGlite['query']> {
    return (await this.throughDoor()).query(...args);
  }

  async transaction<T>(work: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    return (await this.throughDoor()).transaction(work);
  }

  /**
   * Closes the instance and opens a new one; queries meanwhile wait at the door. PGlite's close() takes
   * its query and transaction locks (first come, first served), so what was sent before ends first.
   */
  async reopen(): Promise<void> {
    await this.throughDoor();
    let openDoor = () => {};
    this.door = new Promise((resolve) => (openDoor = resolve));
    try {
      await this.current.close();
      this.current = await this.openAgain();
    } finally {
      this.door = null;
      openDoor();
    }
  }

  async close(): Promise<void> {
    await (await this.throughDoor()).close();
  }

  /** The instance to use, once no reopen is under way. */
  private async throughDoor(): Promise<PGlite> {
    while (this.door) await this.door;
    return this.current;
  }
}

const INIT_SCRIPT = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));

/** Runs initdb on a new data folder in a child process (pglite-init.mjs says why). */
async function initialiseInChild(dataDir: string): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [INIT_SCRIPT, dataDir, JSON.stringify(PGLITE_START_PARAMS)]);
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`The new database in ${dataDir} was not initialised: ${stderr || String(error)}`, {
      cause: error,
    });
  }
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite under $DATA_DIR/db. */
export function openConfiguredDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
}
