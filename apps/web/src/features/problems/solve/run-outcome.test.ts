import type { CustomRunResult, ExecuteResponse, TestResultEntry } from '@codeconquer/contracts';
import { englishT } from '@/i18n/english-translate';
import { describe, expect, it } from 'vitest';
import { customOutcome, runOutcome } from './run-outcome';

const EXECUTION_ERROR_TEXT =
  'Internal server error or unknown backend error. Please check your code or contact support.';

const test = (overrides: Partial<TestResultEntry>): TestResultEntry => ({
  testCaseId: 't',
  input: '1 2',
  expectedOutput: '3',
  output: '3',
  success: true,
  verdict: 'Accepted',
  executionTime: 1,
  memoryUsage: 1,
  error: null,
  ...overrides,
});
const response = (results: TestResultEntry[], compileError: string | null = null): ExecuteResponse => ({
  verdict: 'Accepted',
  results,
  passedTests: results.filter((result) => result.success).length,
  totalTests: results.length,
  compileError,
});

describe('run outcome', () => {
  it('puts a compile error first', () => {
    expect(runOutcome(response([], 'main.cpp:1: error'), englishT)).toEqual({
      kind: 'compile',
      message: 'main.cpp:1: error',
    });
  });
  it('collapses one error shared by every test into a Terminal Error', () => {
    const failed = test({ success: false, verdict: 'Runtime Error', error: 'Segmentation fault' });
    expect(runOutcome(response([failed, failed]), englishT)).toEqual({
      kind: 'terminal',
      message: 'Segmentation fault',
    });
  });
  it("explains the bare 'Execution error'", () => {
    const failed = test({ success: false, verdict: 'Runtime Error', error: 'Execution error' });
    expect(runOutcome(response([failed]), englishT)).toEqual({
      kind: 'terminal',
      message: EXECUTION_ERROR_TEXT,
    });
  });
  it('shows tests one by one otherwise', () => {
    const failed = test({ success: false, verdict: 'Runtime Error', error: 'Segmentation fault' });
    expect(runOutcome(response([test({}), failed]), englishT)).toEqual({ kind: 'tests' });
    expect(runOutcome(response([test({}), test({})]), englishT)).toEqual({ kind: 'tests' });
  });
});

const custom = (overrides: Partial<CustomRunResult>): CustomRunResult => ({
  output: '',
  success: true,
  verdict: 'Accepted',
  executionTime: 1,
  memoryUsage: 1,
  error: null,
  compileError: null,
  runtimeError: null,
  ...overrides,
});

describe('custom run outcome', () => {
  it("says 'No output' when the program printed nothing", () => {
    expect(customOutcome(custom({}), englishT)).toEqual({ tone: 'output', title: null, text: 'No output' });
    expect(customOutcome(custom({ output: '42\n' }), englishT).text).toBe('42\n');
  });
  it("shows a crash as 'Runtime Error: ...'", () => {
    expect(
      customOutcome(
        custom({ success: false, verdict: 'Runtime Error', runtimeError: 'Killed by signal 11' }),
        englishT,
      ).text,
    ).toBe('Runtime Error: Killed by signal 11');
  });
  it('shows compile errors and other verdicts', () => {
    expect(
      customOutcome(custom({ success: false, verdict: 'Compilation Error', compileError: 'oops' }), englishT),
    ).toEqual({
      tone: 'error',
      title: 'Compilation Error',
      text: 'oops',
    });
    expect(customOutcome(custom({ success: false, verdict: 'Time Limit Exceeded' }), englishT).text).toBe(
      'Time Limit Exceeded',
    );
  });
});
