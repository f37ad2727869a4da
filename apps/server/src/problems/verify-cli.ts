/**
 * `npm run problems:verify [-- [--json] <package dir|zip> …]`: judges every submission of every package
 * (default: the whole bank in problems/) in the real sandbox and fails when a verdict is not one its folder
 * expects (package/package-submissions.ts, reference-solutions.ts), when a package does not import, or
 * when a bank package breaks the bank's rules. Files under submissions/ that are not judged are listed
 * with the reason, and do not fail it.
 *
 * By default it prints a line per submission as it is judged, then per package the slowest accepted run
 * against the limit. With --json it prints only JSON, one object per line, package by package in the
 * order given, each package's submissions in reading order:
 *   {"package":"add-two","submission":"accepted/a.py","expected":"Accepted","verdict":"Accepted","ok":true}
 *   {"package":"add-two","submission":"accepted/a.cs","expected":"Accepted","skipped":"C# (.cs) is …"}
 *   {"package":"broken","error":"… has no problem.yaml"}
 *   {"package":"some-bank-problem","bankRule":"no hint in problem.yaml"}
 * `expected` is what the submission's folder means (absent for a folder that means nothing); a skipped
 * one has no verdict; a scoring problem's judged line has its `score`, and its `verdict` is the grader's.
 * The exit code is 1 when anything failed, 2 for a bad command line.
 *
 * A package that gives no time limit (none in problem.yaml, .timelimit or domjudge-problem.ini) gets one
 * computed as problemtools does (computedTimeLimit): its full solutions run first with our largest limit.
 * A warning (not a failure) says when the slowest accepted run × ac_to_time_limit is over the limit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Judge, sandboxSelfTest, type JudgeResult } from '@codeconquer/judge';
import { bankRuleViolations } from './bank-rules';
import { packageEditorialViolations } from './editorial-rules';
import { judgeRequestFor } from './judge-request';
import {
  compareSubmissionPaths,
  folderExpectation,
  judgedSubmissions,
  type JudgedSubmission,
} from './package/package-submissions';
import { computedTimeLimit } from './package/problem-yaml';
import { MAX_TIME_LIMIT_S, readProblemPackage, slugify, type ProblemPackage } from './package/read-package';
import { unpackZip } from './package/unpack-zip';
import { judgeOptionsFor, meetsPackageExpectation } from './reference-solutions';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const bankDir = path.join(repoRoot, 'problems');

const USAGE = 'Usage: npm run problems:verify [-- [--json] <package folder or .zip> …]';

function bankSources(): string[] {
  return fs
    .readdirSync(bankDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(bankDir, entry.name, 'problem.yaml')))
    .map((entry) => path.join(bankDir, entry.name))
    .sort();
}

/** A package as given, read or not: its name is the slug it would import as (import-cli's rule). */
type Source = { name: string } & (
  | {
      pkg: ProblemPackage;
      jobs: JudgedSubmission[];
      bankRules: string[];
      /** What the package's .py files are judged with. */
      python: 'python' | 'pypy';
    }
  | { error: string }
);

async function readSource(source: string): Promise<Source> {
  const isZip = source.toLowerCase().endsWith('.zip');
  const dir = path.resolve(source);
  const name = slugify(path.basename(isZip ? source.slice(0, -4) : dir));
  try {
    // A verify of a local zip is the operator's own: no import limits, beyond the defaults.
    const unpacked = isZip ? await unpackZip(source) : null;
    try {
      // Everything verify needs is read into memory: the unpacked zip can go at once.
      const pkg = readProblemPackage(unpacked?.dir ?? dir, name);
      const inBank = !isZip && dir.startsWith(bankDir + path.sep);
      const bankRules = inBank ? [...bankRuleViolations(pkg), ...packageEditorialViolations(dir)] : [];
      // Our bank's Python solutions are written for CPython, as users run them. Any other package's are
      // judged with PyPy 3, as problemtools judges them (docs/packages.md#toolchains).
      const python = inBank ? ('python' as const) : ('pypy' as const);
      return { name, pkg, jobs: judgedSubmissions(pkg), bankRules, python };
    } finally {
      unpacked?.cleanup();
    }
  } catch (error) {
    return { name, error: (error as Error).message };
  }
}

type Outcome = { verdict: string; ok: boolean; maxCpuMs: number; score?: number };
type ReadSource = Extract<Source, { pkg: ProblemPackage }>;
type Job = { source: ReadSource; job: JudgedSubmission };

/** An input validator's run over every test input: the inputs it rejected, or why it was not run. */
type InputValidation = { name: string; invalid: string[] } | { name: string; skipped: string };

/** The limits an input validator runs with (problemtools allows a minute; ours are small programs). */
const INPUT_VALIDATOR_LIMITS = { timeLimitMs: 10_000, memoryLimitMb: 1024 };

/**
 * Runs each input validator on every test input, in the sandbox: exit 42 means valid (Kattis). A
 * validator that does not compile rejects every input, with the compiler's message.
 */
async function validateInputs(judge: Judge, source: ReadSource): Promise<InputValidation[]> {
  const { programs, notRun } = source.pkg.inputValidators ?? { programs: [], notRun: [] };
  const checked: InputValidation[] = notRun.map(({ name, reason }) => ({ name, skipped: reason }));
  for (const { name, program } of programs) {
    const result = await judge.judge({
      language: program.language,
      source: program.source,
      tests: source.pkg.tests.map((test) => ({ id: test.name, input: test.input, answer: null })),
      limits: INPUT_VALIDATOR_LIMITS,
      parallelism: os.cpus().length,
    });
    if (result.verdict === 'Compilation Error') {
      checked.push({ name, invalid: [`does not compile: ${(result.compileMessage ?? '').slice(0, 300)}`] });
      continue;
    }
    const invalid = result.tests
      .filter((test) => test.exitCode !== 42)
      .map(
        (test) =>
          `${test.testId} (exit ${test.exitCode}${test.signal ? `, signal ${test.signal}` : ''}: ${test.stderrPreview.trim().slice(0, 200) || test.detail || 'no message'})`,
      );
    checked.push({ name, invalid });
  }
  return checked;
}

/** A package read with none of problem.yaml, .timelimit or domjudge-problem.ini giving a time limit. */
function needsComputedLimit(source: ReadSource): boolean {
  return source.pkg.timeLimitOrigin === 'default' && source.pkg.limits !== undefined;
}

/** A submission expected to pass every test (not a partially accepted one): what limits are set from. */
function isFullSolution(job: JudgedSubmission): boolean {
  return !judgeOptionsFor(job.expectation).stopOnFirstFailure && job.expectation.score !== 'partial';
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, size) }, lane));
}

/** The --json lines of one package, in reading order. */
function jsonLines(source: Source, outcomes: Map<JudgedSubmission, Outcome>): object[] {
  if ('error' in source) return [{ package: source.name, error: source.error }];
  const rows: { file: string; line: object }[] = [];
  for (const job of source.jobs) {
    const outcome = outcomes.get(job);
    rows.push({
      file: job.file,
      line: {
        package: source.name,
        submission: job.file,
        expected: job.expectation.label,
        verdict: outcome?.verdict,
        ...(outcome?.score !== undefined && { score: outcome.score }),
        ok: outcome?.ok,
      },
    });
  }
  const problem = { scoring: source.pkg.scoring !== null };
  for (const skipped of source.pkg.skipped ?? []) {
    const folder = skipped.file.split('/')[0] ?? '';
    rows.push({
      file: skipped.file,
      line: {
        package: source.name,
        submission: skipped.file,
        expected: folderExpectation(folder, problem)?.label,
        skipped: skipped.reason,
      },
    });
  }
  rows.sort((a, b) => compareSubmissionPaths(a.file, b.file));
  return [
    ...rows.map((row) => row.line),
    ...source.bankRules.map((rule) => ({ package: source.name, bankRule: rule })),
  ];
}

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const args = argv.filter((arg) => arg !== '--json');
  const unknown = args.find((arg) => arg.startsWith('--'));
  if (unknown) {
    console.error(`Unknown option ${unknown}.\n${USAGE}`);
    return 2;
  }
  const say = (line: string) => {
    if (!json) console.log(line);
  };

  const sources: Source[] = [];
  for (const source of args.length > 0 ? args : bankSources()) sources.push(await readSource(source));
  const failures: string[] = [];
  for (const source of sources) {
    if ('error' in source) {
      failures.push(`${source.name}: ${source.error}`);
      continue;
    }
    for (const rule of source.bankRules) failures.push(`${source.name}: ${rule}`);
    for (const skipped of source.pkg.skipped ?? [])
      say(`skip ${source.name}/${skipped.file}: ${skipped.reason}`);
  }

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-verify-'));
  fs.chmodSync(workDir, 0o755);
  const judge = new Judge(workDir);
  try {
    await sandboxSelfTest(judge);

    const read = sources.filter((source): source is ReadSource => 'pkg' in source);
    const jobs = read.flatMap((source) => source.jobs.map((job) => ({ source, job })));
    const outcomes = new Map<JudgedSubmission, Outcome>();
    const started = Date.now();
    const judgeJob = ({ source, job }: Job, timeLimitMs = source.pkg.timeLimitMs) =>
      judge.judge({
        ...judgeRequestFor(
          { ...source.pkg, timeLimitMs },
          job.language === 'python' ? source.python : job.language,
          job.source,
        ),
        ...judgeOptionsFor(job.expectation),
      });
    // A package that gives no time limit gets one computed from its accepted submissions, as problemtools
    // does: those run first with the most we allow, then everything else with the limit found.
    const computing = jobs.filter(({ source, job }) => needsComputedLimit(source) && isFullSolution(job));
    const accepted = new Map<JudgedSubmission, JudgeResult>();
    await pool(computing, os.cpus().length, async (entry) => {
      accepted.set(entry.job, await judgeJob(entry, MAX_TIME_LIMIT_S * 1000));
    });
    for (const source of read.filter(needsComputedLimit)) {
      const times = source.jobs.flatMap((job) => accepted.get(job)?.tests.map((test) => test.cpuMs) ?? []);
      const computed = computedTimeLimit(Math.max(0, ...times), source.pkg.limits!.timeMultipliers);
      const timeLimitMs = Math.min(computed.timeLimitMs, MAX_TIME_LIMIT_S * 1000);
      source.pkg = { ...source.pkg, timeLimitMs };
      say(
        `time ${source.name}: no time limit given; ${timeLimitMs} ms computed from its accepted submissions`,
      );
    }
    await pool(jobs, os.cpus().length, async (entry) => {
      const { job, source } = entry;
      // An accepted submission judged above keeps that judgement unless the computed limit is below it.
      const earlier = accepted.get(job);
      const withinLimit = earlier?.tests.every((test) => test.cpuMs <= source.pkg.timeLimitMs);
      const result = earlier && withinLimit ? earlier : await judgeJob(entry);
      const ok = meetsPackageExpectation(job.expectation, result);
      const maxCpuMs = Math.max(0, ...result.tests.map((t) => t.cpuMs));
      // On a scoring problem the grader's verdict is the one checked, shown with the score.
      const { grade } = result;
      const verdict = grade ? grade.gradedVerdict : result.verdict;
      const shown = grade ? `${verdict} (${grade.score} of ${grade.maxScore})` : verdict;
      outcomes.set(job, { verdict, ok, maxCpuMs, ...(grade && { score: grade.score }) });
      say(
        `${ok ? 'ok ' : 'BAD'} ${source.name}/${job.file}: ${shown}` +
          (ok ? '' : ` (expected ${job.expectation.label})`) +
          ` — slowest test ${maxCpuMs} ms of ${source.pkg.timeLimitMs}` +
          (result.compileMessage && !ok ? `\n${result.compileMessage.slice(0, 500)}` : ''),
      );
      if (!ok) failures.push(`${source.name}/${job.file}: ${shown}, expected ${job.expectation.label}`);
    });

    const validations = new Map<ReadSource, InputValidation[]>();
    for (const source of read) {
      const checked = await validateInputs(judge, source);
      validations.set(source, checked);
      for (const validation of checked) {
        if ('skipped' in validation) {
          say(`skip ${source.name}/${validation.name}: ${validation.skipped}`);
          continue;
        }
        const ok = validation.invalid.length === 0;
        say(
          `${ok ? 'ok ' : 'BAD'} ${source.name}/${validation.name}: ` +
            (ok ? `every input valid (${source.pkg.tests.length})` : validation.invalid.join('; ')),
        );
        if (!ok) failures.push(`${source.name}/${validation.name}: ${validation.invalid.join('; ')}`);
      }
    }

    if (json) {
      for (const source of sources) {
        for (const line of jsonLines(source, outcomes)) process.stdout.write(`${JSON.stringify(line)}\n`);
        for (const validation of 'pkg' in source ? (validations.get(source) ?? []) : [])
          process.stdout.write(
            `${JSON.stringify({
              package: source.name,
              inputValidator: validation.name,
              ...('skipped' in validation
                ? { skipped: validation.skipped }
                : { ok: validation.invalid.length === 0, invalid: validation.invalid }),
            })}\n`,
          );
      }
      return failures.length > 0 ? 1 : 0;
    }

    const warnings: string[] = [];
    say('\nPackage                                   tests  limit  slowest accepted (share of limit)');
    for (const source of sources) {
      if (!('pkg' in source)) continue;
      // Full solutions only: a partially accepted one runs every test too, and may time out on some.
      const full = source.jobs.filter(isFullSolution);
      const slowest = Math.max(0, ...full.map((job) => outcomes.get(job)?.maxCpuMs ?? 0));
      const { pkg } = source;
      say(
        `${source.name.padEnd(40)} ${String(pkg.tests.length).padStart(6)} ${String(pkg.timeLimitMs).padStart(5)}ms ` +
          `${String(slowest).padStart(6)} ms (${Math.round((slowest / pkg.timeLimitMs) * 100)} %)`,
      );
      // problemtools' margin: the slowest accepted × ac_to_time_limit should fit in the limit.
      const margin = pkg.limits?.timeMultipliers.acToTimeLimit;
      if (margin && slowest * margin > pkg.timeLimitMs)
        warnings.push(
          `${source.name}: the slowest accepted submission (${slowest} ms) × ${margin} is over the time limit (${pkg.timeLimitMs} ms)`,
        );
    }
    if (warnings.length > 0) say(`\nWarnings:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
    const skipped = read.reduce((sum, source) => sum + (source.pkg.skipped?.length ?? 0), 0);
    say(
      `\n${read.length} packages, ${jobs.length} submissions judged in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s` +
        (skipped > 0 ? `, ${skipped} files not judged (skip lines above).` : '.'),
    );
    if (failures.length > 0) {
      console.error(`\n${failures.length} problem(s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      return 1;
    }
    say('Every verdict is one its folder expects.');
    return 0;
  } finally {
    await judge.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
