/**
 * Compile once, run every test in one box, check. The result carries a verdict per test and overall;
 * a sandbox failure is retried once and otherwise thrown as a SandboxError (never blamed on the user).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LanguageId, Verdict } from '@codeconquer/contracts';
import {
  Box,
  makeHiddenDir,
  memoryAccounting,
  randomName,
  removeHiddenDir,
  SandboxError,
  type MemoryAccounting,
  type RawRunResult,
} from './sandbox';
import { CheckerBox, CheckerError, type CustomChecker } from './checkers/custom-checker';
import { checkTokens, type TokenCheckOptions } from './checkers/token-checker';
import { Compiler, type CompileLimits } from './compile';
import { TOOLCHAINS } from './languages';
import { limitOrCrashVerdict, type Limits } from './verdict';
import { readHead } from './read-head';

/** `answer` null: nothing to compare (custom input, the online compiler); a clean run is Accepted. */
export type TestCase = { id: string; input: string; answer: string | null };

export type JudgeRequest = {
  language: LanguageId;
  source: string;
  tests: TestCase[];
  limits: Limits;
  checker?: TokenCheckOptions;
  /** The problem's own output validator (Kattis protocol); replaces the token check. */
  customChecker?: CustomChecker;
  /** Stop at the first test that is not accepted (submissions); Run shows every test. */
  stopOnFirstFailure?: boolean;
  /** Boxes running this request's tests at once (each test still runs alone in its box). Default 1. */
  parallelism?: number;
  /** Bytes of output and error kept per test for display. */
  previewBytes?: number;
  outputLimitBytes?: number;
};

export type TestResult = {
  testId: string;
  verdict: Verdict;
  detail?: string;
  cpuMs: number;
  wallMs: number;
  memoryMb: number;
  exitCode: number;
  signal: number;
  stdoutPreview: string;
  stderrPreview: string;
};

export type JudgeResult = {
  verdict: Verdict;
  compileMessage?: string;
  compileMs: number;
  compileCached: boolean;
  tests: TestResult[];
  passedTests: number;
  totalTests: number;
  /** Sum over tests (SPEC §4). */
  totalCpuMs: number;
  /** Maximum over tests. */
  maxMemoryMb: number;
  memoryAccounting: MemoryAccounting;
};

export type ProgressEvent = { testIndex: number; totalTests: number; result: TestResult };

const DEFAULT_PREVIEW_BYTES = 1024;
const DEFAULT_OUTPUT_LIMIT = 16 * 1024 * 1024;
const RUN_TMP_KB = 32 * 1024;
const RUN_MAX_PROCESSES = 64;
/** The supervisor, bubblewrap's init and the box's /tmp live in the box's memory group too. */
const BOX_MEMORY_OVERHEAD = 64 * 1024 * 1024;
/** Address-space slack over the memory limit where rlimits stand in for cgroups (shared libraries). */
const ADDRESS_SPACE_SLACK_KB = 64 * 1024;

export class Judge {
  readonly compiler: Compiler;
  private readonly workDir: string;

  constructor(workRoot: string, options: { compileLimits?: Partial<CompileLimits> } = {}) {
    this.compiler = new Compiler(workRoot, options.compileLimits);
    this.workDir = path.join(workRoot, 'work');
  }

  async judge(request: JudgeRequest, onProgress?: (event: ProgressEvent) => void): Promise<JudgeResult> {
    try {
      return await this.judgeOnce(request, onProgress);
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      // One retry: an infrastructure hiccup must not become the user's verdict.
      return this.judgeOnce(request, onProgress);
    }
  }

  private async judgeOnce(
    request: JudgeRequest,
    onProgress?: (event: ProgressEvent) => void,
  ): Promise<JudgeResult> {
    const base = { memoryAccounting: memoryAccounting(), totalTests: request.tests.length };
    const compiled = await this.compiler.compile(request.language, request.source);
    if (!compiled.ok) {
      return {
        ...base,
        verdict: 'Compilation Error',
        compileMessage: compiled.message,
        compileMs: compiled.compileMs,
        compileCached: false,
        tests: [],
        passedTests: 0,
        totalCpuMs: 0,
        maxMemoryMb: 0,
      };
    }

    const toolchain = TOOLCHAINS[request.language];
    const { limits } = request;
    const useAddressSpaceLimit = base.memoryAccounting === 'rlimit' && toolchain.addressSpaceLimitWorks;
    const previewBytes = request.previewBytes ?? DEFAULT_PREVIEW_BYTES;
    const outputLimitBytes = request.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT;
    const validator = request.customChecker ? await this.compileChecker(request.customChecker) : undefined;
    // The supervisor opens each input by its random name; a program cannot list the folder, so the
    // next test's input (already queued) stays out of its reach.
    const testsDir = makeHiddenDir(this.workDir, 'tests-');
    const checkerBoxes: CheckerBox[] = [];
    const boxCount = Math.max(1, Math.min(request.parallelism ?? 1, request.tests.length));
    const boxes: Box[] = [];
    const slots: (TestResult | undefined)[] = new Array<TestResult | undefined>(request.tests.length);
    /** With stopOnFirstFailure, no test after the first failing one is started (or kept). */
    let firstFailure = Number.POSITIVE_INFINITY;
    let nextTest = 0;

    const startRun = (box: Box, index: number) => {
      const test = request.tests[index] as TestCase;
      const inputFile = randomName('.in');
      fs.writeFileSync(path.join(testsDir, inputFile), test.input);
      const run = box.run({
        argv: toolchain.run(compiled.sourceFile, limits.memoryLimitMb),
        cpuMs: limits.timeLimitMs,
        // Wall time covers a program that sleeps or blocks; generous so that a busy machine is not TLE.
        wallMs: limits.timeLimitMs * 2 + 1000,
        memoryKb: limits.memoryLimitMb * 1024,
        addressSpaceKb: useAddressSpaceLimit ? limits.memoryLimitMb * 1024 + ADDRESS_SPACE_SLACK_KB : 0,
        outputLimitBytes,
        tmpKb: RUN_TMP_KB,
        maxProcesses: RUN_MAX_PROCESSES,
        stdinPath: `/tests/${inputFile}`,
        cwd: '/tmp',
      });
      return { index, test, inputFile, run };
    };

    const finishRun = async (
      box: Box,
      started: ReturnType<typeof startRun>,
      checkerBoxRef: { box?: CheckerBox },
    ) => {
      const { index, test, inputFile } = started;
      const run = await started.run;
      if (run.execErrno !== 0)
        throw new SandboxError(`The program could not start (errno ${run.execErrno}).`);
      fs.rmSync(path.join(testsDir, inputFile), { force: true });
      if (index > firstFailure) return;
      let result = this.checkRun(test, run, limits, validator ? null : (request.checker ?? {}), previewBytes);
      if (validator && result.verdict === 'Accepted' && test.answer !== null) {
        if (!checkerBoxRef.box) {
          checkerBoxRef.box = await CheckerBox.open(
            validator.artifactDir,
            validator.sourceFile,
            validator.language,
            this.workDir,
          );
          checkerBoxes.push(checkerBoxRef.box);
        }
        const rejection = await checkerBoxRef.box.check(test.input, test.answer, run.stdoutFile);
        if (rejection !== null) result = { ...result, verdict: 'Wrong Answer', detail: rejection };
      }
      box.release(run);
      slots[index] = result;
      if (result.verdict !== 'Accepted' && request.stopOnFirstFailure)
        firstFailure = Math.min(firstFailure, index);
      onProgress?.({ testIndex: index, totalTests: request.tests.length, result });
    };

    // Each box has the next test queued while the current one runs, so the round trip to the supervisor
    // overlaps the work. A test queued behind a failure is discarded, not reported.
    const runTests = async (box: Box) => {
      const checkerBoxRef: { box?: CheckerBox } = {};
      const started: ReturnType<typeof startRun>[] = [];
      try {
        let previous: ReturnType<typeof startRun> | undefined;
        while (nextTest < request.tests.length && nextTest < firstFailure) {
          const current = startRun(box, nextTest);
          started.push(current);
          nextTest += 1;
          if (previous) await finishRun(box, previous, checkerBoxRef);
          previous = current;
        }
        if (previous) await finishRun(box, previous, checkerBoxRef);
      } catch (error) {
        // Let every queued run settle so that no rejection is left unhandled.
        await Promise.allSettled(started.map((entry) => entry.run));
        throw error;
      }
    };

    try {
      const boxOptions = {
        boxDir: compiled.artifactDir,
        boxWritable: false,
        scratchDir: this.workDir,
        binds: [{ host: testsDir, box: '/tests', readOnly: true }],
        // The outputs of the (at most two) runs in flight are charged to the box too.
        memoryBytes:
          limits.memoryLimitMb * 1024 * 1024 + BOX_MEMORY_OVERHEAD + RUN_TMP_KB * 1024 + 4 * outputLimitBytes,
        maxProcesses: RUN_MAX_PROCESSES,
      };
      const opened = await Promise.allSettled(Array.from({ length: boxCount }, () => Box.open(boxOptions)));
      for (const outcome of opened) if (outcome.status === 'fulfilled') boxes.push(outcome.value);
      const failed = opened.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      await Promise.all(boxes.map(runTests));
    } finally {
      await Promise.all([...boxes, ...checkerBoxes].map((box) => box.close()));
      removeHiddenDir(testsDir);
    }

    const results = slots.filter(
      (result, index): result is TestResult => result !== undefined && index <= firstFailure,
    );
    const verdict: Verdict = results.find((result) => result.verdict !== 'Accepted')?.verdict ?? 'Accepted';
    return {
      ...base,
      verdict,
      compileMs: compiled.compileMs,
      compileCached: compiled.cached,
      tests: results,
      passedTests: results.filter((result) => result.verdict === 'Accepted').length,
      totalCpuMs: results.reduce((sum, result) => sum + result.cpuMs, 0),
      maxMemoryMb: results.reduce((max, result) => Math.max(max, result.memoryMb), 0),
    };
  }

  private async compileChecker(checker: CustomChecker) {
    const compiled = await this.compiler.compile(checker.language, checker.source);
    if (!compiled.ok) throw new CheckerError(`The output validator does not compile: ${compiled.message}`);
    return { ...compiled, language: checker.language };
  }

  private checkRun(
    test: TestCase,
    run: RawRunResult,
    limits: Limits,
    /** null: a custom validator decides after this. */
    checker: TokenCheckOptions | null,
    previewBytes: number,
  ): TestResult {
    const stderrPreview = readHead(run.stderrFile, previewBytes);
    const measured = {
      testId: test.id,
      cpuMs: Math.round(run.cpuMs),
      wallMs: Math.round(run.wallMs),
      memoryMb: Math.round((run.peakMemoryKb / 1024) * 10) / 10,
      exitCode: run.exitCode,
      signal: run.signal,
      stdoutPreview: readHead(run.stdoutFile, previewBytes),
      stderrPreview,
    };
    const failure = limitOrCrashVerdict(run, limits, stderrPreview);
    if (failure) return { ...measured, ...failure };
    if (checker === null || test.answer === null) return { ...measured, verdict: 'Accepted' };
    const output = fs.readFileSync(run.stdoutFile, 'utf8');
    const problem = checkTokens(test.answer, output, checker);
    return problem === null
      ? { ...measured, verdict: 'Accepted' }
      : { ...measured, verdict: 'Wrong Answer', detail: problem };
  }
}
