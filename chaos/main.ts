/**
 * `npm run chaos`: the chaos and load suite (chaos/README.md). Starts its own Redis, database, two
 * servers and three workers; part 1 injects faults while submissions are judged, part 2 puts simulated
 * users on the servers; both check the database afterwards. Prints tables; exits 0 only when every check
 * holds. Without TEST_DATABASE_URL or redis-server it says why and exits 0, like the other gated suites.
 */
import { spawnSync } from 'node:child_process';
import { runLoad, type LoadResult } from './load';
import { printChaos, printLoad, printTopology } from './print';
import { DEFAULT_CHAOS, runChaos, type ChaosResult } from './scenario';
import { startTopology, type Topology } from './topology';

/** Whole-run ceiling: a hung part must not hang CI. */
const WATCHDOG_MS = 20 * 60_000;

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

const started = Date.now();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);

async function main(): Promise<number> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('chaos: skipped: TEST_DATABASE_URL (a PostgreSQL admin URL) is not set.');
    return 0;
  }
  if (spawnSync('redis-server', ['--version']).error) {
    console.log('chaos: skipped: redis-server is not on PATH.');
    return 0;
  }
  const parts = (process.env.CHAOS_PARTS ?? 'chaos,load').split(',').map((part) => part.trim());
  const load = {
    users: Math.round(positive('CHAOS_LOAD_USERS', 200)),
    seconds: positive('CHAOS_LOAD_SECONDS', 180),
    drainSeconds: 120,
  };

  let topology: Topology | undefined;
  const failures: string[] = [];
  const stop = async (signal: string) => {
    log(`${signal}: stopping`);
    await topology?.tearDown(true);
    process.exit(130);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  try {
    topology = await startTopology(adminUrl, process.env.CHAOS_LOG_LEVEL ?? 'warn');
    log(
      `topology up: Redis :${topology.redis.port}, servers :${topology.servers.map((s) => s.port).join(' :')}`,
    );
    printTopology(topology);
    let chaos: ChaosResult | undefined;
    let loaded: LoadResult | undefined;
    if (parts.includes('chaos')) {
      chaos = await runChaos(topology, DEFAULT_CHAOS, log);
      failures.push(...chaos.failures.map((failure) => `chaos: ${failure}`));
    }
    if (parts.includes('load')) {
      loaded = await runLoad(topology, load, log);
      failures.push(...loaded.failures.map((failure) => `load: ${failure}`));
    }
    if (chaos) printChaos(chaos);
    if (loaded) printLoad(loaded);
  } catch (error) {
    failures.push(
      `the suite stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    const keep = failures.length > 0 || process.env.CHAOS_KEEP_LOGS === '1';
    await topology?.tearDown(keep).catch((error: unknown) => {
      failures.push(`tear-down: ${(error as Error).message}`);
    });
    if (topology && keep) console.log(`\nLogs kept in ${topology.runDir}/logs`);
  }

  console.log(`\nchaos suite: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failures.length === 0) {
    console.log('chaos suite: every check holds');
    return 0;
  }
  console.log(`chaos suite: ${failures.length} check(s) failed:`);
  for (const failure of failures) console.log(`  - ${failure}`);
  return 1;
}

const watchdog = setTimeout(() => {
  console.log(`chaos suite: still running after ${WATCHDOG_MS / 60_000} min; giving up`);
  process.exit(1);
}, WATCHDOG_MS);

main().then(
  (code) => {
    clearTimeout(watchdog);
    process.exit(code);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
