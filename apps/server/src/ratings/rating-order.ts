/**
 * The order in which contests are rated (docs/ratings.md#when): by end time, then id. Recomputing "from a
 * contest on" means every rated contest at or after its place in this order.
 */
import { sql, type SQL } from 'drizzle-orm';
import { contests } from '../db/schema';

export type RatingOrderKey = { endTime: Date; id: string };

export function compareRatingOrder(a: RatingOrderKey, b: RatingOrderKey): number {
  return a.endTime.getTime() - b.endTime.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function earliest(keys: readonly RatingOrderKey[]): RatingOrderKey | null {
  return keys.reduce<RatingOrderKey | null>(
    (first, key) => (first === null || compareRatingOrder(key, first) < 0 ? key : first),
    null,
  );
}

/** Contests at or after `key` in rating order (a row comparison, so one index range). */
export function atOrAfter(key: RatingOrderKey): SQL {
  return sql`(${contests.endTime}, ${contests.id}) >= (${key.endTime.toISOString()}::timestamptz, ${key.id}::uuid)`;
}

/** Contests strictly before `key` in rating order. */
export function before(key: RatingOrderKey): SQL {
  return sql`(${contests.endTime}, ${contests.id}) < (${key.endTime.toISOString()}::timestamptz, ${key.id}::uuid)`;
}
