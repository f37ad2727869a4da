/**
 * `npm run worker`: a judge worker. It takes job ids from Redis (BullMQ), loads each job from the API
 * server, judges it in the sandbox and hands the result back. Run as many as you like, anywhere that
 * reaches Redis and the API; a worker that dies leaves its job to another, and one stopped (SIGTERM)
 * finishes its jobs or, past SHUTDOWN_GRACE_MS, hands them back. Refuses to start when the sandbox
 * self-test fails.
 */
import {
  Judge,
  readToolchainVersions,
  sandboxSelfTest,
  startBullMqWorker,
  stopBullMqWorker,
} from '@codeconquer/judge';
import { apiJobHandler } from './api-job-handler';
import { loadWorkerConfig } from './config';
import { serveWorkerMetrics } from './worker-metrics';

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  // A lost Redis or API call in a background task is logged; the worker keeps judging.
  process.on('unhandledRejection', (reason) => {
    console.error('unhandled promise rejection:', reason instanceof Error ? reason.message : reason);
  });
  const judge = new Judge(config.workDir);
  await sandboxSelfTest(judge);
  const versions = await readToolchainVersions();
  const metrics = config.metrics ? await serveWorkerMetrics(config.metrics) : undefined;
  const worker = startBullMqWorker({
    redisUrl: config.redisUrl,
    prefix: config.queuePrefix,
    judge,
    handler: apiJobHandler(config.apiUrls, config.token),
    concurrency: config.concurrency,
    onAttempt: metrics?.record,
  });
  await worker.waitUntilReady();
  console.log(
    `Judge worker ready: ${config.concurrency} at once, ${Object.values(versions).filter(Boolean).join(', ')}; API ${config.apiUrls.join(', ')}`,
  );
  const stop = async (signal: string) => {
    console.log(`${signal}: finishing running jobs (${config.shutdownGraceMs} ms at most), then stopping.`);
    const handedBack = await stopBullMqWorker(worker, config.shutdownGraceMs);
    if (handedBack > 0) console.log(`${handedBack} unfinished job(s) handed back to the queue.`);
    await judge.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
