import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** One part GET /api/health/ready looks at: whether it works, and what was seen. */
export const readinessCheckSchema = z.object({ ok: z.boolean(), detail: z.string() });

/**
 * GET /api/health/ready: 200 when every part works, 503 naming the one that does not. The parts:
 * `database`, `queue` (the judge queue: Redis when configured), `sandbox` (the start-up self-test) and
 * `bank` (the problem bank's start-up sync, which runs after the server's first answers).
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    database: readinessCheckSchema,
    queue: readinessCheckSchema,
    sandbox: readinessCheckSchema,
    bank: readinessCheckSchema,
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
