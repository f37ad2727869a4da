/**
 * The counterexample search: small inputs from the problem's generator, a reference solution's answer on
 * each, the learner's program judged on them with the problem's own checker, stopping at the first it
 * fails; then more inputs of that size and below, to find a shorter one that still fails. Every program
 * runs in the sandbox through the judge, in batches (one box per batch, not per input).
 *
 * Bounded by `maxRuns` sandbox runs of any kind (generator, reference, program), each batch sized to fit
 * in the runs left, and by `maxMs` of wall time: no run starts later than the longest run takes before
 * the end.
 */
import type { CounterexampleOutcome } from '@codeconquer/contracts';
import { CheckerError } from '../checkers/custom-checker';
import type { JudgeRequest, JudgeResult, TestCase, TestResult } from '../judge-types';
import {
  SMALLEST_SIZE,
  generatorArguments,
  roundCandidates,
  shrinkCandidates,
  type Candidate,
} from './search-plan';

/** What a request to search carries besides the program and the problem's limits and checker. */
export type CounterexampleSearch = {
  /** `generators/small.py` of the problem's package (docs/packages.md#small-tests). */
  generator: string;
  /** An accepted solution, whose output on an input is the truth; null for interactive problems. */
  reference: { language: JudgeRequest['language']; source: string } | null;
  maxRuns: number;
  maxMs: number;
};

/** The outcome's shape is the API's and the workers' (packages/contracts/src/counterexamples.ts). */
export type { CounterexampleOutcome };

/** A generated input larger than this is not a small test; it is skipped. */
export const MAX_SMALL_INPUT_BYTES = 64 * 1024;
/** Outputs are kept whole up to this size (the previews the judge reads). */
const MAX_KEPT_OUTPUT_BYTES = 256 * 1024;
/** A program that takes longer than this on a small input has failed it (a time-over on small data). */
export const SMALL_INPUT_TIME_LIMIT_MS = 1000;
/** The generator's own limits: it prints one small input. */
const GENERATOR_LIMITS = { timeLimitMs: SMALL_INPUT_TIME_LIMIT_MS, memoryLimitMb: 256 };
/**
 * The longest one run may take once started: the judge's wall limit for a 1 s CPU limit (run-settings:
 * twice the CPU limit and a second). No run starts later than this before the search's end, so that the
 * search ends within its time whatever it runs.
 */
const LONGEST_RUN_MS = SMALL_INPUT_TIME_LIMIT_MS * 2 + 1000;
/** Rounds of shrinking after the first failure, each a batch of this many new inputs. */
const SHRINK_ROUNDS = 2;
const SHRINK_BATCH = 12;

/**
 * The generator takes its arguments on the command line; the sandbox runs a program with none, so the
 * judge hands them over on standard input and this first line puts them in sys.argv (the generator
 * itself reads no input). One line, so the generator's own line numbers shift by one.
 */
const GENERATOR_PRELUDE =
  'import sys as _cc_sys; _cc_sys.argv[1:] = _cc_sys.stdin.read().split(); del _cc_sys\n';

type Judging = (request: JudgeRequest) => Promise<JudgeResult>;
type Generated = { candidate: Candidate; input: string };
type Answered = Generated & { answer: string };

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const byLength = (a: Generated, b: Generated) =>
  a.candidate.size - b.candidate.size || a.input.length - b.input.length;

export class CounterexampleSearcher {
  private runs = 0;
  private tries = 0;
  private readonly startedAt = Date.now();
  /** Set when the program itself does not compile here (nothing more to try). */
  private uncompilable = false;

  constructor(
    private readonly judge: Judging,
    /** The program and the problem: language, source, limits, checker, custom checker, output limit. */
    private readonly program: JudgeRequest,
    private readonly search: CounterexampleSearch,
    private readonly parallelism = 1,
  ) {}

  async run(): Promise<CounterexampleOutcome> {
    let found: (Answered & { result: TestResult }) | null = null;
    for (let round = 0; !found && !this.uncompilable && this.canRunBatchOf(1); round += 1) {
      const candidates = roundCandidates(round);
      found = await this.firstFailure(candidates.slice(0, this.batchRoom(candidates.length)));
    }
    if (!found) return { status: 'none', tries: this.tries, runs: this.runs, ms: this.elapsedMs() };
    // Nothing is smaller than the smallest size's inputs tried first.
    const shrinkRounds = found.candidate.size === SMALLEST_SIZE ? 0 : SHRINK_ROUNDS;
    for (let round = 0; round < shrinkRounds && this.canRunBatchOf(SHRINK_BATCH / 2); round += 1) {
      const candidates = shrinkCandidates(
        found.candidate.size,
        SHRINK_BATCH,
        1_000_000 + round * SHRINK_BATCH,
      );
      const smaller = await this.firstFailure(
        candidates.slice(0, this.batchRoom(candidates.length)),
        bytes(found.input),
      );
      if (smaller) found = smaller;
    }
    return {
      status: 'found',
      input: found.input,
      expected: this.search.reference ? found.answer : null,
      output: found.result.stdoutPreview,
      verdict: found.result.verdict,
      detail: found.result.detail ?? null,
      tries: this.tries,
      runs: this.runs,
      ms: this.elapsedMs(),
    };
  }

  /** The last moment a run may start (the judge starts none later). */
  private lastStart(): number {
    return this.startedAt + this.search.maxMs - LONGEST_RUN_MS;
  }

  private elapsedMs(): number {
    return Date.now() - this.startedAt;
  }

  /** Each input costs three runs at most: the generator's, the reference's and the program's. */
  private batchRoom(wanted: number): number {
    return Math.max(0, Math.min(wanted, Math.floor((this.search.maxRuns - this.runs) / 3)));
  }

  private canRunBatchOf(inputs: number): boolean {
    return this.batchRoom(inputs) >= inputs && Date.now() < this.lastStart();
  }

  /**
   * Generates the candidates' inputs, answers them, judges the program on them shortest first and
   * answers the first it fails (only inputs shorter than `shorterThan` bytes are tried), or null.
   */
  private async firstFailure(candidates: Candidate[], shorterThan = Infinity) {
    if (candidates.length === 0) return null;
    const generated = (await this.generate(candidates))
      .filter((g) => bytes(g.input) < shorterThan)
      .sort(byLength);
    const answered = await this.answer(generated);
    return this.judgeProgram(answered);
  }

  private async generate(candidates: Candidate[]): Promise<Generated[]> {
    const result = await this.judge({
      language: 'python',
      source: GENERATOR_PRELUDE + this.search.generator,
      tests: candidates.map((candidate, index) => ({
        id: String(index),
        input: generatorArguments(candidate),
        answer: null,
      })),
      limits: GENERATOR_LIMITS,
      previewBytes: MAX_SMALL_INPUT_BYTES + 1,
      parallelism: this.parallelism,
      startNoTestAfter: this.lastStart(),
    });
    if (result.verdict === 'Compilation Error')
      throw new CheckerError(`The small-test generator does not compile: ${result.compileMessage ?? ''}`);
    this.runs += result.tests.length;
    const made = result.tests.flatMap((test) => {
      const candidate = candidates[Number(test.testId)];
      const input = test.stdoutPreview;
      const usable =
        test.verdict === 'Accepted' && input.trim() !== '' && bytes(input) <= MAX_SMALL_INPUT_BYTES;
      return usable && candidate ? [{ candidate, input }] : [];
    });
    const broken = result.tests.find((test) => test.verdict !== 'Accepted');
    // A generator that fails everywhere is the package's fault, not the learner's: the job fails.
    if (made.length === 0 && broken)
      throw new CheckerError(
        `The small-test generator failed (${broken.verdict}): ${broken.stderrPreview.slice(-500) || broken.detail || ''}`,
      );
    return made;
  }

  private async answer(generated: Generated[]): Promise<Answered[]> {
    const { reference } = this.search;
    // Interactive: the interactor is the oracle, and it gets no answer file's content.
    if (!reference) return generated.map((g) => ({ ...g, answer: '' }));
    if (generated.length === 0) return [];
    const result = await this.judge({
      language: reference.language,
      source: reference.source,
      tests: generated.map((g, index) => ({ id: String(index), input: g.input, answer: null })),
      limits: this.program.limits,
      previewBytes: MAX_KEPT_OUTPUT_BYTES + 1,
      outputLimitBytes: this.program.outputLimitBytes,
      parallelism: this.parallelism,
      startNoTestAfter: this.lastStart(),
    });
    if (result.verdict === 'Compilation Error')
      throw new CheckerError(`The reference solution does not compile: ${result.compileMessage ?? ''}`);
    this.runs += result.tests.length;
    // An input the reference cannot answer (over its limits) is no test of anything: it is skipped.
    return result.tests.flatMap((test) => {
      const g = generated[Number(test.testId)];
      const whole = bytes(test.stdoutPreview) <= MAX_KEPT_OUTPUT_BYTES;
      return g && test.verdict === 'Accepted' && whole ? [{ ...g, answer: test.stdoutPreview }] : [];
    });
  }

  private async judgeProgram(answered: Answered[]) {
    if (answered.length === 0) return null;
    const tests: TestCase[] = answered.map((a, index) => ({
      id: String(index),
      input: a.input,
      answer: a.answer,
    }));
    const result = await this.judge({
      ...this.program,
      tests,
      scoring: undefined,
      stopOnFirstFailure: true,
      limits: {
        ...this.program.limits,
        timeLimitMs: Math.min(this.program.limits.timeLimitMs, SMALL_INPUT_TIME_LIMIT_MS),
      },
      previewBytes: MAX_KEPT_OUTPUT_BYTES + 1,
      parallelism: this.parallelism,
      startNoTestAfter: this.lastStart(),
    });
    if (result.verdict === 'Compilation Error') this.uncompilable = true;
    this.runs += result.tests.length;
    this.tries += result.tests.length;
    const failed = result.tests
      .filter((test) => test.verdict !== 'Accepted')
      .sort((a, b) => Number(a.testId) - Number(b.testId))[0];
    const inputOf = failed && answered[Number(failed.testId)];
    return failed && inputOf ? { ...inputOf, result: failed } : null;
  }
}
