/** `npm start`: migrates the database, builds the app and listens on PORT. */
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/config';
import { openConfiguredDatabase, type Database, type DatabaseHandle } from './db/client';
import { DataDirBusyError, lockDataDir } from './backup/data-dir-lock';
import { loadAppSecret } from './lib/secrets';
import { startSubmissionJudge } from './submissions/submission-jobs';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { syncBank } from './problems/bank-sync';
import { BankSyncStatus } from './problems/bank-sync-status';
import { endIdleMarkdownThreads } from './rendering/render-pool';
import { backfillDescriptions } from './contests/stored-description';
import { backfillStatements } from './problems/stored-statement';
import { keepGivingBackMemory } from './lib/free-memory';

/**
 * How often memory the server freed goes back to the OS (lib/free-memory.ts): ~1 ms each time, and pages
 * a busy server gives back and takes again cost it a few ms more at most.
 */
const GIVE_BACK_MEMORY_EVERY_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Written asynchronously: a request's log line never waits for the write, and lines logged while a
  // write is under way go out together. pino flushes what is left when the process exits.
  const log = pino({ level: config.logLevel }, pino.destination({ sync: false }));
  // A promise someone forgot to catch (a database or Redis error in a background task) is a bug to log,
  // not a reason to take every user's requests down with the process.
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'));
  // The embedded database is this process's alone: a second server, a backup or a restore on the same
  // DATA_DIR refuses while this one runs (backup/data-dir-lock.ts). PostgreSQL needs no such lock.
  const releaseDataDir = config.databaseUrl ? undefined : lockDataDir(config.dataDir, 'server');
  const database = await openConfiguredDatabase(config);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);

  // Servers started together on one PostgreSQL take turns: the first migrates, the others find it done.
  await database.exclusive(() => database.migrate());
  // The bank syncs after the first answers (problems/bank-sync-status.ts); PROBLEMS_DIR empty: no bank.
  const bank = new BankSyncStatus(
    config.problemsDir ? { kind: 'syncing', done: 0, total: 0 } : { kind: 'off' },
  );

  // Judging starts with the server: the sandbox self-test runs now, and jobs a crash left unfinished
  // (submissions included) are queued again.
  const judge = await startSubmissionJudge({
    db: database.db,
    workDir: config.judgeWorkDir,
    concurrency: config.judgeConcurrency,
    redis: config.redisUrl ? { url: config.redisUrl, prefix: config.judgeQueuePrefix } : undefined,
    log: (message) => log.warn(message),
  });
  if (judge.unavailableReason) log.error(`Judging is off: ${judge.unavailableReason}`);

  const app = await buildApp({
    parts: {
      config,
      db: database.db,
      mailer,
      judge,
      appSecret: loadAppSecret(config.appSecret, config.dataDir),
      now: () => new Date(),
      warn: (message) => log.warn(message),
      bank,
    },
    logger: log,
  });

  // A stop (docs/operations.md#stopping-a-server): no new connections; requests under way and judging in
  // this process get SHUTDOWN_GRACE_MS to finish; jobs still running then stay unfinished in the database
  // and are queued again when a server starts. Event streams end at once with a retry hint.
  let closing = false;
  const stopSync = new AbortController();
  let syncing: Promise<void> = Promise.resolve();
  let stopGivingBackMemory = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const graceMs = config.shutdownGraceMs;
    log.info({ signal, graceMs }, 'shutting down');
    // Should a request never end, the process still does.
    setTimeout(() => {
      log.error('shutdown overran its grace period: exiting now');
      process.exit(1);
    }, graceMs + 5000).unref();
    // The bank's sync stops after the package it is saving (each is one transaction): the next start
    // finishes it.
    stopSync.abort();
    stopGivingBackMemory();
    const [, unfinished] = await Promise.all([app.close(), judge.close(graceMs), syncing]);
    if (unfinished > 0)
      log.warn(
        `${unfinished} judge job(s) unfinished at the end of the grace period: queued again at the next start`,
      );
    mailer.close();
    await database.close();
    releaseDataDir?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  stopGivingBackMemory = keepGivingBackMemory(GIVE_BACK_MEMORY_EVERY_MS);
  // Now that workers can reach the API, the jobs a stop left unfinished are queued (again).
  await judge.requeueUnfinished();
  log.info(
    `CodeConquer is serving at ${config.publicUrl} (database: ${database.kind}, mail: ${config.smtpUrl ? 'smtp' : 'outbox'})`,
  );
  // The bank, then stored HTML that does not hold (rows older than it, a new renderer), in the
  // background after the first answers: requests meanwhile see the problems saved so far, and a read
  // renders a stale row on demand (rendering/stored-html.ts).
  syncing = (async () => {
    if (config.problemsDir) await syncBankInBackground(database, config, bank, log, stopSync.signal);
    if (!stopSync.signal.aborted) await renderStoredHtmlAgain(database.db, log);
    // The sync's renders started the Markdown threads; nothing needs them now.
    await endIdleMarkdownThreads();
  })();
}

/**
 * The bank's sync (problems/bank-sync.ts), its progress in `bank` for GET /api/health/ready. Servers on
 * one PostgreSQL take turns (the first syncs, the others find it done); a failure leaves the server
 * answering but not ready, with the reason.
 */
async function syncBankInBackground(
  database: DatabaseHandle,
  config: Config,
  bank: BankSyncStatus,
  log: pino.Logger,
  signal: AbortSignal,
): Promise<void> {
  try {
    const outcome = await database.exclusive(() =>
      syncBank(database.db, path.join(config.dataDir, 'uploads'), config.problemsDir, (m) => log.warn(m), {
        signal,
        onProgress: (done, total) => bank.progress(done, total),
      }),
    );
    const total =
      outcome.added.length + outcome.updated.length + outcome.unchanged.length + outcome.keptEdited.length;
    if (outcome.added.length + outcome.updated.length > 0) {
      log.info(
        `Problem bank ${config.problemsDir}: ${outcome.added.length} added, ${outcome.updated.length} updated, ` +
          `${outcome.unchanged.length} unchanged, ${outcome.keptEdited.length} kept as admins left them`,
      );
      // A sync that wrote (a new data folder's first, a bank update) leaves the embedded database holding
      // memory it no longer needs (db/client.ts, ReopenablePGlite). Given back before the server says it
      // is ready, so that the second's pause does not fall on the traffic or judging that readiness lets in.
      await database.releaseMemory();
    }
    bank.synced(total);
  } catch (error) {
    if (signal.aborted) return;
    bank.failed(String(error));
    log.error(`Problem bank ${config.problemsDir} not synced: ${String(error)}`);
  }
}

/** The backfill of statements and contest descriptions (rendering/stored-html.ts, renderAgain). */
async function renderStoredHtmlAgain(db: Database, log: pino.Logger): Promise<void> {
  try {
    const statements = await backfillStatements(db);
    const descriptions = await backfillDescriptions(db);
    const rendered = statements.rendered + descriptions.rendered;
    const failed = statements.failed + descriptions.failed;
    if (rendered + failed > 0) log.info(`Stored HTML rendered again: ${rendered} rows, ${failed} failed`);
  } catch (error) {
    log.warn(`Stored HTML not rendered again: ${String(error)}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
