/**
 * A package's submissions/ (problems/package/package-submissions.ts) and what a reference solution must
 * get (problems/reference-solutions.ts): the folders problemtools and the package format define, every
 * file that is not judged listed with its reason (other languages, Python 2, programs of several files,
 * notes, folders that mean nothing), the Python 2 heuristic both ways, and expectations as sets of
 * verdicts (a memory kill is a run-time error to a package). Judging them: problems-verify-cli.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verdictSchema, type Verdict } from '@codeconquer/contracts';
import {
  compareSubmissionPaths,
  folderExpectation,
  judgedSubmissions,
  pythonTwoEvidence,
  readSubmissions,
  VERDICT_BY_FOLDER,
} from '../src/problems/package/package-submissions';
import { readProblemPackage } from '../src/problems/package/read-package';
import {
  expectationOf,
  judgeOptionsFor,
  meetsExpectation,
  meetsPackageExpectation,
} from '../src/problems/reference-solutions';
import { FIXTURE_PACKAGES } from './helpers/fixture-problems';

const PASS_FAIL = { scoring: false };
const SCORING = { scoring: true };

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-submissions-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function writeTree(root: string, files: Record<string, string>): string {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}

const VERDICTS: readonly Verdict[] = verdictSchema.options;

describe('reading submissions/', () => {
  it('judges each folder the package format defines and lists every file it does not judge, with why', () => {
    const pkg = readProblemPackage(path.join(FIXTURE_PACKAGES, 'echo-back'));
    // Stored as reference solutions: one expected verdict each.
    expect(pkg.submissions.map((s) => [s.file, s.language, s.expected])).toEqual([
      ['accepted/echo.py', 'python', 'Accepted'],
      ['wrong_answer/crashes-first.py', 'python', 'Wrong Answer'],
      ['wrong_answer/plus-one.py', 'python', 'Wrong Answer'],
      ['time_limit_exceeded/spin.c', 'c', 'Time Limit Exceeded'],
      ['run_time_error/crash.py', 'python', 'Runtime Error'],
      ['run_time_error/hog.py', 'python', 'Runtime Error'],
    ]);
    // 2023-07's rejected/ and brute_force/ expect several verdicts: judged by verify, not stored.
    expect(pkg.verifyOnly?.map((s) => [s.file, s.language, s.expectation.label])).toEqual([
      ['rejected/halve.py', 'python', 'Rejected'],
      ['brute_force/count-up.py', 'python', 'Time Limit Exceeded or Runtime Error'],
    ]);
    // Never silent: each with its reason. READMEs (submissions/README.md) are left out on purpose.
    expect(pkg.skipped?.map((s) => s.file)).toEqual([
      'accepted/Echo.kt',
      'accepted/echo.cs',
      'accepted/notes.txt',
      'accepted/shebang.py',
      'accepted/split/',
      'wrong_answer/legacy.py',
      'partially_accepted/echo.py',
      'slow_accepted/echo.py',
      'submissions.yaml',
    ]);
    const reason = (file: string) => pkg.skipped?.find((s) => s.file === file)?.reason;
    expect(reason('accepted/Echo.kt')).toBe(
      'Kotlin (.kt) is not a judge language here: the judge runs C, C++, Java, Python 3 and PyPy 3',
    );
    expect(reason('accepted/echo.cs')).toMatch(/^C# \(\.cs\) is not a judge language here/);
    expect(reason('accepted/notes.txt')).toBe('not a source file: no judge language uses .txt');
    expect(reason('accepted/shebang.py')).toBe('Python 2 (a #!…python2 first line): the judge runs Python 3');
    expect(reason('accepted/split/')).toMatch(/program of several files/);
    expect(reason('wrong_answer/legacy.py')).toBe(
      'Python 2 (a print statement on line 2): the judge runs Python 3',
    );
    expect(reason('partially_accepted/echo.py')).toMatch(/scoring problems .* pass-fail/);
    expect(reason('slow_accepted/echo.py')).toMatch(/^slow_accepted\/ is not a submissions folder/);
    expect(reason('submissions.yaml')).toMatch(/not read: each folder keeps its default expectation/);
    // What problems:verify judges: both lists, in reading order.
    expect(judgedSubmissions(pkg).map((s) => [s.file, s.expectation.verdicts])).toEqual([
      ['accepted/echo.py', ['Accepted']],
      ['wrong_answer/crashes-first.py', ['Wrong Answer']],
      ['wrong_answer/plus-one.py', ['Wrong Answer']],
      ['time_limit_exceeded/spin.c', ['Time Limit Exceeded']],
      ['run_time_error/crash.py', ['Runtime Error', 'Memory Limit Exceeded']],
      ['run_time_error/hog.py', ['Runtime Error', 'Memory Limit Exceeded']],
      [
        'rejected/halve.py',
        [
          'Wrong Answer',
          'Time Limit Exceeded',
          'Runtime Error',
          'Memory Limit Exceeded',
          'Output Limit Exceeded',
        ],
      ],
      ['brute_force/count-up.py', ['Time Limit Exceeded', 'Runtime Error', 'Memory Limit Exceeded']],
    ]);
  });

  it('reads back the folders our exporter writes, other C++ endings, and .py3; skips stray files', () => {
    const dir = writeTree(path.join(scratch, 'extras'), {
      'submissions/memory_limit_exceeded/hog.cpp': 'int main() {}\n',
      'submissions/output_limit_exceeded/spam.c': 'int main(void) {}\n',
      'submissions/compile_error/broken.java': 'class Broken {\n',
      'submissions/accepted/a.c++': 'int main() {}\n',
      'submissions/accepted/b.C': 'int main() {}\n',
      // Declared Python 3: never looked at for Python 2.
      'submissions/accepted/c.py3': 'print x\n',
      'submissions/accepted/d.py2': 'print(1)\n',
      'submissions/accepted/Makefile': 'all:\n',
      'submissions/accepted/.gitkeep': '',
      'submissions/accepted/README': 'notes\n',
      'submissions/loose.py': 'print(1)\n',
      'submissions/mixed/deep/a.py': 'print(1)\n',
    });
    const read = readSubmissions(dir, { scoring: false });
    expect(read.submissions.map((s) => [s.file, s.language, s.expected])).toEqual([
      ['accepted/a.c++', 'cpp', 'Accepted'],
      ['accepted/b.C', 'cpp', 'Accepted'],
      ['accepted/c.py3', 'python', 'Accepted'],
      ['memory_limit_exceeded/hog.cpp', 'cpp', 'Memory Limit Exceeded'],
      ['output_limit_exceeded/spam.c', 'c', 'Output Limit Exceeded'],
      ['compile_error/broken.java', 'java', 'Compilation Error'],
    ]);
    expect(read.skipped).toEqual([
      { file: 'accepted/Makefile', reason: 'not a source file: it has no file ending' },
      { file: 'accepted/d.py2', reason: 'Python 2 (.py2) is not a judge language here: only Python 3' },
      { file: 'loose.py', reason: 'not in a folder, so nothing says what it should get' },
      { file: 'mixed/deep/', reason: expect.stringMatching(/^mixed\/ is not a submissions folder/) },
    ]);
    // The writer finds a folder for every verdict a stored solution may expect.
    expect(Object.keys(VERDICT_BY_FOLDER)).toEqual([
      'accepted',
      'wrong_answer',
      'time_limit_exceeded',
      'run_time_error',
      'memory_limit_exceeded',
      'output_limit_exceeded',
      'compile_error',
    ]);
    expect(readSubmissions(path.join(scratch, 'no-such-package'), { scoring: false })).toEqual({
      submissions: [],
      verifyOnly: [],
      skipped: [],
    });
  });

  it('orders paths by folder, known folders first', () => {
    const paths = ['zzz/a.py', 'rejected/a.py', 'accepted/b.py', 'wrong_answer/a.py', 'accepted/a.py'];
    expect(paths.sort(compareSubmissionPaths)).toEqual([
      'accepted/a.py',
      'accepted/b.py',
      'wrong_answer/a.py',
      'rejected/a.py',
      'zzz/a.py',
    ]);
  });
});

describe('Python 2 or Python 3', () => {
  it.each([
    ['#!/usr/bin/env python2\nprint(1)\n', 'a #!…python2 first line'],
    ['#!/usr/bin/python2.7\n', 'a #!…python2 first line'],
    ['n = input()\nprint n\n', 'a print statement on line 2'],
    ['print "hello", name\n', 'a print statement on line 1'],
    ['import sys\nprint >>sys.stderr, "oops"\n', 'a print statement on line 2'],
    ['if n > 1: print n\n', 'a print statement on line 1'],
    ['x = 1; print x\n', 'a print statement on line 1'],
    ['for i in xrange(10):\n    pass\n', 'xrange() on line 1'],
    ['s = raw_input()\n', 'raw_input() on line 1'],
    ['try:\n    f()\nexcept ValueError, e:\n    pass\n', '`except E, e:` on line 3'],
    ['try:\n    f()\nexcept (A, B), e:\n    pass\n', '`except E, e:` on line 3'],
    ['raise ValueError, "bad"\n', '`raise E, message` on line 1'],
    ['exec "x = 1"\n', 'an exec statement on line 1'],
    ['s = `n`\n', 'backquotes on line 1'],
    ['if a <> b:\n    pass\n', 'the <> operator on line 1'],
    ['mode = 0755\n', 'an octal number like 0777 on line 1'],
    ['big = 10L\n', 'a long number like 10L on line 1'],
    ["pattern = ur'\\d+'\n", 'a ur"…" string on line 1'],
  ])('%j is Python 2: %s', (source, evidence) => {
    expect(pythonTwoEvidence(source)).toBe(evidence);
  });

  it.each([
    ['print(n)\n'],
    ['print (n)\n'],
    ['print("a", b, sep="")\n'],
    ['#!/usr/bin/env python3\nprint(1)\n'],
    // The words in strings, docstrings and comments are not code.
    ['s = "print x"\nt = \'raw_input()\'\n'],
    ['"""\nprint n\nxrange(3) except E, e: `x` <> 0777 10L\n"""\nprint(1)\n'],
    ["msg = '''print x'''  # print x, raw_input()\n"],
    ['# print n\nprint(n)  # print n\n'],
    ['s = f"print {x}"\n'],
    // Names that only look like Python 2's.
    ['my_xrange(3)\nobj.raw_input()\nprint_all(x)\nprinter = 1\n'],
    ['print = log\n'],
    // The file defines the name itself, or is written for both Pythons.
    ['def xrange(n):\n    return range(n)\nfor i in xrange(3): pass\n'],
    ['try:\n    input = raw_input\nexcept NameError:\n    pass\n'],
    ['import sys\nif sys.version_info[0] < 3:\n    s = raw_input()\nelse:\n    s = input()\n'],
    ['from six.moves import xrange\nfor i in xrange(3): pass\n'],
    // Python 3 numbers and operators.
    ['x = 0\ny = 00\nz = 1e-05 + 1.5E+03 + 0.5 + 0x1F + 0o17 + 0b101 + 01.5\n'],
    ['except_ = (A, B)\ntry:\n    pass\nexcept (A, B) as e:\n    pass\n'],
    ['a = b[1:2]\nd = {1: 2}\nif x: print(x)\n'],
    ['x = "a" \\\n    "b"\nprint(x)\n'],
  ])('%j is Python 3', (source) => {
    expect(pythonTwoEvidence(source)).toBeNull();
  });
});

describe('what a reference solution must get', () => {
  const meets = (expected: Parameters<typeof meetsExpectation>[0]) =>
    VERDICTS.filter((verdict) => meetsExpectation(expected, verdict));

  it('is its folder’s verdict, a memory kill counting as a run-time error', () => {
    expect(meets(folderExpectation('accepted', PASS_FAIL)!)).toEqual(['Accepted']);
    expect(meets(folderExpectation('wrong_answer', PASS_FAIL)!)).toEqual(['Wrong Answer']);
    expect(meets(folderExpectation('time_limit_exceeded', PASS_FAIL)!)).toEqual(['Time Limit Exceeded']);
    expect(meets(folderExpectation('run_time_error', PASS_FAIL)!)).toEqual([
      'Memory Limit Exceeded',
      'Runtime Error',
    ]);
    expect(meets(folderExpectation('rejected', PASS_FAIL)!)).toEqual([
      'Wrong Answer',
      'Time Limit Exceeded',
      'Memory Limit Exceeded',
      'Runtime Error',
      'Output Limit Exceeded',
    ]);
    expect(meets(folderExpectation('brute_force', PASS_FAIL)!)).toEqual([
      'Time Limit Exceeded',
      'Memory Limit Exceeded',
      'Runtime Error',
    ]);
    expect(folderExpectation('partially_accepted', SCORING)).toMatchObject({
      verdicts: ['Accepted'],
      score: 'partial',
    });
    expect(folderExpectation('slow_accepted', PASS_FAIL)).toBeNull();
  });

  it('checks a scoring problem’s submissions by the grader: full marks for accepted/, less for partially_accepted/', () => {
    const graded = (gradedVerdict: Verdict, score: number) => ({
      verdict: 'Time Limit Exceeded',
      grade: { score, maxScore: 100, gradedVerdict, groups: [] },
    });
    const accepted = expectationOf('Accepted');
    const partial = folderExpectation('partially_accepted', SCORING)!;
    expect(meetsPackageExpectation(accepted, graded('Accepted', 100))).toBe(true);
    expect(meetsPackageExpectation(accepted, graded('Accepted', 20))).toBe(false);
    expect(meetsPackageExpectation(partial, graded('Accepted', 20))).toBe(true);
    expect(meetsPackageExpectation(partial, graded('Accepted', 100))).toBe(false);
    expect(meetsPackageExpectation(partial, graded('Time Limit Exceeded', 0))).toBe(false);
    // The grader's verdict is checked, not the first failing test's.
    expect(meetsPackageExpectation(expectationOf('Wrong Answer'), graded('Wrong Answer', 0))).toBe(true);
    expect(meetsPackageExpectation(expectationOf('Time Limit Exceeded'), graded('Accepted', 20))).toBe(false);
    // Pass-fail: the verdict alone, as before.
    expect(meetsPackageExpectation(accepted, { verdict: 'Accepted' })).toBe(true);
  });

  it('takes the admin’s single expected verdict as before, Runtime Error admitting a memory kill', () => {
    expect(meets('Accepted')).toEqual(['Accepted']);
    expect(meets('Wrong Answer')).toEqual(['Wrong Answer']);
    expect(meets('Runtime Error')).toEqual(['Memory Limit Exceeded', 'Runtime Error']);
    expect(meets('Memory Limit Exceeded')).toEqual(['Memory Limit Exceeded']);
    expect(meets('Compilation Error')).toEqual(['Compilation Error']);
    expect(expectationOf('Runtime Error').label).toBe('Runtime Error');
  });

  it('runs every test only when Accepted is expected; otherwise the first failure decides', () => {
    expect(judgeOptionsFor('Accepted')).toEqual({ stopOnFirstFailure: false });
    expect(judgeOptionsFor(folderExpectation('accepted', PASS_FAIL)!)).toEqual({ stopOnFirstFailure: false });
    expect(judgeOptionsFor('Wrong Answer')).toEqual({ stopOnFirstFailure: true });
    expect(judgeOptionsFor(folderExpectation('rejected', PASS_FAIL)!)).toEqual({ stopOnFirstFailure: true });
  });
});
