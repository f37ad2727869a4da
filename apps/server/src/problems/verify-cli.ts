/**
 * `npm run problems:verify [-- <package dir> …]`: judges every submission of every package (default: the
 * whole bank in problems/) in the real sandbox and fails when a verdict differs from its folder, or when a
 * bank package breaks the bank's rules. Prints, per package, the slowest accepted run against the limit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Judge, sandboxSelfTest } from '@codeconquer/judge';
import { bankRuleViolations } from './bank-rules';
import { judgeRequestFor } from './judge-request';
import { judgeOptionsFor, meetsExpectation } from './reference-solutions';
import { readProblemPackage, type PackageSubmission, type ProblemPackage } from './package/read-package';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const bankDir = path.join(repoRoot, 'problems');

function packageDirs(args: string[]): string[] {
  if (args.length > 0) return args.map((arg) => path.resolve(arg));
  return fs
    .readdirSync(bankDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(bankDir, entry.name, 'problem.yaml')))
    .map((entry) => path.join(bankDir, entry.name))
    .sort();
}

type Outcome = { pkg: ProblemPackage; submission: PackageSubmission; verdict: string; maxCpuMs: number };

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, size) }, lane));
}

async function main(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-verify-'));
  fs.chmodSync(workDir, 0o755);
  const judge = new Judge(workDir);
  await sandboxSelfTest(judge);

  const failures: string[] = [];
  const packages: ProblemPackage[] = [];
  for (const dir of packageDirs(process.argv.slice(2))) {
    try {
      const pkg = readProblemPackage(dir);
      packages.push(pkg);
      if (dir.startsWith(bankDir + path.sep))
        for (const problem of bankRuleViolations(pkg)) failures.push(`${pkg.slug}: ${problem}`);
    } catch (error) {
      failures.push(`${path.basename(dir)}: ${(error as Error).message}`);
    }
  }

  const jobs = packages.flatMap((pkg) => pkg.submissions.map((submission) => ({ pkg, submission })));
  const outcomes: Outcome[] = [];
  const started = Date.now();
  await pool(jobs, os.cpus().length, async ({ pkg, submission }) => {
    const result = await judge.judge({
      ...judgeRequestFor(pkg, submission.language, submission.source),
      ...judgeOptionsFor(submission.expected),
    });
    const ok = meetsExpectation(submission.expected, result.verdict);
    const maxCpuMs = Math.max(0, ...result.tests.map((t) => t.cpuMs));
    outcomes.push({ pkg, submission, verdict: result.verdict, maxCpuMs });
    const mark = ok ? 'ok ' : 'BAD';
    console.log(
      `${mark} ${pkg.slug}/${submission.file}: ${result.verdict}` +
        (ok ? '' : ` (expected ${submission.expected})`) +
        ` — slowest test ${maxCpuMs} ms of ${pkg.timeLimitMs}` +
        (result.compileMessage && !ok ? `\n${result.compileMessage.slice(0, 500)}` : ''),
    );
    if (!ok)
      failures.push(`${pkg.slug}/${submission.file}: ${result.verdict}, expected ${submission.expected}`);
  });

  console.log('\nPackage                                   tests  limit  slowest accepted (share of limit)');
  for (const pkg of packages) {
    const accepted = outcomes.filter((o) => o.pkg === pkg && o.submission.expected === 'Accepted');
    const slowest = Math.max(0, ...accepted.map((o) => o.maxCpuMs));
    console.log(
      `${pkg.slug.padEnd(40)} ${String(pkg.tests.length).padStart(6)} ${String(pkg.timeLimitMs).padStart(5)}ms ` +
        `${String(slowest).padStart(6)} ms (${Math.round((slowest / pkg.timeLimitMs) * 100)} %)`,
    );
  }
  console.log(
    `\n${packages.length} packages, ${jobs.length} submissions judged in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  fs.rmSync(workDir, { recursive: true, force: true });
  if (failures.length > 0) {
    console.error(`\n${failures.length} problem(s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Every verdict is the one its folder promises.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
