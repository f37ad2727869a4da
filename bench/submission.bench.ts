/**
 * `npm run bench` (core-loop part): time from POST /submission to the final verdict on its SSE stream,
 * for C++ solutions of a bank problem, through the whole server (API, PGlite, queue, sandbox), each
 * submission a distinct source (so each compiles, as real submissions do):
 *  - one at a time (latency with an idle judge), p50 and p95 over 50;
 *  - 50 sent at once (latency under a burst), p50 and p95;
 * against a baseline measured in the same run: the same request judged by `Judge.judge` directly (no
 * API, database or queue), p50 over the same number of fresh sources.
 * Usage: npm run bench -- [problem slug]   (default: the first Medium bank problem)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Judge } from '@codeconquer/judge';
import { buildApp } from '../apps/server/src/app';
import { createSession } from '../apps/server/src/accounts/sessions';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { startSubmissionJudge } from '../apps/server/src/submissions/submission-jobs';
import type { Mailer } from '../apps/server/src/mail/mailer';
import { judgeRequestFor } from '../apps/server/src/problems/judge-request';
import { bankPackageDirs, saveProblemPackage } from '../apps/server/src/problems/problem-store';
import { readProblemPackage, type ProblemPackage } from '../apps/server/src/problems/package/read-package';
import { percentile } from './seeded-random';

const here = path.dirname(fileURLToPath(import.meta.url));
const SUBMISSIONS = 50;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function pickProblem(slug: string | undefined): ProblemPackage {
  for (const dir of bankPackageDirs(path.join(here, '..', 'problems'))) {
    const pkg = readProblemPackage(dir);
    const hasCpp = pkg.submissions.some((s) => s.expected === 'Accepted' && s.language === 'cpp');
    if (hasCpp && (slug ? pkg.slug === slug : pkg.difficulty === 'Medium')) return pkg;
  }
  throw new Error(
    slug ? `no bank problem ${slug} with a C++ solution` : 'no Medium bank problem with a C++ solution',
  );
}

let fresh = 0;
const distinct = (source: string) => `${source}\n// submission ${Date.now()} ${(fresh += 1)}\n`;

async function main(): Promise<void> {
  const pkg = pickProblem(process.argv[2]);
  const solution =
    pkg.submissions.find((s) => s.expected === 'Accepted' && s.language === 'cpp')?.source ?? '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-bench-submit-'));
  fs.chmodSync(dataDir, 0o755);
  const config = loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await database.migrate();
  await saveProblemPackage(database.db, path.join(dataDir, 'uploads'), pkg);
  const judge = await startSubmissionJudge({ db: database.db, workDir: config.judgeWorkDir });
  const mailer: Mailer = { send: async () => undefined, close: () => undefined };
  const app = await buildApp({
    parts: {
      config,
      db: database.db,
      mailer,
      judge,
      appSecret: 'bench-'.padEnd(40, 'x'),
      now: () => new Date(),
      warn: () => undefined,
    },
  });
  const context = app.ctx;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Bench', username: 'bench', email: 'bench@example.com', isEmailVerified: true })
    .returning();
  const token = await createSession(context, user?.id ?? '');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  /** POST, then read the SSE stream until `done`; returns ms from the POST to the verdict. */
  const submitAndWait = async (): Promise<number> => {
    const started = performance.now();
    const created = await fetch(`${base}/submission`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ problemId: pkg.slug, language: 'cpp', code: distinct(solution) }),
    });
    const { submission } = (await created.json()) as { submission: { id: string } };
    const stream = await fetch(`${base}/submission/${submission.id}/events`, { headers });
    const text = await stream.text(); // the server ends the stream after `done`
    const done = /event: done\ndata: (.*)\n/.exec(text)?.[1];
    const verdict = (JSON.parse(done ?? '{}') as { submission?: { status?: string } }).submission?.status;
    if (verdict !== 'Accepted') throw new Error(`expected Accepted, got ${verdict}`);
    return performance.now() - started;
  };

  console.log(
    `Submission benchmark: ${pkg.slug} (${pkg.tests.length} tests), C++, ${os.cpus().length} cores\n`,
  );
  await submitAndWait(); // warm-up: the first compile of a session loads the precompiled header
  const sequential: number[] = [];
  for (let i = 0; i < SUBMISSIONS; i += 1) sequential.push(await submitAndWait());
  const burstStart = performance.now();
  const burst = await Promise.all(Array.from({ length: SUBMISSIONS }, submitAndWait));
  const burstTotal = performance.now() - burstStart;

  const direct = new Judge(path.join(dataDir, 'direct'));
  const baseline: number[] = [];
  for (let i = 0; i < SUBMISSIONS; i += 1) {
    const started = performance.now();
    const result = await direct.judge({
      ...judgeRequestFor({ ...pkg, tests: pkg.tests }, 'cpp', distinct(solution)),
      stopOnFirstFailure: true,
    });
    if (result.verdict !== 'Accepted') throw new Error(`baseline: ${result.verdict}`);
    baseline.push(performance.now() - started);
  }

  const base50 = percentile(baseline, 50);
  const rows = [
    ['Submit → verdict, one at a time, p50', seconds(percentile(sequential, 50)), seconds(base50)],
    [
      'Submit → verdict, one at a time, p95',
      seconds(percentile(sequential, 95)),
      seconds(percentile(baseline, 95)),
    ],
    [`Submit → verdict, ${SUBMISSIONS} at once, p50`, seconds(percentile(burst, 50)), seconds(base50)],
    [`Submit → verdict, ${SUBMISSIONS} at once, p95`, seconds(percentile(burst, 95)), seconds(base50)],
    [`${SUBMISSIONS} at once, all judged`, seconds(burstTotal), seconds(base50 * SUBMISSIONS)],
  ];
  console.log('| What | Measured | Baseline: Judge.judge directly | Ratio |\n|---|---|---|---|');
  for (const [what, measured, against] of rows)
    console.log(
      `| ${what} | ${measured} | ${against} | ${(parseFloat(measured ?? '0') / parseFloat(against ?? '1')).toFixed(2)}× |`,
    );

  await app.close();
  await judge.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(config.judgeWorkDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
