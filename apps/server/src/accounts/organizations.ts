/**
 * Affiliations (docs/contests.md#affiliations): one organization per short name and country, made by the
 * first user or team who names it; later namings with the same short name and country share it (its first
 * full name wins). Users and teams name theirs through organizationFor alike.
 */
import { inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Affiliation, affiliationBodySchema } from '@codeconquer/contracts';
import type { z } from 'zod';
import type { Queryable } from '../db/client';
import { organizations } from '../db/schema';

type OrganizationRow = typeof organizations.$inferSelect;

/** The organization of an affiliation as written, made if none has its short name and country. */
export async function organizationFor(
  db: Queryable,
  affiliation: z.output<typeof affiliationBodySchema>,
): Promise<string> {
  const [made] = await db
    .insert(organizations)
    .values(affiliation)
    .onConflictDoNothing()
    .returning({ id: organizations.id });
  if (made) return made.id;
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      sql`lower(${organizations.shortName}) = lower(${affiliation.shortName}) and coalesce(${organizations.country}, '') = ${affiliation.country ?? ''}`,
    );
  if (!existing) throw new Error('an organization was neither made nor found');
  return existing.id;
}

export function affiliationOf(
  row: Pick<OrganizationRow, 'name' | 'shortName' | 'country'> | null,
): Affiliation | null {
  return row ? { name: row.name, shortName: row.shortName, country: row.country } : null;
}

/**
 * Organizations read lately, by id. A row is never changed once made (namings only ever share it), so a
 * kept copy cannot go stale: a profile or a session's own view costs no query after the first.
 */
const CACHED_ORGANIZATIONS = 10_000;
const organizationCaches = new WeakMap<Queryable, LRUCache<string, Affiliation>>();

function organizationCacheOf(db: Queryable): LRUCache<string, Affiliation> {
  let cache = organizationCaches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Affiliation>({ max: CACHED_ORGANIZATIONS });
    organizationCaches.set(db, cache);
  }
  return cache;
}

/** The affiliations of the organizations named (ids that name none are left out). */
export async function affiliationsById(
  db: Queryable,
  ids: readonly (string | null)[],
): Promise<Map<string, Affiliation>> {
  const cache = organizationCacheOf(db);
  const found = new Map<string, Affiliation>();
  const missing = new Set<string>();
  for (const id of ids) {
    if (id === null || found.has(id)) continue;
    const known = cache.get(id);
    if (known) found.set(id, known);
    else missing.add(id);
  }
  if (missing.size === 0) return found;
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      shortName: organizations.shortName,
      country: organizations.country,
    })
    .from(organizations)
    .where(inArray(organizations.id, [...missing]));
  for (const row of rows) {
    const affiliation = affiliationOf(row);
    if (!affiliation) continue;
    cache.set(row.id, affiliation);
    found.set(row.id, affiliation);
  }
  return found;
}

/** The affiliation of one organization id (null: none). */
export async function affiliationById(db: Queryable, id: string | null): Promise<Affiliation | null> {
  if (id === null) return null;
  return (await affiliationsById(db, [id])).get(id) ?? null;
}
