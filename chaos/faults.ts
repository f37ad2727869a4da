/**
 * The four faults of the chaos part, in order, each injected while judging is under way and each waiting
 * until what it broke is back:
 *  1. `kill -9` a judge worker that has a job in its sandbox; a replacement worker is started.
 *  2. `kill -9` API server 2; started again on the same port and data folder.
 *  3. The suite's Redis stopped (SIGTERM: it writes its append-only file) for 10 s, started again.
 *  4. API server 1 restarted gracefully (SIGTERM, wait for the exit, start again).
 * Each records when it was injected, when the broken part was back, and which judge jobs were running
 * at that moment (their verdicts show how long the jobs in flight took to recover).
 */
import type pg from 'pg';
import { sleep, waitFor } from './processes';
import type { ServerNode, Topology } from './topology';

export type FaultRecord = {
  name: string;
  detail: string;
  /** ms since the epoch. */
  injectedAt: number;
  /** When the broken part answered again (worker ready / server ready / Redis and both servers ready). */
  backAt: number;
  backMeans: string;
  runningAtFault: string[];
};

export const REDIS_OUTAGE_MS = 10_000;

async function runningJobs(db: pg.Pool): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>("select id from judge_jobs where status = 'running'");
  return rows.map((row) => row.id);
}

async function untilReady(servers: readonly ServerNode[], timeoutMs = 90_000): Promise<number> {
  const ready = await waitFor(
    async () => (await Promise.all(servers.map((server) => server.ready()))).every(Boolean),
    timeoutMs,
    100,
  );
  if (!ready)
    throw new Error(
      `${servers.map((server) => server.name).join(' and ')} not ready ${timeoutMs / 1000} s on`,
    );
  return Date.now();
}

export async function killBusyWorker(topology: Topology, log: (line: string) => void): Promise<FaultRecord> {
  // A worker with its sandbox open is judging; wait a little for one (the queue is being fed).
  let victim = topology.workers.find((worker) => worker.alive() && worker.judging());
  await waitFor(
    () => {
      victim = topology.workers.find((worker) => worker.alive() && worker.judging());
      return victim !== undefined;
    },
    20_000,
    50,
  );
  const busy = victim !== undefined;
  victim ??= topology.workers.find((worker) => worker.alive());
  if (!victim) throw new Error('no live worker to kill');
  const runningAtFault = await runningJobs(topology.db);
  const injectedAt = Date.now();
  await victim.kill();
  log(`fault 1: kill -9 ${victim.name} (pid ${victim.pid}, ${busy ? 'judging' : 'idle: none was judging'})`);
  const replacement = topology.addWorker();
  if (!(await replacement.whenReady()))
    throw new Error(`the replacement ${replacement.name} did not start (log: ${replacement.logFile})`);
  const backAt = Date.now();
  log(`fault 1: ${replacement.name} (API ${replacement.apiUrl}) ready`);
  return {
    name: `kill -9 ${victim.name}${busy ? ' (judging)' : ' (idle)'}`,
    detail: `replacement ${replacement.name}`,
    injectedAt,
    backAt,
    backMeans: 'replacement worker ready',
    runningAtFault,
  };
}

export async function killServer(topology: Topology, log: (line: string) => void): Promise<FaultRecord> {
  const server = topology.servers[1];
  const runningAtFault = await runningJobs(topology.db);
  const injectedAt = Date.now();
  await server.kill();
  log(`fault 2: kill -9 ${server.name}; starting it again on port ${server.port}`);
  await server.start();
  const backAt = await untilReady([server]);
  log(`fault 2: ${server.name} ready`);
  return {
    name: `kill -9 ${server.name}`,
    detail: 'restarted, same port and data dir',
    injectedAt,
    backAt,
    backMeans: `${server.name} /api/health/ready 200`,
    runningAtFault,
  };
}

export async function stopRedis(topology: Topology, log: (line: string) => void): Promise<FaultRecord> {
  const runningAtFault = await runningJobs(topology.db);
  const injectedAt = Date.now();
  const stopMs = await topology.redis.stop();
  log(`fault 3: Redis stopped (SIGTERM, exit after ${stopMs} ms); down for ${REDIS_OUTAGE_MS / 1000} s`);
  await sleep(Math.max(0, REDIS_OUTAGE_MS - (Date.now() - injectedAt)));
  await topology.redis.start();
  log('fault 3: Redis started again (append-only file loaded)');
  const backAt = await untilReady(topology.servers);
  log('fault 3: both servers ready');
  return {
    name: `Redis stopped ${REDIS_OUTAGE_MS / 1000} s`,
    detail: `SIGTERM (exit ${stopMs} ms), same port/dir`,
    injectedAt,
    backAt,
    backMeans: 'Redis up and both servers ready',
    runningAtFault,
  };
}

export async function restartServerGracefully(
  topology: Topology,
  log: (line: string) => void,
): Promise<FaultRecord> {
  const server = topology.servers[0];
  const runningAtFault = await runningJobs(topology.db);
  const injectedAt = Date.now();
  const shutdownMs = await server.terminate();
  log(`fault 4: ${server.name} stopped by SIGTERM in ${shutdownMs} ms; starting it again`);
  await server.start();
  const backAt = await untilReady([server]);
  log(`fault 4: ${server.name} ready`);
  return {
    name: `graceful restart ${server.name}`,
    detail: `SIGTERM, shutdown ${shutdownMs} ms`,
    injectedAt,
    backAt,
    backMeans: `${server.name} /api/health/ready 200`,
    runningAtFault,
  };
}

export const FAULTS = [killBusyWorker, killServer, stopRedis, restartServerGracefully];
