/** `npm start`: migrates the database, builds the app and listens on PORT. */
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { loadAppSecret } from './lib/secrets';
import { startJudgeService } from './judge/judge-service';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  await database.migrate();
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);

  // Judging starts with the server: the sandbox self-test runs now, and jobs a crash left unfinished are
  // queued again. The routes that submit jobs arrive with the problems and compiler issues.
  const judge = await startJudgeService({
    db: database.db,
    dataDir: config.dataDir,
    concurrency: config.judgeConcurrency,
    redis: config.redisUrl ? { url: config.redisUrl, prefix: config.judgeQueuePrefix } : undefined,
  });
  if (judge.unavailableReason) log.error(`Judging is off: ${judge.unavailableReason}`);

  const app = await buildApp({
    context: {
      config,
      db: database.db,
      mailer,
      appSecret: loadAppSecret(config.appSecret, config.dataDir),
      now: () => new Date(),
    },
    logger: log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await judge.close();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(
    `CodeConquer is serving at ${config.publicUrl} (database: ${database.kind}, mail: ${config.smtpUrl ? 'smtp' : 'outbox'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
