/**
 * What the database must hold after the drain: every submission a client got a 202 for has exactly one
 * final verdict, the expected one, and its judge job finished (done, result = verdict); and every counter
 * the verdicts move (apps/server/src/submissions/finalize-submission.ts, submission-service.ts) equals
 * what the submissions table implies, so no verdict was applied twice or lost on the way.
 */
import type pg from 'pg';
import { DEFAULT_SITE_SETTINGS, JUDGE_ERROR_STATUS } from '@codeconquer/contracts';
import { sleep } from './processes';

export type Expectation = { id: string; expected: string };

export type VerdictReport = {
  checked: number;
  /** Answered 202 but no row. */
  lost: string[];
  /** Still Pending at the deadline. */
  stuck: string[];
  /** Final, but not the expected verdict (or its job's result disagrees). */
  wrong: { id: string; expected: string; got: string }[];
  /** The judge job is not `done` although the submission has its verdict. */
  jobNotDone: { id: string; job: string | null }[];
};

type Row = { id: string; status: string; job_status: string | null; job_verdict: string | null };

async function rowsOf(db: pg.Pool, ids: readonly string[]): Promise<Map<string, Row>> {
  const { rows } = await db.query<Row>(
    `select s.id, s.status, j.status as job_status, j.result->>'verdict' as job_verdict
       from submissions s left join judge_jobs j on j.id = s.id
      where s.id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Waits until none of `ids` is Pending and no judge job is unfinished, or the deadline; true if drained. */
export async function drain(db: pg.Pool, ids: readonly string[], deadline: number): Promise<boolean> {
  for (;;) {
    const { rows } = await db.query<{ pending: number; unfinished: number }>(
      `select (select count(*) from submissions where id = any($1::uuid[]) and status = 'Pending')::int as pending,
              (select count(*) from judge_jobs where status in ('queued', 'running'))::int as unfinished`,
      [ids],
    );
    const { pending, unfinished } = rows[0] ?? { pending: 1, unfinished: 1 };
    if (pending === 0 && unfinished === 0) return true;
    if (Date.now() >= deadline) return false;
    await sleep(500);
  }
}

export async function checkVerdicts(
  db: pg.Pool,
  expectations: readonly Expectation[],
): Promise<VerdictReport> {
  const found = await rowsOf(
    db,
    expectations.map((e) => e.id),
  );
  const report: VerdictReport = {
    checked: expectations.length,
    lost: [],
    stuck: [],
    wrong: [],
    jobNotDone: [],
  };
  for (const { id, expected } of expectations) {
    const row = found.get(id);
    if (!row) report.lost.push(id);
    else if (row.status === 'Pending') report.stuck.push(id);
    else {
      if (row.status !== expected) report.wrong.push({ id, expected, got: row.status });
      else if (row.job_verdict !== row.status)
        report.wrong.push({ id, expected, got: `${row.status} (job result ${row.job_verdict})` });
      if (row.job_status !== 'done') report.jobNotDone.push({ id, job: row.job_status });
    }
  }
  return report;
}

/** Submissions of `userIds` that no client was answered for (made by a request cut off mid-way). */
export async function unansweredSubmissions(
  db: pg.Pool,
  userIds: readonly string[],
  answeredIds: readonly string[],
): Promise<{ id: string; status: string }[]> {
  const { rows } = await db.query<{ id: string; status: string }>(
    `select id, status from submissions where user_id = any($1::uuid[]) and not (id = any($2::uuid[]))`,
    [userIds, answeredIds],
  );
  return rows;
}

export type CounterMismatch = { what: string; expected: number; actual: number };

const REWARD_SQL = (rewards: Record<string, number>) =>
  `case p.difficulty when 'Easy' then ${rewards.Easy ?? 0} when 'Medium' then ${rewards.Medium ?? 0} else ${rewards.Hard ?? 0} end`;

/**
 * Every problem's and user's counters against the submissions table (the whole database: the suite's
 * users are its only users). A verdict applied twice shows here as one too many.
 */
export async function checkCounters(
  db: pg.Pool,
): Promise<{ checked: number; mismatches: CounterMismatch[] }> {
  const stored = await db.query<{ value: Partial<typeof DEFAULT_SITE_SETTINGS> }>(
    'select value from site_settings',
  );
  const settings = { ...DEFAULT_SITE_SETTINGS, ...(stored.rows[0]?.value ?? {}) };
  const mismatches: CounterMismatch[] = [];
  let checked = 0;
  const compare = (what: string, expected: number, actual: number) => {
    checked += 1;
    if (expected !== actual) mismatches.push({ what, expected, actual });
  };

  const problems = await db.query<Record<string, number | string>>(
    `select p.id,
            p.submission_count, p.accepted_count, p.solved_count, p.attempted_count,
            (select count(*) from submissions s where s.problem_id = p.id and s.status <> $1)::int as e_submission,
            (select count(*) from submissions s where s.problem_id = p.id and s.status = 'Accepted')::int as e_accepted,
            (select count(distinct s.user_id) from submissions s
              where s.problem_id = p.id and s.status = 'Accepted')::int as e_solved,
            (select count(distinct s.user_id) from submissions s where s.problem_id = p.id)::int as e_attempted
       from problems p order by p.id`,
    [JUDGE_ERROR_STATUS],
  );
  for (const p of problems.rows) {
    compare(`problem ${p.id} submission_count`, Number(p.e_submission), Number(p.submission_count));
    compare(`problem ${p.id} accepted_count`, Number(p.e_accepted), Number(p.accepted_count));
    compare(`problem ${p.id} solved_count`, Number(p.e_solved), Number(p.solved_count));
    compare(`problem ${p.id} attempted_count`, Number(p.e_attempted), Number(p.attempted_count));
  }

  // Per user: submissions (Judge Errors not counted), first solves by difficulty, and the tokens: the
  // starting amount plus one first-solve reward per problem solved (nobody here spends tokens on hints).
  const users = await db.query<Record<string, number | string>>(
    `with solved as (
       select distinct s.user_id, s.problem_id, p.difficulty, ${REWARD_SQL(settings.firstSolveRewards)} as reward
         from submissions s join problems p on p.id = s.problem_id where s.status = 'Accepted')
     select u.username, u.submission_count, u.solved_easy, u.solved_medium, u.solved_hard, u.tokens,
            (select count(*) from submissions s where s.user_id = u.id and s.status <> $1)::int as e_submission,
            (select count(*) from solved where solved.user_id = u.id and difficulty = 'Easy')::int as e_easy,
            (select count(*) from solved where solved.user_id = u.id and difficulty = 'Medium')::int as e_medium,
            (select count(*) from solved where solved.user_id = u.id and difficulty = 'Hard')::int as e_hard,
            (select coalesce(sum(reward), 0) from solved where solved.user_id = u.id)::int as e_rewards,
            (select count(*) from problem_progress pp where pp.user_id = u.id and pp.solved_at is not null)::int
              as progress_solved,
            (select count(*) from problem_progress pp where pp.user_id = u.id and pp.rewarded_at is not null)::int
              as progress_rewarded
       from users u order by u.username`,
    [JUDGE_ERROR_STATUS],
  );
  for (const u of users.rows) {
    const who = `user ${u.username}`;
    const solved = Number(u.e_easy) + Number(u.e_medium) + Number(u.e_hard);
    compare(`${who} submission_count`, Number(u.e_submission), Number(u.submission_count));
    compare(`${who} solved_easy`, Number(u.e_easy), Number(u.solved_easy));
    compare(`${who} solved_medium`, Number(u.e_medium), Number(u.solved_medium));
    compare(`${who} solved_hard`, Number(u.e_hard), Number(u.solved_hard));
    compare(`${who} problem_progress solved`, solved, Number(u.progress_solved));
    compare(`${who} problem_progress rewarded`, solved, Number(u.progress_rewarded));
    compare(`${who} tokens`, settings.startingTokens + Number(u.e_rewards), Number(u.tokens));
  }
  return { checked, mismatches };
}
