import type { CompilerRunResult } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { requestErrorText, runOutput } from './run-output';

const ok: CompilerRunResult = {
  result: '3\n',
  verdict: 'Accepted',
  executionTime: 12,
  memoryUsage: 3.2,
  compileError: null,
  runtimeError: null,
  error: null,
};

describe('runOutput', () => {
  it("shows the program's output", () => {
    expect(runOutput(ok, englishT)).toEqual({ output: '3\n', problem: null });
  });

  it("says 'No output' when the program printed nothing", () => {
    expect(runOutput({ ...ok, result: '' }, englishT)).toEqual({ output: 'No output', problem: null });
  });

  it('shows a compile error alone', () => {
    const result = {
      ...ok,
      result: '',
      verdict: 'Compilation Error' as const,
      compileError: 'x.cpp:1: error',
    };
    expect(runOutput(result, englishT)).toEqual({
      output: '',
      problem: { title: 'Compilation Error', text: 'x.cpp:1: error' },
    });
  });

  it('shows a runtime error under its verdict, with what was printed before it', () => {
    const crashed = {
      ...ok,
      result: 'partial\n',
      verdict: 'Runtime Error' as const,
      runtimeError: 'Runtime Error: exit code 1',
      error: 'Runtime Error: exit code 1',
    };
    expect(runOutput(crashed, englishT)).toEqual({
      output: 'partial\n',
      problem: { title: 'Runtime Error', text: 'Runtime Error: exit code 1' },
    });
    const slow = {
      ...ok,
      result: '',
      verdict: 'Time Limit Exceeded' as const,
      runtimeError: 'Time Limit Exceeded',
    };
    expect(runOutput(slow, englishT).problem?.title).toBe('Time Limit Exceeded');
  });

  it('shows a general error', () => {
    expect(runOutput({ ...ok, result: '', error: 'Sandbox failure' }, englishT).problem).toEqual({
      title: 'Error',
      text: 'Sandbox failure',
    });
  });

  it("reads a failed request as 'Error: {message}'", () => {
    expect(requestErrorText('Too many requests.', englishT)).toBe('Error: Too many requests.');
  });
});
