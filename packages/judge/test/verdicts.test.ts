/** Every verdict and every limit, in every language where it applies. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Judge } from '../src/judge';
import { Box } from '../src/sandbox';
import { createTestJudge, judgeOne } from './helpers';

const { judge, cleanup } = createTestJudge();
afterAll(cleanup);

const APLUSB = {
  c: '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n',
  cpp: '#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;cin>>a>>b;cout<<a+b<<"\\n";}\n',
  java: 'import java.util.*;\npublic class Adder { public static void main(String[] args) { Scanner in = new Scanner(System.in); System.out.println(in.nextLong() + in.nextLong()); } }\n',
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
  pypy: 'a, b = map(int, input().split())\nprint(a + b)\n',
} as const;

describe.each(Object.entries(APLUSB))('%s: A+B', (language, source) => {
  const lang = language as keyof typeof APLUSB;
  it('is Accepted on every test, with time and memory measured', async () => {
    const result = await judge.judge({
      language: lang,
      source,
      tests: [
        { id: 'small', input: '1 2\n', answer: '3\n' },
        { id: 'negative', input: '-5 3', answer: '-2' },
        { id: 'big', input: '1000000000000 2000000000000\n', answer: '3000000000000\n' },
      ],
      limits: { timeLimitMs: 2000, memoryLimitMb: 256 },
    });
    expect(result.verdict).toBe('Accepted');
    expect(result.passedTests).toBe(3);
    for (const test of result.tests) {
      expect(test.memoryMb).toBeGreaterThan(0);
      expect(test.wallMs).toBeGreaterThanOrEqual(test.cpuMs > 5 ? 1 : 0);
    }
    expect(result.maxMemoryMb).toBe(Math.max(...result.tests.map((test) => test.memoryMb)));
  });

  it('is Wrong Answer when the output differs, and stops there when asked', async () => {
    const result = await judge.judge({
      language: lang,
      source,
      tests: [
        { id: 'right', input: '1 2', answer: '3' },
        { id: 'wrong', input: '2 2', answer: '5' },
        { id: 'never-run', input: '3 3', answer: '6' },
      ],
      limits: { timeLimitMs: 2000, memoryLimitMb: 256 },
      stopOnFirstFailure: true,
    });
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.tests.map((test) => test.verdict)).toEqual(['Accepted', 'Wrong Answer']);
    expect(result.tests[1]?.detail).toBe("Token 1: expected '5', got '4'.");
    expect(result.passedTests).toBe(1);
  });
});

describe('Compilation Error', () => {
  it.each([
    ['c', 'int main( { return 0; }', /error/],
    ['cpp', 'int main() { undefined_name(); }', /undefined_name/],
    ['java', 'public class Broken { void f() { int x = "s"; } }', /incompatible types/],
    ['python', 'def f(:\n  pass\n', /SyntaxError|invalid syntax/],
  ] as const)('%s reports the compiler message', async (language, source, message) => {
    const result = await judgeOne(judge, language, source);
    expect(result.verdict).toBe('Compilation Error');
    expect(result.compileMessage).toMatch(message);
    expect(result.tests).toEqual([]);
  });
});

describe('Runtime Error', () => {
  it.each([
    ['c', 'int main(void){ return 3; }', 'Exited with code 3.'],
    ['c', '#include <signal.h>\nint main(void){ raise(SIGABRT); return 0; }', 'Killed by SIGABRT.'],
    ['c', 'int main(void){ volatile int *p = 0; *p = 1; return 0; }', 'Killed by SIGSEGV.'],
    [
      'c',
      '#include <stdio.h>\nint main(void){ int z; scanf("%d", &z); printf("%d", 100 / z); return 0; }',
      'Killed by SIGFPE.',
    ],
    ['cpp', '#include <stdexcept>\nint main(){ throw std::runtime_error("boom"); }', 'Killed by SIGABRT.'],
    ['python', 'raise ValueError("boom")', 'Exited with code 1.'],
    [
      'java',
      'public class Thrower { public static void main(String[] a) { throw new IllegalStateException("boom"); } }',
      'Exited with code 1.',
    ],
  ] as const)('%s: %s', async (language, source, detail) => {
    const result = await judgeOne(judge, language, source, { input: '0' });
    expect(result.verdict).toBe('Runtime Error');
    expect(result.tests[0]?.detail).toBe(detail);
  });

  it('keeps the first bytes of the error stream', async () => {
    const result = await judgeOne(
      judge,
      'python',
      'import sys\nsys.stderr.write("x" * 5000)\nraise SystemExit(2)',
    );
    expect(result.tests[0]?.stderrPreview).toBe('x'.repeat(1024));
  });
});

describe('Time Limit Exceeded', () => {
  it.each([
    ['c', 'int main(void){ volatile unsigned long i = 0; for (;;) i++; }'],
    ['python', 'while True:\n    pass\n'],
    [
      'java',
      'public class Spin { public static void main(String[] a) { long i = 0; while (true) { i++; } } }',
    ],
  ] as const)('%s busy loop is stopped by the CPU limit', async (language, source) => {
    const result = await judgeOne(judge, language, source, { timeLimitMs: 500 });
    expect(result.verdict).toBe('Time Limit Exceeded');
    expect(result.tests[0]?.wallMs).toBeLessThan(5000);
  });

  it('a sleeping program is stopped by the wall-clock limit, with its own small CPU time and memory', async () => {
    const source =
      '#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\nint main(void){ char *p = malloc(20 << 20); memset(p, 1, 20 << 20); sleep(60); return p[3]; }';
    const result = await judgeOne(judge, 'c', source, { timeLimitMs: 500 });
    expect(result.verdict).toBe('Time Limit Exceeded');
    expect(result.tests[0]?.detail).toMatch(/Wall-clock/);
    expect(result.tests[0]?.wallMs).toBeLessThan(5000);
    expect(result.tests[0]?.cpuMs).toBeLessThan(250);
    expect(result.tests[0]?.memoryMb).toBeGreaterThan(20);
  });

  it('a busy loop that outlasts the wall clock reports its own CPU time, over the limit', async () => {
    // With a 500 ms limit the wall clock (2 s) comes before RLIMIT_CPU (2 s of CPU): the supervisor stops it.
    const source =
      '#include <signal.h>\nint main(void){ signal(SIGXCPU, SIG_IGN); volatile unsigned long i = 0; for (;;) i++; }';
    const result = await judgeOne(judge, 'c', source, { timeLimitMs: 500 });
    expect(result.verdict).toBe('Time Limit Exceeded');
    // Close to the 2 s it ran on an idle machine; the floor leaves room for a loaded one.
    expect(result.tests[0]?.cpuMs).toBeGreaterThan(500);
    expect(result.tests[0]?.detail).toBe('CPU time over 500 ms.');
    expect(result.totalCpuMs).toBe(result.tests[0]?.cpuMs);
  });
});

describe('Memory Limit Exceeded', () => {
  it.each([
    [
      'c',
      '#include <stdlib.h>\n#include <string.h>\nint main(void){ for (;;) { char *p = malloc(1 << 20); if (!p) return 9; memset(p, 1, 1 << 20); } }',
    ],
    [
      'cpp',
      '#include <vector>\nint main(){ std::vector<std::vector<char>> v; for (;;) v.emplace_back(1 << 20, 1); }',
    ],
    ['python', 'x = []\nwhile True:\n    x.append(bytearray(1 << 20))\n'],
    [
      'java',
      'import java.util.*;\npublic class Hog { public static void main(String[] a) { List<long[]> l = new ArrayList<>(); while (true) l.add(new long[1 << 17]); } }',
    ],
  ] as const)('%s heap growth', async (language, source) => {
    const result = await judgeOne(judge, language, source, { memoryLimitMb: 64, timeLimitMs: 3000 });
    expect(result.verdict).toBe('Memory Limit Exceeded');
  });

  it('a program under the limit is not MLE', async () => {
    // The size comes from the input so that the compiler cannot optimise the allocation away.
    const source =
      '#include <stdlib.h>\n#include <string.h>\n#include <stdio.h>\nint main(void){ int mb; scanf("%d", &mb); char *p = malloc((size_t)mb << 20); memset(p, mb, (size_t)mb << 20); printf("%d\\n", p[mb]); return 0; }';
    const result = await judgeOne(judge, 'c', source, { memoryLimitMb: 64, input: '20', answer: '20' });
    expect(result.verdict).toBe('Accepted');
    expect(result.tests[0]?.memoryMb).toBeGreaterThan(19);
  });
});

describe('Output Limit Exceeded', () => {
  it.each([
    ['c', '#include <stdio.h>\nint main(void){ for (;;) puts("spam spam spam spam"); }'],
    ['c', '#include <stdio.h>\nint main(void){ for (;;) fputs("error error error\\n", stderr); }'],
    ['python', 'while True:\n    print("x" * 1000)\n'],
  ] as const)('%s endless output', async (language, source) => {
    const result = await judgeOne(judge, language, source, {
      outputLimitBytes: 256 * 1024,
      timeLimitMs: 3000,
    });
    expect(result.verdict).toBe('Output Limit Exceeded');
  });
});

describe('checker options and the compile cache', () => {
  it('accepts floating-point answers within the tolerance', async () => {
    const result = await judge.judge({
      language: 'python',
      source: 'print(1/3)',
      tests: [{ id: '1', input: '', answer: '0.333333' }],
      limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
      checker: { floatAbsoluteTolerance: 1e-6 },
    });
    expect(result.verdict).toBe('Accepted');
  });

  it('compiles the same source once', async () => {
    const source = `${APLUSB.c}/* cache ${Date.now()} */\n`;
    const first = await judgeOne(judge, 'c', source, { input: '1 1', answer: '2' });
    const second = await judgeOne(judge, 'c', source, { input: '2 2', answer: '4' });
    expect([first.verdict, second.verdict]).toEqual(['Accepted', 'Accepted']);
    expect(first.compileCached).toBe(false);
    expect(second.compileCached).toBe(true);
  });

  it('spreads tests over several boxes and still reports them in order, up to the first failure', async () => {
    const tests = Array.from({ length: 8 }, (_, i) => ({
      id: String(i),
      input: `${i} 1`,
      answer: String(i === 5 ? 0 : i + 1),
    }));
    const result = await judge.judge({
      language: 'c',
      source: APLUSB.c,
      tests,
      limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
      parallelism: 3,
      stopOnFirstFailure: true,
    });
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.tests.map((test) => test.testId)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(result.tests.map((test) => test.verdict)).toEqual([...Array(5).fill('Accepted'), 'Wrong Answer']);
  });

  it('names the Java file after its public class, whatever the name', async () => {
    const source =
      'public class Zebra_42 { public static void main(String[] a) { System.out.println("ok"); } }';
    const result = await judgeOne(judge, 'java', source, { answer: 'ok' });
    expect(result.verdict).toBe('Accepted');
  });
});

describe('the test boxes', () => {
  it('start while the program compiles, serve the next submission empty, and go when the judge closes', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-judge-boxes-'));
    fs.chmodSync(root, 0o755);
    const own = new Judge(root);
    const events: string[] = [];
    const compile = own.compiler.compile.bind(own.compiler);
    vi.spyOn(own.compiler, 'compile').mockImplementation(async (...args) => {
      const result = await compile(...args);
      events.push('compiled');
      return result;
    });
    const realOpen = Box.open.bind(Box);
    vi.spyOn(Box, 'open').mockImplementation((options) => {
      events.push(options.boxWritable ? 'compile box' : 'test box');
      return realOpen(options);
    });
    try {
      const accepted = await judgeOne(own, 'java', APLUSB.java, { input: '1 2', answer: '3' });
      expect(accepted.verdict).toBe('Accepted');
      expect(events).toEqual(['test box', 'compile box', 'compiled']);
      const broken = await judgeOne(own, 'c', 'int main( {');
      expect(broken.verdict).toBe('Compilation Error');
      // The second submission had the first one's boxes, their folders emptied.
      expect(events).toEqual(['test box', 'compile box', 'compiled', 'compiled']);
      expect(own.testBoxes.counts).toEqual({ opened: 1, reused: 1 });
      expect(own.compiler.boxes.counts).toEqual({ opened: 1, reused: 1 });
      const work = path.join(root, 'work');
      const boxFolders = () => fs.readdirSync(work).filter((name) => /^(program|tests|compile)-/.test(name));
      expect(boxFolders()).toHaveLength(3);
      for (const folder of boxFolders()) {
        const inBox = folder.startsWith('compile-')
          ? path.join(work, folder, 'box')
          : path.join(work, folder);
        fs.chmodSync(inBox, 0o755);
        expect(fs.readdirSync(inBox)).toEqual([]);
      }
      await own.close();
      expect(boxFolders()).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('custom output validator (Kattis protocol)', () => {
  // Accepts any two numbers whose sum is the judge's answer; the messages go to stdout.
  const validator = {
    language: 'cpp' as const,
    source: `#include <bits/stdc++.h>
int main(int argc, char **argv) {
  std::ifstream answer(argv[2]);
  long long want, a, b;
  answer >> want;
  if (!(std::cin >> a >> b)) { std::cout << "expected two numbers"; return 43; }
  if (a + b != want) { std::cout << "sum is " << a + b << ", not " << want; return 43; }
  return 42;
}
`,
  };
  const tests = [{ id: '1', input: '10', answer: '10' }];

  it('accepts any output the validator accepts', async () => {
    const result = await judge.judge({
      language: 'python',
      source: 'n = int(input())\nprint(3, n - 3)\n',
      tests,
      limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
      customChecker: validator,
    });
    expect(result.verdict).toBe('Accepted');
  });

  it("rejects with the validator's message", async () => {
    const result = await judge.judge({
      language: 'python',
      source: 'print(4, 5)\n',
      tests,
      limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
      customChecker: validator,
    });
    expect(result.verdict).toBe('Wrong Answer');
    expect(result.tests[0]?.detail).toBe('sum is 9, not 10');
  });

  it('blames a broken validator on the validator, never on the contestant', async () => {
    const broken = { language: 'c' as const, source: 'int main(void){ return 7; }' };
    await expect(
      judge.judge({
        language: 'python',
        source: 'print(1)',
        tests,
        limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
        customChecker: broken,
      }),
    ).rejects.toThrow(/output validator failed \(exit 7/);
  });

  it('a validator failing on one box ends the judging without leaving a queued run on another unhandled', async () => {
    // Box A's first test crashes the validator while box B's validator is still deciding and B's next
    // test is running: closing B then must not fail that run with no one to hear it.
    const crashesOnFirst = {
      language: 'python' as const,
      source:
        'import sys, time\nif open(sys.argv[1]).read() == "crash": sys.exit(7)\ntime.sleep(0.5)\nsys.exit(42)\n',
    };
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      await expect(
        judge.judge({
          language: 'python',
          source: 'import time\nif input() != "crash": time.sleep(0.3)\nprint(1)',
          tests: ['crash', 'slow', 'slow', 'slow'].map((input, index) => ({
            id: String(index),
            input,
            answer: '1',
          })),
          limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
          customChecker: crashesOnFirst,
          parallelism: 2,
        }),
      ).rejects.toThrow(/output validator failed \(exit 7/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });

  it('hands the validator its flags after input, answer and feedback folder (Kattis protocol)', async () => {
    // Rejects with what it was given, so the message shows its command line.
    const echo = `#include <bits/stdc++.h>
int main(int argc, char **argv) {
  std::ifstream input(argv[1]), answer(argv[2]);
  std::string in, ans;
  input >> in;
  answer >> ans;
  std::cout << in << " " << ans << " feedback=" << argv[3];
  for (int i = 4; i < argc; i++) std::cout << " [" << argv[i] << "]";
  return 43;
}
`;
    const judged = (args?: string[]) =>
      judge.judge({
        language: 'python',
        source: 'print(3)\n',
        tests: [{ id: '1', input: '1 2\n', answer: '3\n' }],
        limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
        customChecker: { language: 'cpp', source: echo, args },
      });
    const withFlags = await judged(['float_tolerance', '1e-6', 'mode=strict']);
    expect(withFlags.tests[0]?.detail).toBe('1 3 feedback=/tmp/ [float_tolerance] [1e-6] [mode=strict]');
    // The same validator box serves the next submission, with its own flags (none).
    const without = await judged();
    expect(without.tests[0]?.detail).toBe('1 3 feedback=/tmp/');
  });
});

describe('validator boxes', () => {
  it('go with their test box to the next submission, readied: nothing the first validator left is there', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-validator-boxes-'));
    fs.chmodSync(root, 0o755);
    const own = new Judge(root);
    const validatorBoxes: Promise<Box>[] = [];
    const realOpen = Box.open.bind(Box);
    vi.spyOn(Box, 'open').mockImplementation((options) => {
      const opening = realOpen(options);
      if (options.binds?.some((bind) => bind.box === '/check')) validatorBoxes.push(opening);
      return opening;
    });
    // Says what it finds (a file it leaves in /tmp, the files in /box), then leaves the file.
    const looker = (mark: string) => `#include <bits/stdc++.h>
#include <dirent.h>
#include <unistd.h>
static int entries(const char *dir) {
  DIR *listing = opendir(dir);
  if (!listing) return -1;
  int count = 0;
  while (struct dirent *entry = readdir(listing)) count += entry->d_name[0] != '.';
  closedir(listing);
  return count;
}
int main() {
  bool left = access("/tmp/left", F_OK) == 0;
  if (FILE *file = fopen("/tmp/left", "w")) fclose(file);
  std::cout << "left=" << left << " box=" << entries("/box");
  return 43; // ${mark}
}
`;
    const judged = (mark: string) =>
      own.judge({
        language: 'python',
        source: 'print(3)\n',
        tests: [{ id: '1', input: '1 2\n', answer: '3\n' }],
        limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
        customChecker: { language: 'cpp', source: looker(mark) },
      });
    try {
      const first = await judged('first');
      const second = await judged('second');
      expect(first.tests[0]?.detail).toMatch(/^left=0 box=[1-9]$/);
      // Its own program only (the first one's files would be beside it), and no file from the first.
      expect(second.tests[0]?.detail).toBe(first.tests[0]?.detail);
      expect(validatorBoxes).toHaveLength(1);
      expect(own.testBoxes.counts).toEqual({ opened: 1, reused: 1 });
      // It closes with its test box.
      const validatorProcess = (await validatorBoxes[0])?.processId as number;
      expect(() => process.kill(validatorProcess, 0)).not.toThrow();
      await own.close();
      expect(() => process.kill(validatorProcess, 0)).toThrow();
    } finally {
      vi.restoreAllMocks();
      await own.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('what contest code expects of the toolchains (docs/packages.md)', () => {
  it('python: exit() and quit() end the program with their code, as in a normal python3 run', async () => {
    const ended = await judgeOne(judge, 'python', 'print(7)\nexit()\nprint(8)\n', { answer: '7' });
    expect(ended.verdict).toBe('Accepted');
    const quitted = await judgeOne(judge, 'python', 'print(7)\nquit(3)\n', { answer: '7' });
    expect(quitted.verdict).toBe('Runtime Error');
    expect(quitted.tests[0]?.exitCode).toBe(3);
  });

  it('python: the program runs as a script: __main__, __file__, argv, pickling its own classes', async () => {
    const source = [
      'import pickle, sys',
      'class Point:',
      '    pass',
      "print(__name__, __file__.endswith('.py'), sys.argv[0] == __file__, 'exit' in dir(__builtins__) or callable(exit))",
      'print(type(pickle.loads(pickle.dumps(Point()))).__name__)',
      "print(sorted(name for name in globals() if not name.startswith('__')))",
    ].join('\n');
    const result = await judgeOne(judge, 'python', source, {
      answer: "__main__ True True True\nPoint\n['Point', 'pickle', 'sys']\n",
    });
    expect(result.verdict, result.tests[0]?.stderrPreview).toBe('Accepted');
  });

  it('c++: compiles as GNU C++20 (std::ssize, set::contains)', async () => {
    const source = [
      '#include <bits/stdc++.h>',
      'int main() { std::vector<int> v{1, 2, 3}; std::set<int> s(v.begin(), v.end());',
      '  std::cout << std::ssize(v) << " " << s.contains(2) << "\\n"; }',
    ].join('\n');
    const result = await judgeOne(judge, 'cpp', source, { answer: '3 1' });
    expect(result.verdict, result.compileMessage ?? '').toBe('Accepted');
  });

  it.each([
    [
      'c',
      '#include <string.h>\nint main(void) { char b[8]; volatile int n = 64; memset(b, 1, n); return b[0] - 1; }',
    ],
    [
      'cpp',
      '#include <cstring>\nint main() { char b[8]; volatile int n = 64; std::memset(b, 1, n); return b[0] - 1; }',
    ],
  ] as const)(
    '%s: a stack buffer overflow ends the program (a Runtime Error), as on Kattis',
    async (language, source) => {
      const result = await judgeOne(judge, language, source, { answer: '' });
      expect(result.verdict).toBe('Runtime Error');
    },
  );

  it('pypy: runs the program with PyPy, exit() included, and its own syntax check', async () => {
    const which = await judgeOne(
      judge,
      'pypy',
      'import platform, sys\nprint(platform.python_implementation())\nexit(0)\n',
      { answer: 'PyPy' },
    );
    expect(which.verdict, which.tests[0]?.stderrPreview).toBe('Accepted');
    // PyPy 3.9 has no match statement: a Compilation Error there, not a crash at run time.
    const match = await judgeOne(judge, 'pypy', 'match 1:\n    case 1:\n        print(1)\n', { answer: '1' });
    expect(match.verdict).toBe('Compilation Error');
  });

  it('pypy: uses the same memory on every host (its GC nursery is fixed, not half the CPU cache)', async () => {
    // With the nursery sized from a host's reported 300 MB cache this peaked near 200 MB; with 4 MB, ~60 MB.
    const loop = 's = 0\nfor i in range(3 * 10 ** 6):\n    s += len(str(i))\nprint(s)\n';
    const result = await judgeOne(judge, 'pypy', loop, {
      answer: '19888890',
      memoryLimitMb: 256,
      timeLimitMs: 5000,
    });
    expect(result.verdict).toBe('Accepted');
    expect(result.tests[0]?.memoryMb).toBeLessThan(100);
  });

  it.each(['python', 'pypy'] as const)(
    '%s: a traceback starts at the program, without the runner’s own bootstrap frame',
    async (language) => {
      const source = 'def f(x):\n    return 1 // x\n\nf(0)\n';
      const result = await judgeOne(judge, language, source, { memoryLimitMb: 256 });
      expect(result.verdict).toBe('Runtime Error');
      const traceback = result.tests[0]?.stderrPreview ?? '';
      expect(traceback).toMatch(
        /^Traceback \(most recent call last\):\n {2}File "\/box\/main\.py", line 4, in <module>/,
      );
      expect(traceback).not.toContain('<string>');
      expect(traceback).toMatch(/ZeroDivisionError/);
    },
  );
});
