/**
 * The data of `bench/api.bench.ts`: the problem bank, and users with submissions spread the way a year of
 * real use spreads them (a few very active users, many with a handful, some with none; languages and
 * verdicts in plausible shares; real bank solutions as code; per-test results). The counters the app keeps
 * (problem_progress, users' solved counts, problems' counters) are derived from the submissions at the end.
 * Deterministic: the same plan seeds the same rows (bar ids).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LanguageId } from '@codeconquer/contracts';
import type { Database } from '../apps/server/src/db/client';
import { submissions, users } from '../apps/server/src/db/schema';
import { bankPackageDirs, saveProblemPackage } from '../apps/server/src/problems/problem-store';
import { readProblemPackage, type ProblemPackage } from '../apps/server/src/problems/package/read-package';
import { seededRandom } from './seeded-random';

export type SeedPlan = { users: number; submissions: number };

export type SeededUser = { id: string; username: string; submissions: number };

export type Seeded = {
  problems: ProblemPackage[];
  /** Users by number of submissions, most first. */
  users: SeededUser[];
  /** Problem slugs by number of submissions, most first. */
  hotProblems: string[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per multi-row insert: ~15 parameters a row stays far below PostgreSQL's 65,535. */
const BATCH = 1000;
const LANGUAGE_SHARE: [LanguageId, number][] = [
  ['cpp', 0.45],
  ['python', 0.25],
  ['java', 0.17],
  ['c', 0.13],
];
const STATUS_SHARE: [string, number][] = [
  ['Accepted', 0.42],
  ['Wrong Answer', 0.3],
  ['Time Limit Exceeded', 0.1],
  ['Runtime Error', 0.07],
  ['Compilation Error', 0.07],
  ['Memory Limit Exceeded', 0.02],
  ['Output Limit Exceeded', 0.005],
  ['Judge Error', 0.015],
];
const FIRST = ['Ana', 'Bo', 'Chen', 'Dara', 'Emil', 'Farah', 'Goran', 'Hana', 'Ivo', 'Jun', 'Kofi', 'Lea'];
const LAST = ['Silva', 'Novak', 'Okafor', 'Tanaka', 'Berg', 'Haddad', 'Kowalski', 'Nguyen', 'Rossi'];

/** Reset by each seedDatabase, so that every target gets the same spread. */
let rng = seededRandom(11);
const random = () => rng.next();
const pick = <T>(items: readonly T[]): T => rng.pick(items);
const weighted = <T>(shares: [T, number][]): T => rng.weighted(shares);
const normal = () => rng.normal();

/** Every bank package, saved as `npm start` would load it into an empty database. */
async function loadBank(db: Database, uploadsDir: string, problemsDir: string): Promise<ProblemPackage[]> {
  const packages = bankPackageDirs(problemsDir).map((dir) => readProblemPackage(dir));
  for (const pkg of packages) await saveProblemPackage(db, uploadsDir, pkg);
  return packages;
}

/** Submissions per user: a fifth never submit, the rest log-normal (median ~14, a few near 1,000). */
function submissionCounts(userCount: number, total: number): number[] {
  const weights = Array.from({ length: userCount }, () => (random() < 0.2 ? 0 : Math.exp(1.2 * normal())));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * total));
  let missing = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; missing > 0; i = (i + 1) % userCount)
    if ((counts[i] ?? 0) > 0) {
      counts[i] = (counts[i] ?? 0) + 1;
      missing -= 1;
    }
  return counts;
}

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

type UserRow = typeof users.$inferInsert & { id: string; createdAt: Date };

function userRows(count: number, now: number): UserRow[] {
  return Array.from({ length: count }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const username = `${first}_${last}_${i + 1}`.toLowerCase();
    return {
      id: crypto.randomUUID(),
      name: `${first} ${last}`,
      username,
      email: `${username}@example.com`,
      passwordHash: null,
      rating: 800 + Math.round(random() * 1400),
      tokens: Math.round(random() * 400),
      bio: random() < 0.3 ? `Solving problems in my spare time. ${first} from somewhere.` : '',
      github: random() < 0.2 ? `https://github.com/${username}` : '',
      isEmailVerified: true,
      // Users joined over the year (the last a week ago); they submit from then on.
      createdAt: new Date(now - 7 * DAY_MS - random() * 358 * DAY_MS),
    };
  });
}

/** A submission of `user` as the judge would have stored it: real bank code, per-test results. */
function submissionRow(
  user: UserRow,
  pkg: ProblemPackage,
  language: LanguageId,
  now: number,
): typeof submissions.$inferInsert {
  const status = weighted(STATUS_SHARE);
  const sources = pkg.submissions.filter((s) => s.language === language);
  const matching = sources.filter((s) => (s.expected === 'Accepted') === (status === 'Accepted'));
  const code = pick(matching.length > 0 ? matching : sources.length > 0 ? sources : pkg.submissions).source;
  const judged = status !== 'Compilation Error' && status !== 'Judge Error';
  const failedAt = status === 'Accepted' ? pkg.tests.length : Math.floor(random() * pkg.tests.length);
  const results = judged
    ? pkg.tests.slice(0, failedAt + 1).map((test, index) => ({
        testCaseId: test.name,
        verdict: index < failedAt ? 'Accepted' : status,
        executionTime: Math.round(random() * pkg.timeLimitMs * (index < failedAt ? 0.4 : 1)),
        memoryUsage: Math.round(random() * 640) / 10,
      }))
    : [];
  const createdAt = new Date(user.createdAt.getTime() + random() * (now - user.createdAt.getTime()));
  return {
    userId: user.id,
    problemId: pkg.slug,
    language,
    code,
    status,
    passedTests: judged ? Math.min(failedAt, pkg.tests.length) : 0,
    totalTests: pkg.tests.length,
    executionTimeMs: Math.max(0, ...results.map((r) => r.executionTime)),
    memoryMb: Math.max(0, ...results.map((r) => r.memoryUsage)),
    compileMessage:
      status === 'Compilation Error' ? "main.cpp:7:5: error: expected ';' before 'return'\n" : null,
    error:
      status === 'Runtime Error'
        ? 'Exited with code 1.'
        : status === 'Judge Error'
          ? 'the output validator crashed'
          : null,
    results,
    createdAt,
    judgedAt: status === 'Judge Error' ? null : new Date(createdAt.getTime() + 1000 + random() * 4000),
  };
}

/** One user's submissions: a favourite language, a handful of problems (easy ones more often). */
function submissionsOf(user: UserRow, count: number, problems: ProblemPackage[], now: number) {
  const favourite = weighted(LANGUAGE_SHARE);
  const byDifficulty = { Easy: 3, Medium: 2, Hard: 1 } as const;
  const tried = Array.from({ length: Math.max(1, Math.ceil(count / 4)) }, () =>
    weighted(problems.map((pkg): [ProblemPackage, number] => [pkg, byDifficulty[pkg.difficulty]])),
  );
  return Array.from({ length: count }, () =>
    submissionRow(user, pick(tried), random() < 0.8 ? favourite : weighted(LANGUAGE_SHARE), now),
  );
}

/** The counters the submission service keeps, derived from the seeded submissions in SQL. */
async function deriveCounters(db: Database): Promise<void> {
  await db.execute(sql`
    insert into problem_progress (user_id, problem_id, attempted_at, solved_at)
    select user_id, problem_id, min(created_at), min(created_at) filter (where status = 'Accepted')
    from submissions where problem_id is not null and status <> 'Judge Error'
    group by user_id, problem_id`);
  await db.execute(sql`
    update users set solved_easy = s.easy, solved_medium = s.medium, solved_hard = s.hard
    from (
      select pp.user_id,
        count(*) filter (where p.difficulty = 'Easy') as easy,
        count(*) filter (where p.difficulty = 'Medium') as medium,
        count(*) filter (where p.difficulty = 'Hard') as hard
      from problem_progress pp join problems p on p.id = pp.problem_id
      where pp.solved_at is not null group by pp.user_id
    ) s where users.id = s.user_id`);
  await db.execute(sql`
    update problems set
      submission_count = s.total, accepted_count = s.accepted, attempted_count = s.attempted,
      solved_count = s.solved
    from (
      select problem_id,
        count(*) filter (where status <> 'Judge Error') as total,
        count(*) filter (where status = 'Accepted') as accepted,
        count(distinct user_id) filter (where status <> 'Judge Error') as attempted,
        count(distinct user_id) filter (where status = 'Accepted') as solved
      from submissions group by problem_id
    ) s where problems.id = s.problem_id`);
}

/** Loads the bank and seeds `plan`; `log` hears of progress. */
export async function seedDatabase(
  db: Database,
  dirs: { uploadsDir: string; problemsDir: string },
  plan: SeedPlan,
  log: (message: string) => void,
): Promise<Seeded> {
  const now = Date.now();
  rng = seededRandom(11);
  const problems = await loadBank(db, dirs.uploadsDir, path.resolve(dirs.problemsDir));
  log(`bank: ${problems.length} problems`);
  const people = userRows(plan.users, now);
  await insertInBatches(people, (batch) => db.insert(users).values(batch));
  log(`users: ${people.length}`);
  const counts = submissionCounts(people.length, plan.submissions);
  const perProblem = new Map<string, number>();
  let pending: (typeof submissions.$inferInsert)[] = [];
  let stored = 0;
  for (const [i, user] of people.entries()) {
    pending.push(...submissionsOf(user, counts[i] ?? 0, problems, now));
    if (pending.length < BATCH * 10 && i < people.length - 1) continue;
    await insertInBatches(pending, (batch) => db.insert(submissions).values(batch));
    for (const row of pending)
      perProblem.set(row.problemId ?? '', (perProblem.get(row.problemId ?? '') ?? 0) + 1);
    if (Math.floor((stored + pending.length) / 50_000) > Math.floor(stored / 50_000))
      log(`submissions: ${stored + pending.length}`);
    stored += pending.length;
    pending = [];
  }
  await deriveCounters(db);
  log('counters derived');
  const seededUsers = people
    .map((user, i) => ({ id: user.id, username: user.username, submissions: counts[i] ?? 0 }))
    .sort((a, b) => b.submissions - a.submissions);
  const hotProblems = [...perProblem.entries()].sort((a, b) => b[1] - a[1]).map(([slug]) => slug);
  return { problems, users: seededUsers, hotProblems };
}
