/**
 * The supervisor's own measurements, one box and one program at a time, with limits set directly: what a
 * program used must be reported whoever stopped it (its CPU limit, the wall clock, the output limit).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Box, type RunRequest } from '../src/sandbox';
import { createTestJudge } from './helpers';

const { judge, cleanup } = createTestJudge();

const PROGRAMS = {
  busy: 'int main(void){ volatile unsigned long i = 0; for (;;) i++; }',
  // 50 MB touched, then asleep: little CPU, much memory.
  sleeper:
    '#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\nint main(void){ char *p = malloc(50 << 20); memset(p, 1, 50 << 20); sleep(60); return p[7]; }',
  // ~300 ms of CPU, then output without end.
  talker:
    '#include <stdio.h>\n#include <time.h>\nint main(void){ volatile unsigned long i = 0; while (clock() < CLOCKS_PER_SEC * 3 / 10) i++; for (;;) puts("talk talk talk talk talk"); }',
  // Asks its own init to stop it, the way the supervisor does, and lives on.
  impostor:
    '#include <signal.h>\n#include <stdio.h>\n#include <unistd.h>\nint main(void){ kill(1, SIGUSR1); kill(getppid(), SIGUSR1); usleep(200000); puts("alive"); return 0; }',
} as const;

const boxes = new Map<keyof typeof PROGRAMS, Box>();
let scratch = '';

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-supervisor-test-'));
  fs.chmodSync(scratch, 0o755);
  for (const [name, source] of Object.entries(PROGRAMS)) {
    const compiled = await judge.compiler.compile('c', source);
    if (!compiled.ok) throw new Error(compiled.message);
    boxes.set(
      name as keyof typeof PROGRAMS,
      await Box.open({
        boxDir: compiled.artifactDir,
        boxWritable: false,
        scratchDir: scratch,
        memoryBytes: 256 * 1024 * 1024,
        maxProcesses: 64,
      }),
    );
  }
});

afterAll(async () => {
  await Promise.all([...boxes.values()].map((box) => box.close()));
  fs.rmSync(scratch, { recursive: true, force: true });
  await cleanup();
});

const request = (overrides: Partial<RunRequest>): RunRequest => ({
  argv: ['/box/main'],
  cpuMs: 10_000,
  wallMs: 1000,
  memoryKb: 128 * 1024,
  addressSpaceKb: 0,
  outputLimitBytes: 64 * 1024,
  tmpKb: 1024,
  stdinPath: '/dev/null',
  cwd: '/tmp',
  ...overrides,
});

const box = (name: keyof typeof PROGRAMS) => boxes.get(name) as Box;

describe('what the supervisor reports for a program it stops', () => {
  it("a busy loop stopped by the wall clock: the program's own CPU time, close to the wall time", async () => {
    const result = await box('busy').run(request({ wallMs: 1000 }));
    expect(result.killedBy).toBe('wall');
    expect(result.signal).toBe(9);
    // All of it on an idle machine; a quarter is kept as the floor for a loaded one.
    expect(result.cpuMs).toBeGreaterThan(250);
    expect(result.cpuMs).toBeLessThanOrEqual(result.wallMs + 50);
    expect(result.peakMemoryKb).toBeGreaterThan(0);
  });

  it('a sleeping program stopped by the wall clock: little CPU time, and its memory', async () => {
    const result = await box('sleeper').run(request({ wallMs: 1000 }));
    expect(result.killedBy).toBe('wall');
    expect(result.cpuMs).toBeLessThan(500);
    expect(result.peakMemoryKb).toBeGreaterThan(50 * 1024);
  });

  it('a program stopped for its output: its own CPU time', async () => {
    const result = await box('talker').run(request({ wallMs: 10_000 }));
    expect(result.killedBy).toBe('output');
    expect(result.cpuMs).toBeGreaterThan(250);
  });

  it('a program cannot stop itself through its init, nor disturb the next run', async () => {
    const first = await box('impostor').run(request({ wallMs: 5000 }));
    expect(first.killedBy).toBe('none');
    expect(first.signal).toBe(0);
    expect(fs.readFileSync(first.stdoutFile, 'utf8')).toBe('alive\n');
    const second = await box('impostor').run(request({ wallMs: 5000 }));
    expect([second.killedBy, second.exitCode]).toEqual(['none', 0]);
  });

  it('a stop asked before the run has started is not lost (no wait for the 2 s fallback)', async () => {
    for (let i = 0; i < 5; i += 1) {
      const result = await box('busy').run(request({ wallMs: 1 }));
      expect(result.killedBy).toBe('wall');
      expect(result.wallMs).toBeLessThan(1000);
    }
  });

  it('runs on in the same box after every kind of stop', async () => {
    for (const name of ['busy', 'sleeper'] as const) {
      const results = await Promise.all([
        box(name).run(request({ wallMs: 300 })),
        box(name).run(request({ wallMs: 300 })),
      ]);
      expect(results.map((result) => result.killedBy)).toEqual(['wall', 'wall']);
    }
  });
});
