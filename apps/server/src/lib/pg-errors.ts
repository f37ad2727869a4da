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
