/**
 * Opens the database: real PostgreSQL when DATABASE_URL is set, otherwise PGlite (Postgres compiled to
 * WASM) stored under $DATA_DIR/db. Both are driven through the same Drizzle pg-core API.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
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
      close: () => pool.end(),
    };
  }
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    if (!options.startFrom && !fs.existsSync(path.join(options.dataDir, 'PG_VERSION')))
      await initialiseInChild(options.dataDir);
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.startFrom,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS],
  });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  kinds.set(db, 'pglite');
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    exclusive: (work) => work(),
    close: () => client.close(),
  };
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
