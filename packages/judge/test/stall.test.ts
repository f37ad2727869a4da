/**
 * Programs that try to stall the judge: stop the supervisor (its process group was theirs), stop
 * themselves from a thread, have a child stop them, join another process group, or kill their group. Each
 * must end with a verdict of its own within its limits, as a plain run and in an interactive problem;
 * while four of them wait in the queue, a normal run is answered at once; and a supervisor that stops
 * answering all the same costs that run (BoxStalledError), never the judge.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { childPids } from '../../../chaos/processes';
import type { JudgeRequest } from '../src/judge';
import { attemptJob, failureKind, isInfrastructureFailure, type QueueEvent } from '../src/queue/judge-queue';
import { InProcessJudgeQueue } from '../src/queue/in-process-queue';
import { Box, BoxStalledError } from '../src/sandbox';
import { createTestJudge, judgeOne } from './helpers';
import { memoryStore } from './queue-fixtures';
import { STALLERS, STOP_THE_GROUP } from './stall-programs';

const { judge, cleanup } = createTestJudge();
afterAll(cleanup);

/** A run's wall limit with its 1 s time limit (2 × + 1 s), and what a box's start and close add. */
const WITHIN_MS = 3000 + 2000;

describe('programs that try to stop or kill the judge', () => {
  for (const staller of STALLERS)
    it(`${staller.name}: a verdict of its own, within its limits`, async () => {
      const started = Date.now();
      const result = await judgeOne(judge, 'c', staller.source, { timeLimitMs: 1000 });
      expect(staller.verdicts).toContain(result.verdict);
      expect(Date.now() - started).toBeLessThan(WITHIN_MS);
      // The box answered for the run: its figures are the program's, and it said why it ended.
      expect(result.tests[0]?.detail).toBeTruthy();
    });

  it('as an interactive submission: a verdict, and the validator is not left waiting', async () => {
    const validator = {
      language: 'python' as const,
      interactive: true,
      // Waits for the program's first line, which never comes.
      source: 'import sys\nsys.exit(42 if sys.stdin.readline().strip() == "1" else 43)\n',
    };
    for (const staller of STALLERS.slice(0, 5)) {
      const started = Date.now();
      const result = await judge.judge({
        language: 'c',
        source: staller.source,
        tests: [{ id: '1', input: '1\n', answer: '' }],
        limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
        customChecker: validator,
      });
      expect(['Runtime Error', 'Wrong Answer', 'Time Limit Exceeded'], staller.name).toContain(
        result.verdict,
      );
      expect(Date.now() - started, staller.name).toBeLessThan(WITHIN_MS + 2000);
    }
  });

  it('a normal run is answered within 2 s while four of them wait in the queue before it', async () => {
    const staller: JudgeRequest = {
      language: 'c',
      source: STOP_THE_GROUP,
      tests: [{ id: '1', input: '', answer: '' }],
      limits: { timeLimitMs: 2000, memoryLimitMb: 64 },
    };
    const normal: JudgeRequest = {
      language: 'python',
      source: 'print(42)\n',
      tests: [{ id: '1', input: '', answer: '42' }],
      limits: { timeLimitMs: 2000, memoryLimitMb: 64 },
    };
    // Compiled once beforehand, as the queue's first staller would: the wait measured is the queue's.
    await judge.compiler.compile('c', STOP_THE_GROUP);
    await judge.compiler.compile('python', normal.source);
    const { handler, saved } = memoryStore({ s1: staller, s2: staller, s3: staller, s4: staller, normal });
    // The online compiler's lane, as a guest's runs: it may hold half of two slots, so all five queue.
    const queue = new InProcessJudgeQueue(judge, handler, { concurrency: 2 });
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    for (const id of ['s1', 's2', 's3', 's4']) await queue.enqueue(id, 'compiler');
    const started = Date.now();
    await queue.enqueue('normal', 'compiler');
    await expect.poll(() => saved.get('normal')?.verdict, { timeout: 30_000, interval: 20 }).toBe('Accepted');
    const answeredMs = Date.now() - started;
    expect(answeredMs).toBeLessThanOrEqual(2000);
    await expect.poll(() => saved.size, { timeout: 30_000 }).toBe(5);
    for (const id of ['s1', 's2', 's3', 's4']) expect(saved.get(id)?.verdict).toBe('Runtime Error');
    expect(events.filter((event) => event.type === 'failed')).toEqual([]);
    await queue.close();
  });
});

/** Every process below `pid` (the box's bubblewrap, its supervisor, the program): children of children. */
const descendants = (pid: number): number[] =>
  childPids(pid).flatMap((child) => [child, ...descendants(child)]);

describe('a supervisor that stops answering', () => {
  it('fails that run with BoxStalledError within its bounds, a failure of the job and not the world', async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-stall-test-'));
    fs.chmodSync(scratch, 0o755);
    const compiled = await judge.compiler.compile('c', '#include <unistd.h>\nint main(){ sleep(30); }');
    if (!compiled.ok) throw new Error(compiled.message);
    const box = await Box.open({
      boxDir: compiled.artifactDir,
      boxWritable: false,
      scratchDir: scratch,
      memoryBytes: 256 * 1024 * 1024,
      maxProcesses: 64,
    });
    try {
      const wallMs = 300;
      const started = Date.now();
      const run = box.run({
        argv: ['/box/main'],
        cpuMs: 1000,
        wallMs,
        memoryKb: 64 * 1024,
        addressSpaceKb: 0,
        outputLimitBytes: 1024,
        tmpKb: 1024,
        stdinPath: '/dev/null',
        cwd: '/tmp',
      });
      // Stands for whatever could hold a supervisor: stopped from the host, it can answer nothing.
      const stopped = descendants(box.processId ?? 0);
      expect(stopped.length).toBeGreaterThan(0);
      spawnSync('kill', ['-STOP', String(box.processId), ...stopped.map(String)]);
      const error = await run.then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(BoxStalledError);
      // Its bound: twice the wall limit, the init's 2 s to stop a program, 5 s of tear-down.
      expect(Date.now() - started).toBeLessThan(2 * wallMs + 7000 + 1000);
      expect(isInfrastructureFailure(error)).toBe(false);
      expect(failureKind(error)).toBe('sandbox');
      // The box is gone with it: nothing more runs there.
      await expect.poll(() => fs.existsSync(`/proc/${box.processId}`), { timeout: 5000 }).toBe(false);
    } finally {
      await box.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }, 30_000);

  it('spends one of the job’s attempts (and notes why), so the job ends with its reason', async () => {
    const { handler, failed } = memoryStore({
      job: { language: 'c', source: '', tests: [], limits: { timeLimitMs: 1000, memoryLimitMb: 64 } },
    });
    const notes: string[] = [];
    const noting = { ...handler, note: async (_id: string, reason: string) => void notes.push(reason) };
    const stalled = async () => {
      throw new BoxStalledError('The sandbox stopped answering while it ran a program.');
    };
    const outcomes = [];
    for (let attempt = 1; attempt <= 3; attempt += 1)
      outcomes.push(await attemptJob('job', noting, stalled, () => undefined, attempt));
    expect(outcomes.map((outcome) => outcome.type)).toEqual(['failed', 'failed', 'failed']);
    expect(outcomes.at(-1)).toMatchObject({ final: true });
    expect(notes).toHaveLength(2);
    expect(failed.get('job')).toMatch(/stopped answering/);
  });
});
