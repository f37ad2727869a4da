/**
 * Reads PostgreSQL error details through Drizzle's wrapper (DrizzleQueryError keeps the driver error as
 * `cause`). node-postgres and PGlite both expose the SQLSTATE `code` and the `constraint` name.
 */
const UNIQUE_VIOLATION = '23505';

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The name of the unique index a failed insert or update ran into, or null for any other error. */
export function violatedUniqueIndex(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as DriverError;
    if (candidate.code === UNIQUE_VIOLATION)
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}

/**
 * SQLSTATE classes of a database that is unreachable or overloaded for now, not of a bad statement:
 * 08 connection exception, 53 insufficient resources, 57P01-03 shutting down or starting up, 40001 and
 * 40P01 a serialisation failure or deadlock that a retry resolves.
 */
const TRANSIENT_SQLSTATE = /^(08|53|57P0[1-3]$|40001$|40P01$)/;
/** node-postgres reports a dropped or unobtainable connection by message only. */
const TRANSIENT_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i;

/** Whether a database call failed because the database is away for now (worth retrying later). */
export function isTransientDatabaseError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as DriverError & { message?: unknown };
    if (typeof candidate.code === 'string' && TRANSIENT_SQLSTATE.test(candidate.code)) return true;
    if (typeof candidate.message === 'string' && TRANSIENT_MESSAGE.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}
