/**
 * What the judge is asked and what it answers. Kept apart from judge.ts so that the modules the judge
 * is made of (test-runner, check-run, judge-result) can name these types without importing the Judge
 * itself; judge.ts re-exports them.
 */
import type { LanguageId, Verdict } from '@codeconquer/contracts';
import type { CustomChecker } from './checkers/custom-checker';
import type { CounterexampleOutcome, CounterexampleSearch } from './counterexample/search';
import type { Grade, ScoringPlan } from './grading';
import type { TokenCheckOptions } from './checkers/token-checker';
import type { MemoryAccounting } from './sandbox';
import type { Limits } from './verdict';

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
  /**
   * Scoring problems: the tests' groups and their settings. Every test then runs (stopOnFirstFailure
   * is ignored: each group needs its results) and the result carries the grade (grading.ts).
   */
  scoring?: ScoringPlan;
  /** Boxes running this request's tests at once (each test still runs alone in its box). Default 1. */
  parallelism?: number;
  /** Bytes of output and error kept per test for display. */
  previewBytes?: number;
  outputLimitBytes?: number;
  /**
   * No test starts at or after this moment (epoch ms on the judging machine); the tests left are not
   * run and not reported. Set by a counterexample search to keep within its time.
   */
  startNoTestAfter?: number;
  /**
   * Not a judging but a search for a small input the program fails (counterexample/search.ts): `tests`
   * is then ignored and the result carries `counterexample`.
   */
  search?: CounterexampleSearch;
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
  /**
   * The reported tests' CPU times added up (a sum, where memory below is a maximum); tests dropped
   * after the first failure do not count.
   */
  totalCpuMs: number;
  /** Maximum over tests. */
  maxMemoryMb: number;
  memoryAccounting: MemoryAccounting;
  /** Scoring problems only (a request with `scoring`); absent after a Compilation Error. */
  grade?: Grade;
  /** A search's outcome (a request with `search`). */
  counterexample?: CounterexampleOutcome;
};

export type ProgressEvent = { testIndex: number; totalTests: number; result: TestResult };
