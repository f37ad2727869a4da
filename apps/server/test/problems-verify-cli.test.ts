/**
 * `npm run problems:verify -- --json …` as a process, judging in the real sandbox: one JSON line per
 * submission (the folder's expectation, our verdict, whether it meets it; skipped ones with the reason
 * instead of a verdict), a zip read like a folder, an error line for a package that does not import, and
 * exit code 1 when anything failed. Each folder's semantics: the echo-back fixture (its
 * submissions/README.md), read in package-submissions.test.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_PACKAGES } from './helpers/fixture-problems';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-verify-cli-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

type Run = { code: number | null; stdout: string; stderr: string };

function verify(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/problems/verify-cli.ts', ...args],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A legacy package zipped in one top folder, as problems:import takes it. */
function tinyZip(): string {
  const files: Record<string, string> = {
    'problem.yaml': 'name: Tiny\n',
    'data/secret/1.in': '7\n',
    'data/secret/1.ans': '7\n',
    'submissions/accepted/echo.py': 'print(input())\n',
    'submissions/accepted/echo.py2': 'print raw_input()\n',
  };
  const zipFile = path.join(scratch, 'tiny.zip');
  fs.writeFileSync(
    zipFile,
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [`tiny/${name}`, strToU8(text)]))),
  );
  return zipFile;
}

const PYTHON_2 = 'Python 2 (a print statement on line 2): the judge runs Python 3';

describe('npm run problems:verify -- --json', () => {
  it('prints a line per submission and per package that does not import, and fails when one is off', async () => {
    const broken = path.join(scratch, 'broken');
    fs.mkdirSync(path.join(broken, 'data'), { recursive: true });
    const run = await verify(['--json', path.join(FIXTURE_PACKAGES, 'echo-back'), tinyZip(), broken]);
    expect(run.stderr).toBe('');
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const echo = (submission: string, rest: Record<string, unknown>) => ({
      package: 'echo-back',
      submission,
      ...rest,
    });
    const other = (language: string, ending: string) =>
      `${language} (${ending}) is not a judge language here: the judge runs C, C++, Java, Python 3 and PyPy 3`;
    expect(lines).toEqual([
      echo('accepted/Echo.kt', { expected: 'Accepted', skipped: other('Kotlin', '.kt') }),
      echo('accepted/echo.cs', { expected: 'Accepted', skipped: other('C#', '.cs') }),
      echo('accepted/echo.py', { expected: 'Accepted', verdict: 'Accepted', ok: true }),
      echo('accepted/notes.txt', {
        expected: 'Accepted',
        skipped: 'not a source file: no judge language uses .txt',
      }),
      echo('accepted/shebang.py', {
        expected: 'Accepted',
        skipped: 'Python 2 (a #!…python2 first line): the judge runs Python 3',
      }),
      echo('accepted/split/', {
        expected: 'Accepted',
        skipped: 'a program of several files (a folder): the judge takes one source file',
      }),
      // Crashes on the first test: the first failure decides, and it is not a wrong answer.
      echo('wrong_answer/crashes-first.py', {
        expected: 'Wrong Answer',
        verdict: 'Runtime Error',
        ok: false,
      }),
      echo('wrong_answer/legacy.py', { expected: 'Wrong Answer', skipped: PYTHON_2 }),
      echo('wrong_answer/plus-one.py', { expected: 'Wrong Answer', verdict: 'Wrong Answer', ok: true }),
      echo('time_limit_exceeded/spin.c', {
        expected: 'Time Limit Exceeded',
        verdict: 'Time Limit Exceeded',
        ok: true,
      }),
      echo('run_time_error/crash.py', { expected: 'Runtime Error', verdict: 'Runtime Error', ok: true }),
      // Killed for memory: users see Memory Limit Exceeded, the folder takes it as a run-time error.
      echo('run_time_error/hog.py', {
        expected: 'Runtime Error',
        verdict: 'Memory Limit Exceeded',
        ok: true,
      }),
      echo('rejected/halve.py', { expected: 'Rejected', verdict: 'Wrong Answer', ok: true }),
      echo('brute_force/count-up.py', {
        expected: 'Time Limit Exceeded or Runtime Error',
        verdict: 'Time Limit Exceeded',
        ok: true,
      }),
      echo('partially_accepted/echo.py', {
        skipped: 'partially_accepted/ is for scoring problems only: this one is pass-fail',
      }),
      echo('slow_accepted/echo.py', {
        skipped:
          'slow_accepted/ is not a submissions folder of the package format (legacy or 2023-07): no verdict to check',
      }),
      echo('submissions.yaml', {
        skipped: 'submissions.yaml is not read: each folder keeps its default expectation',
      }),
      // The zip: named after its file, as problems:import names it.
      {
        package: 'tiny',
        submission: 'accepted/echo.py',
        expected: 'Accepted',
        verdict: 'Accepted',
        ok: true,
      },
      {
        package: 'tiny',
        submission: 'accepted/echo.py2',
        expected: 'Accepted',
        skipped: 'Python 2 (.py2) is not a judge language here: only Python 3',
      },
      { package: 'broken', error: 'the package has no problem.yaml' },
    ]);
    expect(run.code).toBe(1);
  }, 120_000);

  it('refuses an option it does not know', async () => {
    const run = await verify(['--jsno', path.join(FIXTURE_PACKAGES, 'add-two')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown option --jsno');
    expect(run.stdout).toBe('');
  }, 30_000);

  it('computes a missing time limit as problemtools does, and runs the input validators on every input', async () => {
    const dir = path.join(scratch, 'no-limit');
    const files: Record<string, string> = {
      'problem.yaml': 'name: No Limit\n',
      'data/secret/1.in': '7\n',
      'data/secret/1.ans': '7\n',
      'data/secret/2.in': '70\n',
      'data/secret/2.ans': '70\n',
      'input_validators/small.py': 'import sys\nsys.exit(42 if int(input()) <= 10 else 43)\n',
      'input_validators/format.ctd': 'INT(1, 10)\n',
      'submissions/accepted/echo.py': 'print(input())\n',
      'submissions/time_limit_exceeded/spin.py': 'while True:\n    pass\n',
    };
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    const run = await verify([dir]);
    // The input validator finds the second input too large: that fails verify.
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('BAD no-limit/input_validators/small.py: secret/2 (exit 43');
    expect(run.stdout).toContain('skip no-limit/input_validators/format.ctd: a Checktestdata script');
    expect(run.stderr).toContain('no-limit/input_validators/small.py: secret/2 (exit 43');
    // A fast echo × legacy's time_multiplier 5, rounded up to whole seconds: 1 s, which the spin exceeds.
    expect(run.stdout).toContain(
      'time no-limit: no time limit given; 1000 ms computed from its accepted submissions',
    );
    expect(run.stdout).toMatch(/ok {2}no-limit\/time_limit_exceeded\/spin.py: Time Limit Exceeded/);
  });
});
