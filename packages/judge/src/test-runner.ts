/**
 * Runs one request's tests on its boxes and checks each. Every box takes the next test not yet taken,
 * so a slow test holds up only its own box; results are kept by test index, not in the order they end.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CheckerBox } from './checkers/custom-checker';
import type { TokenCheckOptions } from './checkers/token-checker';
import { checkRun } from './check-run';
import type { ProgressEvent, TestCase, TestResult } from './judge-types';
import { randomName, SandboxError, type Box, type RawRunResult, type RunRequest } from './sandbox';
import type { Limits } from './verdict';

export type TestRunnerOptions = {
  tests: TestCase[];
  /** The hidden folder the boxes read inputs from (bound into each box). */
  testsDir: string;
  /** The supervisor's request for the test whose input has this file name in testsDir. */
  runRequest: (inputFile: string) => RunRequest;
  limits: Limits;
  /** null when a custom validator decides. */
  tokenChecker: TokenCheckOptions | null;
  /** Opens a box for the problem's own validator; only where the problem has one. */
  openValidator?: () => Promise<CheckerBox>;
  previewBytes: number;
  stopOnFirstFailure: boolean;
  onProgress?: (event: ProgressEvent) => void;
};

/** A test sent to its box, whose run may not have ended yet. */
type StartedTest = { index: number; test: TestCase; inputFile: string; run: Promise<RawRunResult> };

export class TestRunner {
  /** By test index; a hole is a test not run (or dropped, behind the first failure). */
  private readonly results: (TestResult | undefined)[];
  /** With stopOnFirstFailure, no test after the first failing one is started (or kept). */
  private firstFailure = Number.POSITIVE_INFINITY;
  /** The next test no box has taken yet. */
  private nextTest = 0;
  /** Every validator box opened so far, for the caller to close with the test boxes. */
  readonly validatorBoxes: CheckerBox[] = [];

  constructor(private readonly options: TestRunnerOptions) {
    this.results = new Array<TestResult | undefined>(options.tests.length);
  }

  /**
   * Runs tests on one box until none are left. The box has the next test queued while the current one
   * runs, so the round trip to the supervisor overlaps the work. A test queued behind a failure is
   * discarded, not reported.
   */
  async runOn(box: Box): Promise<void> {
    const validator = this.validatorForBox();
    const started: StartedTest[] = [];
    try {
      let previous: StartedTest | undefined;
      while (this.nextTest < this.options.tests.length && this.nextTest < this.firstFailure) {
        const current = this.start(box, this.nextTest);
        started.push(current);
        this.nextTest += 1;
        if (previous) await this.finish(box, previous, validator);
        previous = current;
      }
      if (previous) await this.finish(box, previous, validator);
    } catch (error) {
      // Let every queued run settle so that no rejection is left unhandled.
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
   * its reach.
   */
  private start(box: Box, index: number): StartedTest {
    const test = this.options.tests[index] as TestCase;
    const inputFile = randomName('.in');
    fs.writeFileSync(path.join(this.options.testsDir, inputFile), test.input);
    return { index, test, inputFile, run: box.run(this.options.runRequest(inputFile)) };
  }

  /** Waits for a started test's run, checks it and records the result. */
  private async finish(
    box: Box,
    started: StartedTest,
    validator: (() => Promise<CheckerBox>) | undefined,
  ): Promise<void> {
    const run = await started.run;
    // A program that cannot even start is the sandbox's failure, not a verdict: Judge.judge retries once.
    if (run.execErrno !== 0) throw new SandboxError(`The program could not start (errno ${run.execErrno}).`);
    fs.rmSync(path.join(this.options.testsDir, started.inputFile), { force: true });
    // A test behind the first failure (queued on this box, or run on another meanwhile) is dropped unchecked.
    if (started.index > this.firstFailure) return;
    const result = await this.check(started.test, run, validator);
    box.release(run);
    this.record(started.index, result);
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

  /** Keeps the result at its test's place and reports it at once, in the order tests end. */
  private record(index: number, result: TestResult): void {
    this.results[index] = result;
    if (result.verdict !== 'Accepted' && this.options.stopOnFirstFailure)
      this.firstFailure = Math.min(this.firstFailure, index);
    this.options.onProgress?.({ testIndex: index, totalTests: this.options.tests.length, result });
  }

  /**
   * The validator box of one test box (undefined when the problem has no validator). A box's tests
   * are checked one at a time, so one validator box serves them all; it is opened when the first of them
   * needs it, as a box whose runs all fail before the check never does.
   */
  private validatorForBox(): (() => Promise<CheckerBox>) | undefined {
    const open = this.options.openValidator;
    if (!open) return undefined;
    let opened: CheckerBox | undefined;
    return async () => {
      if (!opened) {
        opened = await open();
        this.validatorBoxes.push(opened);
      }
      return opened;
    };
  }
}
