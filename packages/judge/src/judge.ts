/**
 * Compile once, run every test in one box, check. The result carries a verdict per test and overall;
 * a sandbox failure is retried once and otherwise thrown as a SandboxError (never blamed on the user).
 *
 * The steps have a module each: run-settings.ts (a test box's options, one test's limits),
 * test-runner.ts (the tests over the boxes, pipelined; stopping at the first failure), check-run.ts
 * (one run → its test's result) and judge-result.ts (the overall verdict and totals).
 */
import path from 'node:path';
import { CheckerBox, CheckerError, type CustomChecker } from './checkers/custom-checker';
import { Compiler, type CompileLimits } from './compile';
import { breakingGroups, grade } from './grading';
import { CounterexampleSearcher, type CounterexampleSearch } from './counterexample/search';
import { compileErrorResult, testsResult, type JudgeResultBase } from './judge-result';
import type { JudgeRequest, JudgeResult, ProgressEvent } from './judge-types';
import { TOOLCHAINS } from './languages';
import { linkProgram } from './program-dir';
import { interactiveRunRequest, testBoxMemoryBytes, testRunPlan, testRunRequest } from './run-settings';
import { memoryAccounting, SandboxError } from './sandbox';
import { testBoxPool, validatorBoxOf, type TestBox, type TestBoxPool } from './test-boxes';
import { TestRunner } from './test-runner';

export type { JudgeRequest, JudgeResult, ProgressEvent, TestCase, TestResult } from './judge-types';

const DEFAULT_PREVIEW_BYTES = 1024;

/**
 * Runs the tests over every box and waits for each box's runner to end, even when one fails first: a
 * box goes back to the pool only once nothing of this submission can run in it any more.
 */
async function runOnEvery(testBoxes: TestBox[], runner: TestRunner): Promise<void> {
  const outcomes = await Promise.allSettled(testBoxes.map((testBox) => runner.runOn(testBox)));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The tests' results, overall and, for a scoring problem, graded. */
function graded(
  request: JudgeRequest,
  base: JudgeResultBase,
  compiled: { compileMs: number; cached: boolean },
  runner: TestRunner,
): JudgeResult {
  const results = runner.keptResults();
  const overall = testsResult(base, compiled, results);
  if (!request.scoring) return overall;
  const verdictOf = new Map(results.map((result) => [result.testId, result.verdict]));
  return {
    ...overall,
    grade: grade(
      request.scoring,
      request.tests.map((test) => verdictOf.get(test.id)),
    ),
  };
}

export class Judge {
  readonly compiler: Compiler;
  /** Test boxes serve one submission after another (test-boxes.ts). */
  readonly testBoxes: TestBoxPool;
  private readonly workDir: string;

  constructor(workRoot: string, options: { compileLimits?: Partial<CompileLimits> } = {}) {
    this.compiler = new Compiler(workRoot, options.compileLimits);
    this.workDir = path.join(workRoot, 'work');
    this.testBoxes = testBoxPool(this.workDir);
  }

  /**
   * Closes the idle test and compile boxes. Not needed for a process to exit (an idle box
   * does not keep it alive, and goes with it), but a host that stops judging calls it to leave no box.
   */
  async close(): Promise<void> {
    await Promise.all([this.testBoxes.close(), this.compiler.close()]);
  }

  async judge(request: JudgeRequest, onProgress?: (event: ProgressEvent) => void): Promise<JudgeResult> {
    if (request.search) return this.searchCounterexample(request, request.search);
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
    const sourceFile = TOOLCHAINS[request.language].sourceFile(request.source);
    const plan = testRunPlan(request, sourceFile, base.memoryAccounting);
    // No more boxes than tests. They are leased (from earlier submissions, or opened) while the
    // program compiles; after a compile error they go back unused.
    const boxCount = Math.max(1, Math.min(request.parallelism ?? 1, request.tests.length));
    const leasing = this.testBoxes.lease(boxCount, testBoxMemoryBytes(plan));
    // Awaited below in every case; meanwhile a failure to lease must not count as unhandled.
    leasing.catch(() => undefined);
    try {
      const compiled = await this.compiler.compile(request.language, request.source);
      if (!compiled.ok) return compileErrorResult(base, compiled);
      const testBoxes = await leasing;
      for (const { programDir } of testBoxes) linkProgram(compiled.artifactDir, programDir);
      const validator = request.customChecker ? await this.compileChecker(request.customChecker) : undefined;
      const interactive = request.customChecker?.interactive === true;
      const testRunner = new TestRunner({
        tests: request.tests,
        runRequest: (inputFile) => testRunRequest(plan, inputFile),
        limits: request.limits,
        tokenChecker: validator ? null : (request.checker ?? {}),
        openValidator:
          validator &&
          (async (testBox) => {
            const validatorBox = await validatorBoxOf(testBox, this.workDir);
            linkProgram(validator.artifactDir, validatorBox.programDir);
            return new CheckerBox(
              validatorBox,
              validator.sourceFile,
              validator.language,
              request.customChecker?.args,
            );
          }),
        interactive: interactive
          ? {
              runRequest: (fifos) => interactiveRunRequest(plan, fifos),
              wallMs: testRunRequest(plan, '').wallMs,
            }
          : undefined,
        previewBytes: request.previewBytes ?? DEFAULT_PREVIEW_BYTES,
        stopOnFirstFailure: !request.scoring && (request.stopOnFirstFailure ?? false),
        breakingGroups: request.scoring && breakingGroups(request.scoring),
        onProgress,
        startNoTestAfter: request.startNoTestAfter,
      });
      await runOnEvery(testBoxes, testRunner);
      return graded(request, base, compiled, testRunner);
    } finally {
      // With their validator boxes: one a validator still runs in (a failed judging) is closed.
      await this.testBoxes.giveBack(await leasing.catch((): TestBox[] => []));
    }
  }

  /** A counterexample search: its batches are judged here, each as a request of its own. */
  private async searchCounterexample(
    request: JudgeRequest,
    search: CounterexampleSearch,
  ): Promise<JudgeResult> {
    const { search: _search, ...program } = request;
    const outcome = await new CounterexampleSearcher(
      (batch) => this.judge(batch),
      program,
      search,
      request.parallelism,
    ).run();
    return {
      verdict: outcome.status === 'found' ? outcome.verdict : 'Accepted',
      compileMs: 0,
      compileCached: true,
      tests: [],
      passedTests: 0,
      totalTests: 0,
      totalCpuMs: 0,
      maxMemoryMb: 0,
      memoryAccounting: memoryAccounting(),
      counterexample: outcome,
    };
  }

  private async compileChecker(checker: CustomChecker) {
    const compiled = await this.compiler.compile(checker.language, checker.source);
    if (!compiled.ok) throw new CheckerError(`The output validator does not compile: ${compiled.message}`);
    return { ...compiled, language: checker.language };
  }
}
