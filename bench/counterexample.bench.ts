/**
 * `npm run bench:counterexample`: the failing-test search on the bank's own wrong solutions. For every
 * bank problem with a small-test generator, each stored `wrong_answer/` and `time_limit_exceeded/`
 * solution is searched exactly as the server searches a submission (the same judge request, the same
 * bounds, one box, as the judge runs a search), and the bench reports the share found, the
 * median search time and the median size of the input found (goals: ≥ 90 % of wrong-answer solutions,
 * median ≤ 5 s, median input ≤ 200 bytes). `-- --json` prints one JSON line; `-- <slug> …` limits it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Verdict } from '@codeconquer/contracts';
import { Judge } from '@codeconquer/judge';
import { fastestReference, searchJudgeRequest } from '../apps/server/src/judging/counterexample-request';
import { bankPackageDirs } from '../apps/server/src/problems/problem-store';
import { readProblemPackage } from '../apps/server/src/problems/package/read-package';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const json = args.includes('--json');
const only = new Set(args.filter((arg) => !arg.startsWith('--')));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-bench-cx-'));
fs.chmodSync(root, 0o755);
const judge = new Judge(root);

const SEARCHED: Verdict[] = ['Wrong Answer', 'Time Limit Exceeded'];
type Row = {
  problem: string;
  file: string;
  expected: Verdict;
  found: boolean;
  ms: number;
  inputBytes: number | null;
  tries: number;
};
const rows: Row[] = [];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

for (const dir of bankPackageDirs(path.join(here, '..', 'problems'))) {
  const slug = path.basename(dir);
  if (only.size > 0 && !only.has(slug)) continue;
  const pkg = readProblemPackage(dir);
  if (!pkg.smallGenerator) continue;
  const interactive = pkg.validator?.interactive === true;
  const reference = interactive
    ? null
    : fastestReference(pkg.submissions.map((s) => ({ ...s, name: s.file })));
  for (const submission of pkg.submissions.filter((s) => SEARCHED.includes(s.expected))) {
    const request = searchJudgeRequest(
      { ...pkg, tests: [], scoring: null },
      { language: submission.language, source: submission.source },
      pkg.smallGenerator,
      reference,
    );
    const started = Date.now();
    const { counterexample } = await judge.judge({ ...request, parallelism: 1 });
    const found = counterexample?.status === 'found';
    const row: Row = {
      problem: slug,
      file: submission.file,
      expected: submission.expected,
      found,
      ms: Date.now() - started,
      inputBytes: found ? Buffer.byteLength(counterexample.input) : null,
      tries: counterexample?.tries ?? 0,
    };
    rows.push(row);
    if (!json)
      console.log(
        `${row.found ? 'found' : 'none '}  ${(row.ms / 1000).toFixed(2).padStart(6)} s  ${String(row.inputBytes ?? '-').padStart(6)} B  ${String(row.tries).padStart(3)} tries  ${slug}/${row.file}`,
      );
  }
}

function summary(expected: Verdict) {
  const of = rows.filter((row) => row.expected === expected);
  const found = of.filter((row) => row.found);
  return {
    solutions: of.length,
    found: found.length,
    foundShare: of.length ? found.length / of.length : null,
    medianMs: median(of.map((row) => row.ms)),
    medianFoundMs: median(found.map((row) => row.ms)),
    medianInputBytes: median(found.map((row) => row.inputBytes ?? 0)),
  };
}
const result = {
  machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown'}`,
  wrongAnswer: summary('Wrong Answer'),
  timeLimitExceeded: summary('Time Limit Exceeded'),
};
if (json) console.log(JSON.stringify(result));
else {
  const line = (name: string, s: ReturnType<typeof summary>) =>
    console.log(
      `${name}: found ${s.found}/${s.solutions} (${((s.foundShare ?? 0) * 100).toFixed(1)} %), median search ${((s.medianMs ?? 0) / 1000).toFixed(2)} s (found: ${((s.medianFoundMs ?? 0) / 1000).toFixed(2)} s), median input found ${s.medianInputBytes ?? '-'} B`,
    );
  console.log(`\n${result.machine}`);
  line('wrong_answer/', result.wrongAnswer);
  line('time_limit_exceeded/', result.timeLimitExceeded);
}
await judge.close();
fs.rmSync(root, { recursive: true, force: true });
