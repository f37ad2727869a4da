/**
 * Runs one request's tests on its boxes and checks each. Every box takes the next test not yet taken,
 * so a slow test holds up only its own box; results are kept by test index, not in the order they end.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CheckerBox, InteractionEnd } from './checkers/custom-checker';
import type { TokenCheckOptions } from './checkers/token-checker';
import { checkRun } from './check-run';
import { interactionResult, makeFifoPair, type FifoPair } from './interaction';
import type { ProgressEvent, TestCase, TestResult } from './judge-types';
import { randomName, SandboxError, type RawRunResult, type RunRequest } from './sandbox';
import type { TestBox } from './test-boxes';
import type { Limits } from './verdict';

export type TestRunnerOptions = {
  tests: TestCase[];
  /** The supervisor's request for the test whose input has this file name in its box's tests folder. */
  runRequest: (inputFile: string) => RunRequest;
  limits: Limits;
  /** null when a custom validator decides. */
  tokenChecker: TokenCheckOptions | null;
  /**
   * The problem's own validator, in the validator box of the test box it serves (test-boxes.ts); only
   * where the problem has one. An interactive validator meets the program through FIFOs in that test
   * box's tests folder.
   */
  openValidator?: (testBox: TestBox) => Promise<CheckerBox>;
  /**
   * Interactive problems (openValidator is then required): the program's request for a test talking
   * through this FIFO pair, and its wall limit, which bounds the validator too.
   */
  interactive?: { runRequest: (fifos: FifoPair) => RunRequest; wallMs: number };
  previewBytes: number;
  stopOnFirstFailure: boolean;
  /**
   * Scoring problems: each test's group where that group stops at its first rejection (grading.ts). A
   * test of a group that has already failed is not started (one already running is kept).
   */
  breakingGroups?: (string | undefined)[] | undefined;
  onProgress?: (event: ProgressEvent) => void;
  /** No test starts at or after this moment (epoch ms); those left are not run (a time-bounded search). */
  startNoTestAfter?: number;
};

/**
 * A test sent to its box, whose run may not have ended yet. `files`: its input, or its FIFO pair, in the
 * tests folder. `interaction`: an interactive test's validator, running beside the program.
 */
type StartedTest = {
  index: number;
  test: TestCase;
  files: string[];
  run: Promise<RawRunResult>;
  interaction?: Promise<InteractionEnd>;
};

export class TestRunner {
  /** By test index; a hole is a test not run (or dropped, behind the first failure). */
  private readonly results: (TestResult | undefined)[];
  /** With stopOnFirstFailure, no test after the first failing one is started (or kept). */
  private firstFailure = Number.POSITIVE_INFINITY;
  /** The next test no box has taken yet. */
  private nextTest = 0;
  /** Set when a box's runner fails (a validator or the sandbox): no box starts another test. */
  private failed = false;
  /** Breaking groups with a rejected test: their later tests are skipped. */
  private readonly failedGroups = new Set<string>();

  constructor(private readonly options: TestRunnerOptions) {
    this.results = new Array<TestResult | undefined>(options.tests.length);
  }

  private pastStartDeadline(): boolean {
    const deadline = this.options.startNoTestAfter;
    return deadline !== undefined && Date.now() >= deadline;
  }

  /**
   * Runs tests on one box until none are left. The box has the next test queued while the current one
   * runs, so the round trip to the supervisor overlaps the work. A test queued behind a failure is
   * discarded, not reported.
   */
  async runOn(testBox: TestBox): Promise<void> {
    const validator = this.validatorForBox(testBox);
    // An interactive test starts its validator with the program, so that box must be open beforehand.
    const interactor = this.options.interactive && validator ? await validator() : undefined;
    const started: StartedTest[] = [];
    try {
      let previous: StartedTest | undefined;
      while (
        this.nextTest < this.options.tests.length &&
        this.nextTest < this.firstFailure &&
        !this.failed &&
        !this.pastStartDeadline()
      ) {
        if (this.inFailedGroup(this.nextTest)) {
          this.nextTest += 1;
          continue;
        }
        const current = this.start(testBox, this.nextTest, interactor);
        started.push(current);
        this.nextTest += 1;
        if (previous) await this.finish(testBox, previous, validator);
        previous = current;
      }
      if (previous) await this.finish(testBox, previous, validator);
    } catch (error) {
      this.failed = true;
      // Let this box's queued runs end before the box goes back. A validator still waiting for its
      // program is not waited for: the pool refuses to reset a box with a run in it and closes it,
      // which ends the validator.
      await Promise.allSettled(started.map((entry) => entry.run));
      throw error;
    }
  }

  /** The results to report, in test order: with stopOnFirstFailure, none after the first failure. */
  keptResults(): TestResult[] {
    return this.results.filter(
      (result, index): result is TestResult => result !== undefined && index <= this.firstFailure,
    );
  }

  /**
   * Writes the test's input under a random name and sends its run. The supervisor opens the input by
   * that name; a program cannot list the folder, so the next test's input (already queued) stays out of
   * its reach. An interactive test gets a fresh FIFO pair there instead, and its validator is started.
   */
  private start({ box, testsDir }: TestBox, index: number, interactor: CheckerBox | undefined): StartedTest {
    const test = this.options.tests[index] as TestCase;
    const { interactive } = this.options;
    if (interactive && interactor) {
      const fifos = makeFifoPair(testsDir);
      const run = awaitedLater(box.run(interactive.runRequest(fifos)));
      const interaction = awaitedLater(
        interactor.interact(test.input, test.answer ?? '', fifos, interactive.wallMs),
      );
      return { index, test, files: [fifos.toProgram, fifos.fromProgram], run, interaction };
    }
    const inputFile = randomName('.in');
    fs.writeFileSync(path.join(testsDir, inputFile), test.input);
    return {
      index,
      test,
      files: [inputFile],
      run: awaitedLater(box.run(this.options.runRequest(inputFile))),
    };
  }

  /** Waits for a started test's run, checks it and records the result. */
  private async finish(
    { box, testsDir }: TestBox,
    started: StartedTest,
    validator: (() => Promise<CheckerBox>) | undefined,
  ): Promise<void> {
    const run = await started.run;
    // A program that cannot even start is the sandbox's failure, not a verdict: Judge.judge retries once.
    if (run.execErrno !== 0) throw new SandboxError(`The program could not start (errno ${run.execErrno}).`);
    const interaction = await started.interaction;
    for (const file of started.files) fs.rmSync(path.join(testsDir, file), { force: true });
    // A test behind the first failure (queued on this box, or run on another meanwhile) is dropped unchecked.
    if (started.index > this.firstFailure) return;
    const result = interaction
      ? interactionResult(this.checkLimits(started.test, run), run.exitedAtMs, interaction)
      : await this.check(started.test, run, validator);
    box.release(run);
    this.record(started.index, result);
  }

  /** The run's limits and crashes only: an interactive test's output went to its validator. */
  private checkLimits(test: TestCase, run: RawRunResult): TestResult {
    return checkRun(test, run, this.options.limits, null, this.options.previewBytes);
  }

  /** The token check, or where the problem has its own validator, that validator on every clean run. */
  private async check(
    test: TestCase,
    run: RawRunResult,
    validator: (() => Promise<CheckerBox>) | undefined,
  ): Promise<TestResult> {
    const { limits, tokenChecker, previewBytes } = this.options;
    const result = checkRun(test, run, limits, tokenChecker, previewBytes);
    // A run that broke a limit or crashed keeps that verdict, and with no answer there is nothing to check.
    if (!validator || result.verdict !== 'Accepted' || test.answer === null) return result;
    const rejection = await (await validator()).check(test.input, test.answer, run.stdoutFile);
    return rejection === null ? result : { ...result, verdict: 'Wrong Answer', detail: rejection };
  }

  private inFailedGroup(index: number): boolean {
    const group = this.options.breakingGroups?.[index];
    return group !== undefined && this.failedGroups.has(group);
  }

  /** Keeps the result at its test's place and reports it at once, in the order tests end. */
  private record(index: number, result: TestResult): void {
    this.results[index] = result;
    if (result.verdict !== 'Accepted' && this.options.stopOnFirstFailure)
      this.firstFailure = Math.min(this.firstFailure, index);
    const group = this.options.breakingGroups?.[index];
    if (result.verdict !== 'Accepted' && group !== undefined) this.failedGroups.add(group);
    this.options.onProgress?.({ testIndex: index, totalTests: this.options.tests.length, result });
  }

  /**
   * The validator of one test box (undefined when the problem has no validator). A box's tests are
   * checked one at a time, so one validator box serves them all; it is readied when the first of them
   * needs it, as a box whose runs all fail before the check never does.
   */
  private validatorForBox(testBox: TestBox): (() => Promise<CheckerBox>) | undefined {
    const open = this.options.openValidator;
    if (!open) return undefined;
    let opened: Promise<CheckerBox> | undefined;
    return () => (opened ??= open(testBox));
  }
}

/**
 * A test's run (or interaction) is awaited only when its turn to be checked comes. Meanwhile the runner
 * may be waiting on something else (a validator deciding the test before it) when the run fails (its box
 * stalled and closed itself, or a validator box was closed): that rejection must not count as unhandled.
 * Whoever awaits the promise still gets it.
 */
function awaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
