/**
 * Hostile programs (the README's list of what to contain, and more). Each gets the verdict it must get; programs that probe
 * for a way out print 'contained' when the way is shut and something else when it is open, so an escape
 * fails the test by its output. After the suite the host is checked: no sandbox process left behind, no
 * file written where it should not be, and the next ordinary submission is judged as usual.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LanguageId, Verdict } from '@codeconquer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPILE_LIMITS } from '../src/compile';
import { createTestJudge, judgeOne, type OneTest } from './helpers';
import { STALLERS } from './stall-programs';

const { judge, cleanup } = createTestJudge();

/** A TCP server on the host that no boxed program may reach. */
let hostServer: net.Server;
let hostPort = 0;
let hostConnections = 0;
/** A file on the host that no boxed program may read or change. */
const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-secret-'));
const secretFile = path.join(secretDir, 'secret.txt');

beforeAll(async () => {
  fs.chmodSync(secretDir, 0o755);
  fs.writeFileSync(secretFile, 'TOP-SECRET', { mode: 0o644 });
  hostServer = net.createServer((socket) => {
    hostConnections += 1;
    socket.end('escaped');
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '0.0.0.0', resolve));
  const address = hostServer.address();
  hostPort = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await new Promise((resolve) => hostServer.close(resolve));
  fs.rmSync(secretDir, { recursive: true, force: true });
  await cleanup();
});

type Attack = {
  name: string;
  language: LanguageId;
  source: () => string;
  verdicts: Verdict[];
  test?: () => OneTest;
};

const C_HEADERS =
  '#define _GNU_SOURCE\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\n#include <errno.h>\n#include <fcntl.h>\n#include <signal.h>\n#include <sched.h>\n#include <sys/types.h>\n#include <sys/wait.h>\n#include <sys/socket.h>\n#include <sys/mount.h>\n#include <sys/stat.h>\n#include <sys/ptrace.h>\n#include <sys/syscall.h>\n#include <netinet/in.h>\n#include <arpa/inet.h>\n#include <pthread.h>\n';
const contained = (): OneTest => ({ answer: 'contained' });

const ATTACKS: Attack[] = [
  // --- processes ---
  {
    name: 'fork bomb (C)',
    language: 'c',
    source: () => `${C_HEADERS}int main(void){ for (;;) fork(); }`,
    verdicts: ['Time Limit Exceeded', 'Runtime Error'],
  },
  {
    name: 'fork bomb (Python)',
    language: 'python',
    source: () => 'import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n',
    verdicts: ['Time Limit Exceeded', 'Runtime Error'],
  },
  {
    name: 'orphan that outlives the program via setsid',
    language: 'c',
    source: () =>
      `${C_HEADERS}int main(void){ if (fork() == 0) { setsid(); sleep(30); puts("escaped"); return 0; } puts("contained"); return 0; }`,
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'double fork daemon writing later',
    language: 'c',
    source: () =>
      `${C_HEADERS}int main(void){ if (fork() == 0) { if (fork() == 0) { setsid(); sleep(2); FILE *f = fopen("/tmp/late", "w"); if (f) fputs("x", f); } return 0; } puts("contained"); return 0; }`,
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'thread bomb (Java)',
    language: 'java',
    source: () =>
      'public class Threads { public static void main(String[] a) { while (true) { try { new Thread(() -> { try { Thread.sleep(100000); } catch (Exception e) {} }).start(); } catch (Throwable t) { } } } }',
    // The JVM may also drown in its own 'failed to start thread' warnings.
    verdicts: ['Time Limit Exceeded', 'Runtime Error', 'Memory Limit Exceeded', 'Output Limit Exceeded'],
    test: () => ({ memoryLimitMb: 256 }),
  },
  {
    name: 'spinning threads (C)',
    language: 'c',
    source: () =>
      `${C_HEADERS}static void *spin(void *x){ (void)x; for (;;) { } return 0; }\nint main(void){ pthread_t t; for (int i = 0; i < 8; i++) pthread_create(&t, 0, spin, 0); spin(0); }`,
    verdicts: ['Time Limit Exceeded'],
  },
  {
    name: 'killing every process it can see, then the parent',
    language: 'c',
    source: () =>
      `${C_HEADERS}int main(void){ kill(-1, SIGKILL); kill(getppid(), SIGKILL); kill(1, SIGKILL); puts("contained"); return 0; }`,
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'sees no host process in /proc',
    language: 'python',
    source: () =>
      `import os\npids = [p for p in os.listdir('/proc') if p.isdigit()]\nprint('contained' if len(pids) <= 3 and not os.path.exists('/proc/${process.pid}/environ') else 'escaped ' + ' '.join(pids))\n`,
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'ptrace',
    language: 'c',
    source: () =>
      `${C_HEADERS}int main(void){ long a = ptrace(PTRACE_TRACEME, 0, 0, 0); long b = ptrace(PTRACE_ATTACH, 1, 0, 0); puts(a == -1 && b == -1 ? "contained" : "escaped"); return 0; }`,
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'new user namespace (unshare)',
    language: 'c',
    source: () =>
      `${C_HEADERS}int main(void){ int a = unshare(CLONE_NEWUSER); int b = unshare(CLONE_NEWNS); puts(a == -1 && b == -1 ? "contained" : "escaped"); return 0; }`,
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'mount and chroot',
    language: 'c',
    source: () =>
      `${C_HEADERS}int main(void){ int a = mount("none", "/tmp", "tmpfs", 0, ""); int b = chroot("/tmp"); puts(a == -1 && b == -1 ? "contained" : "escaped"); return 0; }`,
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'becoming root with setuid',
    language: 'c',
    source: () =>
      `${C_HEADERS}int main(void){ int a = setuid(0); puts(a == -1 && getuid() != 0 ? "contained" : "escaped"); return 0; }`,
    verdicts: ['Accepted'],
    test: contained,
  },
  // --- network ---
  {
    name: 'TCP to the host on 127.0.0.1',
    language: 'c',
    source: () =>
      `${C_HEADERS}int main(void){ int s = socket(AF_INET, SOCK_STREAM, 0); struct sockaddr_in a = {0}; a.sin_family = AF_INET; a.sin_port = htons(${hostPort}); a.sin_addr.s_addr = inet_addr("127.0.0.1"); int r = s < 0 ? -1 : connect(s, (struct sockaddr *)&a, sizeof a); puts(r == -1 ? "contained" : "escaped"); return 0; }`,
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'UDP to a public address',
    language: 'python',
    source: () =>
      "import socket\ntry:\n    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)\n    s.sendto(b'x', ('8.8.8.8', 53))\n    print('escaped')\nexcept OSError:\n    print('contained')\n",
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'TCP to the host (Java)',
    language: 'java',
    source: () =>
      `public class Net { public static void main(String[] a) { try { new java.net.Socket("127.0.0.1", ${hostPort}); System.out.println("escaped"); } catch (Throwable e) { System.out.println("contained"); } } }`,
    verdicts: ['Accepted'],
    test: contained,
  },
  // --- files ---
  {
    name: 'reading /etc/shadow and the host secret',
    language: 'python',
    source: () =>
      `import os\nok = True\nfor p in ['/etc/shadow', ${JSON.stringify(secretFile)}, '/root/.bashrc', ${JSON.stringify(path.resolve('package.json'))}]:\n    try:\n        open(p).read()\n        ok = False\n    except OSError:\n        pass\nprint('contained' if ok else 'escaped')\n`,
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'writing outside its /tmp',
    language: 'c',
    source: () =>
      `${C_HEADERS}int main(void){ const char *paths[] = {"/box/x", "/usr/x", "/etc/x", "/x", "/out/x", "/dev/x", "/dev/shm/x", "/proc/x", ${JSON.stringify(path.join(secretDir, 'planted'))}}; for (int i = 0; i < 9; i++) { int fd = open(paths[i], O_WRONLY | O_CREAT, 0644); if (fd >= 0) { printf("escaped %s\\n", paths[i]); return 0; } if (mkdir(paths[i], 0755) == 0) { printf("escaped %s/\\n", paths[i]); return 0; } } puts("contained"); return 0; }`,
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'environment holds no host secret',
    language: 'python',
    source: () =>
      "import os\nallowed = {'PATH', 'HOME', 'LANG', 'LC_ALL', 'TMPDIR', 'PYPY_GC_NURSERY'}\nprint('contained' if set(os.environ) <= allowed else 'escaped ' + ','.join(os.environ))\n",
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'filling the disk',
    language: 'c',
    source: () =>
      `${C_HEADERS}int main(void){ FILE *f = fopen("/tmp/fill", "w"); static char b[1 << 16]; long n = 0; while (f && fwrite(b, 1, sizeof b, f) == sizeof b && fflush(f) == 0) n++; puts(n < 1000 ? "contained" : "escaped"); return 0; }`,
    verdicts: ['Accepted', 'Runtime Error'],
    test: contained,
  },
  {
    name: 'filling /dev/shm',
    language: 'python',
    source: () =>
      "try:\n    with open('/dev/shm/fill', 'wb') as f:\n        for _ in range(1000):\n            f.write(b'x' * 65536)\n            f.flush()\n    print('escaped')\nexcept OSError:\n    print('contained')\n",
    verdicts: ['Accepted'],
    test: contained,
  },
  {
    name: 'devices it should not have',
    language: 'python',
    source: () =>
      "import os\nfound = [p for p in ['/dev/sda', '/dev/vda', '/dev/mem', '/dev/kmsg', '/dev/ptmx', '/dev/pts', '/dev/tty', '/dev/console', '/dev/mqueue', '/sys/fs/cgroup', '/var/run/docker.sock'] if os.path.lexists(p)]\nprint('contained' if not found else 'escaped ' + ' '.join(found))\n",
    verdicts: ['Accepted'],
    test: contained,
  },
  // --- output and time ---
  {
    name: 'endless stdout',
    language: 'cpp',
    source: () =>
      "#include <bits/stdc++.h>\nint main(){ std::string s(4096, 'a'); for (;;) std::cout << s; }",
    verdicts: ['Output Limit Exceeded'],
  },
  {
    name: 'endless stderr',
    language: 'java',
    source: () =>
      'public class Err { public static void main(String[] a) { while (true) System.err.println("noise noise noise noise"); } }',
    verdicts: ['Output Limit Exceeded'],
  },
  {
    name: 'closing its output and spinning',
    language: 'c',
    source: () => `${C_HEADERS}int main(void){ close(1); close(2); for (;;) { } }`,
    verdicts: ['Time Limit Exceeded'],
  },
  {
    name: 'sleeping forever',
    language: 'python',
    source: () => 'import time\ntime.sleep(3600)\n',
    verdicts: ['Time Limit Exceeded'],
  },
  {
    name: 'ignoring SIGXCPU',
    language: 'c',
    source: () =>
      `${C_HEADERS}int main(void){ signal(SIGXCPU, SIG_IGN); signal(SIGTERM, SIG_IGN); for (;;) { } }`,
    verdicts: ['Time Limit Exceeded'],
  },
  // --- memory ---
  {
    name: 'stack overflow by recursion',
    language: 'c',
    source: () =>
      `${C_HEADERS}int f(int x){ volatile char pad[4096]; pad[0] = (char)x; return f(x + 1) + pad[0]; }\nint main(void){ return f(0); }`,
    verdicts: ['Runtime Error', 'Memory Limit Exceeded'],
  },
  {
    name: 'one huge allocation',
    language: 'cpp',
    source: () =>
      '#include <bits/stdc++.h>\nint main(){ std::vector<long long> v(2000000000LL); std::cout << v[12345] << std::endl; }',
    verdicts: ['Memory Limit Exceeded', 'Runtime Error'],
  },
  {
    name: 'memory in /tmp (tmpfs counts too)',
    language: 'python',
    source: () =>
      "try:\n    with open('/tmp/big', 'wb') as f:\n        for _ in range(4096):\n            f.write(b'x' * 65536)\n    print('escaped')\nexcept OSError:\n    print('contained')\n",
    verdicts: ['Accepted', 'Memory Limit Exceeded'],
    test: contained,
  },
  {
    name: 'huge string (Python)',
    language: 'python',
    source: () => "s = 'a' * (10 ** 10)\nprint(len(s))\n",
    verdicts: ['Memory Limit Exceeded'],
  },
  // --- compile time (the bombs that break a compile limit are in 'compile-time bombs' below) ---
  {
    name: 'including a host file',
    language: 'cpp',
    source: () => `#include "${secretFile}"\nint main(){ return 0; }`,
    verdicts: ['Compilation Error'],
  },
  {
    name: 'including itself',
    language: 'c',
    source: () => '#include __FILE__\nint main(void){ return 0; }',
    verdicts: ['Compilation Error'],
  },
  {
    name: 'source over the size limit',
    language: 'python',
    source: () => `# ${'x'.repeat(300 * 1024)}\nprint(1)\n`,
    verdicts: ['Compilation Error'],
  },
  // --- odd but harmless ---
  {
    name: 'unicode everywhere',
    language: 'python',
    source: () => "# ñandú 🚀\nprint('héllo wörld 🚀')\n",
    verdicts: ['Accepted'],
    test: () => ({ answer: 'héllo wörld 🚀' }),
  },
  {
    name: 'Java public class with an unusual name',
    language: 'java',
    source: () =>
      'public class $Ünïcode_Class { public static void main(String[] a) { System.out.println("contained"); } }',
    verdicts: ['Accepted'],
    test: contained,
  },
  // --- reaching the supervisor: stopping or killing its process group (stall-programs.ts) ---
  ...STALLERS.map((staller): Attack => ({
    name: `stalling the judge: ${staller.name}`,
    language: 'c',
    source: () => staller.source,
    verdicts: staller.verdicts,
  })),
];

const MB = 1024 * 1024;
const COMPILE = DEFAULT_COMPILE_LIMITS;
const OUT_OF_MEMORY = `The compiler ran out of memory (limit ${COMPILE.memoryBytes / MB} MB).`;
/** Ten thousand copies of a statement, from a source of a few hundred bytes. */
const expandTenThousandTimes = (statement: string) =>
  `#define A ${statement}\n#define B A A A A A A A A A A\n#define C B B B B B B B B B B\n#define D C C C C C C C C C C\n#define E D D D D D D D D D D\n`;

type CompileBomb = {
  name: string;
  language: LanguageId;
  source: string;
  message: RegExp;
  /** Milliseconds from submission to verdict, box start and clean-up included. */
  within: number;
};

const COMPILE_BOMBS: CompileBomb[] = [
  {
    name: 'C: #include "/dev/urandom"',
    language: 'c',
    source: '#include "/dev/urandom"\nint main(void){ return 0; }',
    message: new RegExp(literal(OUT_OF_MEMORY)),
    within: 10_000,
  },
  {
    name: 'C++: #include </dev/urandom>',
    language: 'cpp',
    source: '#include </dev/urandom>\nint main(){ return 0; }',
    message: new RegExp(literal(OUT_OF_MEMORY)),
    within: 10_000,
  },
  {
    name: 'C: #include </dev/zero>',
    language: 'c',
    source: '#include </dev/zero>\nint main(void){ return 0; }',
    message: new RegExp(literal(OUT_OF_MEMORY)),
    within: 10_000,
  },
  {
    name: 'C++: #include "/dev/random"',
    language: 'cpp',
    source: '#include "/dev/random"\nint main(){ return 0; }',
    message: new RegExp(literal(OUT_OF_MEMORY)),
    within: 10_000,
  },
  {
    // 2^40 distinct instantiations: memory runs out long before the template depth limit is reached.
    name: 'C++: exponential template instantiation',
    language: 'cpp',
    source:
      'template<int N, unsigned long long M> struct B { static constexpr unsigned long long v = B<N - 1, 2 * M>::v + B<N - 1, 2 * M + 1>::v; };\ntemplate<unsigned long long M> struct B<0, M> { static constexpr unsigned long long v = M; };\nint main(){ return (int)B<40, 1>::v; }',
    message: /The compiler ran out of memory|Compilation took longer than/,
    within: COMPILE.wallMs + 5000,
  },
  {
    // Thirty constant evaluations, each under g++'s own operation limit: only our CPU limit stops it.
    name: 'C++: constexpr evaluation that runs for minutes',
    language: 'cpp',
    source: `constexpr long long f(int k) { long long s = 0; for (int i = 0; i < 1000; i++) for (int j = 0; j < 1000; j++) s += (i ^ j) + k; return s; }\ntemplate<int K> struct T { static constexpr long long v = f(K) + T<K - 1>::v; };\ntemplate<> struct T<0> { static constexpr long long v = 0; };\nint main(){ return (int)T<30>::v; }`,
    message: /^Compilation took longer than \d+ s( of CPU time)?\.$/,
    within: COMPILE.wallMs + 5000,
  },
  {
    name: 'C++: ten thousand errors from a few hundred bytes',
    language: 'cpp',
    source: `${expandTenThousandTimes('1 = 2;')}int main(){ E }\n`,
    message: new RegExp(
      `^The compiler wrote more than ${COMPILE.outputLimitBytes / 1024} KB of messages and was stopped\\. The first ${COMPILE.messageBytes / 1024} KB:\\n\\n.*lvalue required`,
      's',
    ),
    within: 5000,
  },
  {
    name: 'C: ten thousand errors from a few hundred bytes',
    language: 'c',
    source: `${expandTenThousandTimes('1 = 2;')}int main(void){ E }\n`,
    message: /^The compiler wrote more than \d+ KB of messages and was stopped\./,
    within: 5000,
  },
  {
    name: 'C: a gigabyte of initialised data',
    language: 'c',
    source: 'char big[1 << 30] = {1};\nint main(int c, char **v){ (void)v; return big[c]; }',
    message: /^The compiled program would be larger than the 64 MB a file may have\.$/,
    within: 5000,
  },
];

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('compile-time bombs', () => {
  it('compile limits are what real compiles need with headroom, no more (README: compile limits)', () => {
    expect(COMPILE.cpuMs).toBeLessThanOrEqual(5000);
    expect(COMPILE.wallMs).toBeLessThanOrEqual(10_000);
    expect(COMPILE.memoryBytes).toBeLessThanOrEqual(512 * MB);
    expect(COMPILE.outputLimitBytes).toBeLessThanOrEqual(64 * 1024);
  });

  it.each(COMPILE_BOMBS.map((bomb) => [bomb.name, bomb] as const))(
    '%s ends as a Compilation Error, quickly',
    async (_name, bomb) => {
      const started = performance.now();
      const result = await judgeOne(judge, bomb.language, bomb.source);
      const elapsed = performance.now() - started;
      expect(result.verdict).toBe('Compilation Error');
      expect(result.compileMessage).toMatch(bomb.message);
      expect(elapsed).toBeLessThan(bomb.within);
    },
  );

  it('an include that blocks (its own output pipe) is stopped by the wall-clock limit', async () => {
    const started = performance.now();
    const results = await Promise.all([
      judgeOne(judge, 'c', '#include </dev/stdout>\nint main(void){ return 0; }'),
      judgeOne(judge, 'cpp', '#include "/dev/stderr"\nint main(){ return 0; }'),
      judgeOne(judge, 'c', '#include </proc/self/fd/1>\nint main(void){ return 0; }'),
    ]);
    const elapsed = performance.now() - started;
    for (const result of results) {
      expect(result.verdict).toBe('Compilation Error');
      expect(result.compileMessage).toBe(`Compilation took longer than ${COMPILE.wallMs / 1000} s.`);
    }
    expect(elapsed).toBeLessThan(COMPILE.wallMs + 8000);
  });

  it('#include </dev/stdin> and </dev/null> read nothing and cannot hang the compiler', async () => {
    const started = performance.now();
    for (const device of ['/dev/stdin', '/dev/null', '/dev/fd/0']) {
      const result = await judgeOne(judge, 'c', `#include <${device}>\nint main(void){ return 0; }`);
      expect(result.verdict, result.compileMessage).toBe('Accepted');
    }
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('hostile programs', () => {
  it('has at least 30 attacks across the four languages', () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ATTACKS.map((attack) => attack.language))).toEqual(
      new Set(['c', 'cpp', 'java', 'python']),
    );
  });

  it.each(ATTACKS.map((attack) => [attack.name, attack] as const))('%s', async (_name, attack) => {
    const result = await judgeOne(judge, attack.language, attack.source(), {
      timeLimitMs: 1000,
      memoryLimitMb: 64,
      outputLimitBytes: 512 * 1024,
      ...attack.test?.(),
    });
    expect(
      attack.verdicts,
      `${result.verdict}: ${result.tests[0]?.stdoutPreview ?? result.compileMessage ?? ''}`,
    ).toContain(result.verdict);
    for (const test of result.tests) expect(test.stdoutPreview).not.toMatch(/escaped/);
  });

  it("cannot read other tests' inputs or the judge's answers, even beside a custom validator", async () => {
    // Each program lists every folder a test file could be in and tries the names a careless judge uses.
    const source = [
      'import os, time',
      'found = []',
      "for d in ['/tests', '/check', '/out', '/box', '/tmp']:",
      '    try:',
      "        found += [d + '/' + f for f in os.listdir(d) if f.endswith(('.in', '.ans', '.team'))]",
      '    except OSError:',
      '        pass',
      "for p in ['/tests/0.in', '/tests/1.in', '/tests/2.in', '/tests/check-0.ans', '/tests/check-1.ans']:",
      '    if os.path.exists(p):',
      '        found.append(p)',
      'time.sleep(0.05)',
      "print(input(), 'contained' if not found else 'escaped ' + ' '.join(found))",
    ].join('\n');
    const accept = { language: 'c' as const, source: 'int main(void){ return 42; }' };
    const tests = Array.from({ length: 6 }, (_, i) => ({
      id: String(i),
      input: `SECRET-INPUT-${i}\n`,
      answer: `SECRET-ANSWER-${i}\n`,
    }));
    const result = await judge.judge({
      language: 'python',
      source,
      tests,
      limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
      customChecker: accept,
      parallelism: 2,
    });
    expect(result.verdict).toBe('Accepted');
    result.tests.forEach((test, i) => expect(test.stdoutPreview.trim()).toBe(`SECRET-INPUT-${i} contained`));
  });

  it('nothing one test leaves behind (files, IPC objects) reaches the next test of the same box', async () => {
    // Each test looks for what an earlier one left, then tries to leave something itself.
    const source = `${C_HEADERS}#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/msg.h>
#include <mqueue.h>
int main(void) {
  const char *paths[] = {"/dev/left", "/dev/shm/left", "/tmp/left", "/left", "/box/left", "/tests/left"};
  int seen = 0;
  for (int i = 0; i < 6; i++) {
    if (access(paths[i], F_OK) == 0) { printf("seen %s\\n", paths[i]); seen++; }
    int fd = open(paths[i], O_WRONLY | O_CREAT, 0644);
    if (fd >= 0 && i != 2) printf("made %s\\n", paths[i]);
    if (fd >= 0) close(fd);
  }
  int shm = shmget(0x5eed, 4096, IPC_CREAT | 0600);
  char *p = shm >= 0 ? shmat(shm, 0, 0) : (char *)-1;
  if (p != (char *)-1) { if (strcmp(p, "left") == 0) { puts("seen shm"); seen++; } strcpy(p, "left"); puts("made shm"); }
  if (msgget(0x5eed, 0600) >= 0) { puts("seen msg"); seen++; }
  if (msgget(0x5eed, IPC_CREAT | 0600) >= 0) puts("made msg");
  mqd_t queue = mq_open("/left", O_RDONLY);
  if (queue != (mqd_t)-1) { puts("seen mq"); seen++; }
  struct mq_attr attr = {0, 4, 16, 0};
  if (mq_open("/left", O_CREAT | O_RDWR, 0600, &attr) != (mqd_t)-1) puts("made mq");
  puts(seen ? "dirty" : "clean");
  return 0;
}
`;
    const result = await judge.judge({
      language: 'c',
      source,
      tests: Array.from({ length: 3 }, (_, i) => ({ id: String(i), input: '', answer: 'clean' })),
      limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
      parallelism: 1,
    });
    expect(result.tests.map((test) => test.stdoutPreview.trim())).toEqual(['clean', 'clean', 'clean']);
    expect(result.verdict).toBe('Accepted');
  });

  it("nothing of a test reaches the next through the box's shared init: processes, PIDs, /tmp's folder", async () => {
    // A box's runs share one init (its PID and mount namespaces). Each test first looks for what the one
    // before it may have left, then leaves what its input names: a process still running and a burst of
    // PIDs (the same init goes on), or /tmp's own folder changed without a file in it (mode, an extended
    // attribute, its times: a new init, and /tmp, follow).
    const source = `${C_HEADERS}#include <dirent.h>
#include <sys/xattr.h>
#include <sys/time.h>
int main(void) {
  char action[32] = "";
  if (scanf("%31s", action) != 1) return 2;
  int dirty = 0;
  if (getpid() != 2) { printf("pid %d\\n", (int)getpid()); dirty = 1; }
  DIR *proc = opendir("/proc");
  struct dirent *entry;
  while (proc && (entry = readdir(proc)))
    if (entry->d_name[0] >= '0' && entry->d_name[0] <= '9' && atoi(entry->d_name) > 2) { printf("process %s\\n", entry->d_name); dirty = 1; }
  struct stat tmp;
  if (stat("/tmp", &tmp) != 0 || (tmp.st_mode & 07777) != 01777) { puts("tmp mode"); dirty = 1; }
  if (tmp.st_mtime == 12345 || tmp.st_atime == 12345) { puts("tmp times"); dirty = 1; }
  if (listxattr("/tmp", NULL, 0) != 0) { puts("tmp xattr"); dirty = 1; }
  if (strcmp(action, "process") == 0) {
    for (int i = 0; i < 20; i++) if (fork() == 0) _exit(0);
    while (wait(NULL) > 0) {}
    if (fork() == 0) { setsid(); close(0); close(1); close(2); sleep(30); _exit(0); }
  } else if (strcmp(action, "chmod") == 0) {
    if (chmod("/tmp", 0700) != 0) puts("chmod refused");
  } else if (strcmp(action, "xattr") == 0) {
    if (setxattr("/tmp", "user.left", "x", 1, 0) != 0) puts("xattr refused");
  } else if (strcmp(action, "utimes") == 0) {
    struct timeval times[2] = {{12345, 0}, {12345, 0}};
    if (utimes("/tmp", times) != 0) puts("utimes refused");
  }
  puts(dirty ? "dirty" : "clean");
  return 0;
}
`;
    const actions = ['process', 'process', 'chmod', 'none', 'xattr', 'none', 'utimes', 'process', 'none'];
    const result = await judge.judge({
      language: 'c',
      source,
      tests: actions.map((action, i) => ({ id: String(i), input: `${action}\n`, answer: null })),
      limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
      parallelism: 1,
    });
    const lasts = result.tests.map((test) => test.stdoutPreview.trim().split('\n').at(-1));
    expect(lasts, result.tests.map((test) => test.stdoutPreview).join('|')).toEqual(
      actions.map(() => 'clean'),
    );
    // Each change was made (had it been refused, the tests after it would prove nothing), except the
    // extended attribute, which a tmpfs refuses on kernels before 6.6.
    const refused = result.tests
      .flatMap((test) => test.stdoutPreview.split('\n'))
      .filter((line) => line.endsWith('refused'));
    expect(refused.filter((line) => line !== 'xattr refused')).toEqual([]);
  });

  it('nothing of one submission is visible to the next one in a reused box', async () => {
    // A judge of its own, so that the second submission surely gets the first one's box.
    const { judge: own, cleanup: removeOwn } = createTestJudge();
    // The first leaves what a program could leave past its end: a file in /tmp, a process, files beside
    // its own in /box and /tests, and System V and POSIX IPC objects (which outlive their makers; the
    // seccomp filter refuses them, and the second looks anyway). It says what it managed.
    const leaver = `${C_HEADERS}#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <mqueue.h>
int main() {
  FILE *file = fopen("/tmp/left", "w");
  if (file && fputs("secret", file) >= 0 && fclose(file) == 0) printf("tmp ");
  if (creat("/box/left", 0666) >= 0) printf("box ");
  if (creat("/tests/left", 0666) >= 0) printf("tests ");
  if (shmget(0x5eed, 4096, IPC_CREAT | 0666) >= 0) printf("shm ");
  if (msgget(0x5eed, IPC_CREAT | 0666) >= 0) printf("msg ");
  if (semget(0x5eed, 1, IPC_CREAT | 0666) >= 0) printf("sem ");
  if (mq_open("/left", O_CREAT | O_RDWR, 0666, NULL) != (mqd_t)-1) printf("mq ");
  if (fork() == 0) { setsid(); sleep(30); _exit(0); }
  puts("left");
  return 0;
}
`;
    // The second looks for each of them, and for the first one's files in /box: its test box's, and as
    // it compiles, its compile box's.
    const finder = `${C_HEADERS}#include <dirent.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <mqueue.h>
int main(void) {
  DIR *tmp = opendir("/tmp");
  struct dirent *entry;
  while (tmp && (entry = readdir(tmp))) if (entry->d_name[0] != '.') printf("tmp:%s ", entry->d_name);
  if (shmget(0x5eed, 0, 0) >= 0) printf("shm ");
  if (msgget(0x5eed, 0) >= 0) printf("msg ");
  if (semget(0x5eed, 0, 0) >= 0) printf("sem ");
  if (mq_open("/left", O_RDONLY) != (mqd_t)-1) printf("mq ");
  DIR *proc = opendir("/proc");
  while (proc && (entry = readdir(proc)))
    if (atoi(entry->d_name) > 2) printf("process:%s ", entry->d_name);
  if (access("/box/main.cpp", F_OK) == 0 || access("/box/left", F_OK) == 0) printf("box ");
  if (access("/tests/left", F_OK) == 0) printf("tests ");
#if __has_include("/box/main.cpp")
  printf("compile-box ");
#endif
  puts("looked");
  return 0;
}
`;
    try {
      const left = await own.judge({
        language: 'cpp',
        source: leaver,
        tests: [{ id: '1', input: '', answer: null }],
        limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
      });
      // The /tmp file was left (had it been refused, the second submission would prove nothing there).
      expect(left.tests[0]?.stdoutPreview.trim()).toBe('tmp left');
      const found = await own.judge({
        language: 'c',
        source: finder,
        tests: [{ id: '1', input: '', answer: null }],
        limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
      });
      expect(own.testBoxes.counts).toEqual({ opened: 1, reused: 1 });
      expect(own.compiler.boxes.counts).toEqual({ opened: 1, reused: 1 });
      expect(found.tests[0]?.stdoutPreview.trim()).toBe('looked');
    } finally {
      await own.close();
      removeOwn();
    }
  });

  it('the devices programs use still work, and /dev is read-only', async () => {
    const source = [
      'import os',
      "with open('/dev/null', 'w') as f: f.write('x')",
      "assert open('/dev/zero', 'rb').read(4) == bytes(4)",
      "assert len(open('/dev/urandom', 'rb').read(16)) == 16 and len(os.urandom(8)) == 8",
      "assert len(open('/dev/random', 'rb').read(16)) == 16",
      'try:',
      "    open('/dev/full', 'w').write('x' * 100000)",
      "    print('full accepted a write')",
      'except OSError:',
      '    pass',
      "print(open('/dev/stdin').read().strip(), sorted(os.listdir('/dev')), os.listdir('/dev/shm'), flush=True)",
      "os.write(os.open('/dev/stdout', os.O_WRONLY), b'out\\n')",
      "print(os.statvfs('/dev').f_flag & os.ST_RDONLY == os.ST_RDONLY)",
    ].join('\n');
    const result = await judge.judge({
      language: 'python',
      source,
      tests: [{ id: '1', input: 'in\n', answer: null }],
      limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
    });
    expect(result.verdict, result.tests[0]?.stderrPreview).toBe('Accepted');
    expect(result.tests[0]?.stdoutPreview).toBe(
      "in ['fd', 'full', 'null', 'random', 'shm', 'stderr', 'stdin', 'stdout', 'urandom', 'zero'] []\nout\nTrue\n",
    );
  });

  it('leaves the host as it was', async () => {
    expect(hostConnections).toBe(0);
    expect(fs.readdirSync(secretDir)).toEqual(['secret.txt']);
    expect(fs.readFileSync(secretFile, 'utf8')).toBe('TOP-SECRET');
    // Once the judge lets its idle boxes go, soon nothing runs as the sandbox user any more (namespaces
    // take a moment to go). The next test judges with a fresh box.
    await judge.close();
    // Other judges on this machine may run boxes too: count ours (our descendants) and anything of the
    // sandbox user that escaped to the host's init.
    const leftovers = () => {
      const rows = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,uid=,args='], { encoding: 'utf8' })
        .stdout.trim()
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .map(([pid, ppid, uid, ...args]) => ({
          pid: Number(pid),
          ppid: Number(ppid),
          uid: Number(uid),
          args: args.join(' '),
        }));
      const parents = new Map(rows.map((row) => [row.pid, row.ppid]));
      const descendsFromUs = (pid: number) => {
        for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at))
          if (at === process.pid) return true;
        return false;
      };
      return rows
        .filter((row) => row.uid === 65534 && (row.ppid <= 1 || descendsFromUs(row.pid)))
        .map((row) => `${row.pid} ${row.args}`)
        .join('\n');
    };
    await expect.poll(leftovers, { timeout: 10_000, interval: 200 }).toBe('');
  });

  it('judges the next ordinary submission as usual, with nothing left from earlier ones', async () => {
    const source =
      'import os\nprint("clean" if not os.listdir("/tmp") else "dirty")\nprint(sum(map(int, input().split())))\n';
    const result = await judgeOne(judge, 'python', source, { input: '2 3', answer: 'clean\n5' });
    expect(result.verdict).toBe('Accepted');
  });
});
