/**
 * Affiliations (docs/contests.md#teams): one organization per short name and country, made by the first
 * who names it; later namings with the same short name and country share it (its first full name wins).
 */
import { sql } from 'drizzle-orm';
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
