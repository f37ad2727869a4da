import {
  readinessResponseSchema,
  healthResponseSchema,
  type ReadinessResponse,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';

/** A check that takes longer than this has failed: a load balancer's probe must get its answer. */
const CHECK_TIMEOUT_MS = 2000;

type Check = ReadinessResponse['checks']['database'];

async function check(run: () => Promise<string>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return { ok: true, detail: await Promise.race([run(), timeout]) };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: ok once the database answers (the app is only built after migrations ran); cheap, for
 * liveness. GET /api/health/ready: whether this server can do its work now, its problem bank synced
 * included, for a load balancer's readiness probe (docs/operations.md#health).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    await app.ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });

  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } },
    async (_request, reply) => {
      const { db, judge, config } = app.ctx;
      const [database, queue] = await Promise.all([
        check(async () => {
          await db.execute(sql`select 1`);
          return config.databaseUrl ? 'PostgreSQL answers' : 'embedded PostgreSQL answers';
        }),
        check(async () => {
          // With Redis, status() asks it (and rejects when it is away); in process it is a lookup.
          const status = await judge.status();
          if (!status) return 'nothing is judged here';
          return `${status.mode}: ${status.waiting} waiting, ${status.running} running, ${status.judges} judges`;
        }),
      ]);
      // The sandbox's self-test runs at start-up; a host where it failed judges nothing until restarted.
      const sandbox: Check = judge.unavailableReason
        ? { ok: false, detail: judge.unavailableReason }
        : { ok: true, detail: 'the start-up self-test passed' };
      // The bank syncs after the first answers (server.ts): not ready until it is done.
      const bank: Check = app.ctx.bank.readiness();
      const checks = { database, queue, sandbox, bank };
      const ready = database.ok && queue.ok && sandbox.ok && bank.ok;
      reply.code(ready ? 200 : 503);
      return { status: ready ? ('ready' as const) : ('not ready' as const), checks };
    },
  );
};
