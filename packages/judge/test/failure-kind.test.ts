/** A failed attempt's kind (the metrics' label): read from the error and the errors that caused it. */
import { describe, expect, it } from 'vitest';
import { CheckerError } from '../src/checkers/custom-checker';
import { failureKind, InfrastructureError } from '../src/queue/judge-queue';
import { SandboxError } from '../src/sandbox';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3000'), { code: 'ECONNREFUSED' });

describe('failure kinds', () => {
  it('names the sandbox, a checker, the network, other infrastructure, or the job itself', () => {
    expect(failureKind(new SandboxError('bwrap failed'))).toBe('sandbox');
    expect(failureKind(new CheckerError('the validator crashed'))).toBe('checker');
    expect(failureKind(refused())).toBe('network');
    expect(failureKind(new InfrastructureError('The database is unreachable'))).toBe('infrastructure');
    expect(failureKind(new Error('the problem has no tests'))).toBe('job');
    expect(failureKind('a thrown string')).toBe('job');
  });

  it('looks through causes, the most specific kind first', () => {
    expect(failureKind(new InfrastructureError('API down', { cause: refused() }))).toBe('network');
    expect(failureKind(new Error('judging failed', { cause: new SandboxError('no box') }))).toBe('sandbox');
  });
});
