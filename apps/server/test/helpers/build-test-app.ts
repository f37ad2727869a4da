/**
 * The one way tests build the server: its own database, a temporary DATA_DIR, a mailer that keeps what it
 * sent, and a clock the test can move.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config/config';
import { unavailableService, type JudgeService } from '../../src/judging/judge-service';
import type { BankSyncStatus } from '../../src/problems/bank-sync-status';
import { startSubmissionJudge } from '../../src/submissions/submission-jobs';
import type { MailMessage, Mailer } from '../../src/mail/mailer';
import { createTestDatabase, type TestDatabase } from './test-database';

export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  close(): void {}
  /** The last 6-digit code mailed to `to`. */
  lastCode(to: string): string {
    const message = this.sent.filter((m) => m.to === to).at(-1);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code was mailed to ${to}`);
    return code;
  }
}

export type TestApp = {
  app: App;
  config: Config;
  database: TestDatabase;
  mailer: Mailer;
  memoryMailer: MemoryMailer | undefined;
  clock: { advance: (ms: number) => void; now: () => Date };
  judge: JudgeService;
  close: () => Promise<void>;
};

const TEST_APP_SECRET = 'test-secret-'.padEnd(40, 'x');

export type TestAppOptions = {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** A real in-process judge (sandbox); without it, judging is off and says so. */
  judge?: boolean;
  /** Called with the SQL of every query the app makes. */
  onQuery?: (sql: string) => void;
  /** The bank's sync as server.ts would run it (none by default). */
  bank?: BankSyncStatus;
};

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const database = await createTestDatabase(options.onQuery);
  const memoryMailer = options.mailer ? undefined : new MemoryMailer();
  const mailer = options.mailer ?? (memoryMailer as MemoryMailer);
  let offset = 0;
  const clock = { advance: (ms: number) => void (offset += ms), now: () => new Date(Date.now() + offset) };
  const judge: JudgeService = options.judge
    ? await startSubmissionJudge({ db: database.db, workDir: config.judgeWorkDir, concurrency: 2 })
    : unavailableService('judging is off in this test');
  const app = await buildApp({
    parts: {
      config,
      db: database.db,
      mailer,
      judge,
      appSecret: TEST_APP_SECRET,
      now: clock.now,
      warn: () => undefined,
      bank: options.bank,
    },
  });
  await app.ready();
  return {
    app,
    config,
    database,
    mailer,
    memoryMailer,
    clock,
    judge,
    close: async () => {
      await app.close();
      await judge.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(config.judgeWorkDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server on the same database, configuration and mailer (judging off): with REDIS_URL in the
 * first one's env, the two share Redis as two server processes would. Close it before the first.
 * `config` changes some of its settings (e.g. an LLM for the AI service).
 */
export async function buildPeerApp(t: TestApp, config: Partial<TestApp['config']> = {}): Promise<App> {
  const app = await buildApp({
    parts: {
      config: { ...t.config, ...config },
      db: t.database.db,
      mailer: t.mailer,
      judge: unavailableService('judging is off in this test'),
      appSecret: TEST_APP_SECRET,
      now: t.clock.now,
      warn: () => undefined,
    },
  });
  await app.ready();
  return app;
}

/**
 * A test app for the tests of the enclosing file or describe block: built before them, closed after them.
 * The object is filled in by that beforeAll hook, so read it only in hooks and tests.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(options));
  });
  afterAll(async () => {
    await t.close();
  });
  return t;
}
