/**
 * The ICPC Contest API, version 2023-06, under /api/ccs (docs/contests.md#icpc-contest-api): read-only, for
 * the ICPC resolver and the CDS. Only the requests are described here; the answers are the specification's
 * objects (apps/server/src/contests/ccs/types.ts), checked against its JSON schemas by the server's tests.
 */
import { z } from 'zod';

/** Ids are checked by the server (an unknown or malformed one is a 404, as the specification wants). */
const ccsId = z.string().max(200);

export const ccsContestParamsSchema = z.object({ contestId: ccsId });
export const ccsItemParamsSchema = z.object({ contestId: ccsId, itemId: ccsId });

/** Collections can be filtered by any id property, e.g. `?team_id=…` (an empty value matches null). */
export const ccsCollectionQuerySchema = z.record(z.string(), z.string());

export const ccsEventFeedQuerySchema = z.object({
  /** Resume after the event this token came with. */
  since_token: z.string().max(500).optional(),
  /** `false`: answer what exists and end, instead of following the contest. */
  stream: z.enum(['true', 'false']).default('true'),
});
export type CcsEventFeedQuery = z.infer<typeof ccsEventFeedQuerySchema>;
