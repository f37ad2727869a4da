import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { refusalAnswer } from './get-editorial';

const refusal = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  new ApiRequestError(status, { code, error: `${code} message`, ...extra }, 'fallback');

describe('the editorial refusals', () => {
  it('say what the tab shows', () => {
    expect(refusalAnswer(refusal(404, 'EDITORIAL_NOT_FOUND'))).toEqual({ state: 'none' });
    expect(refusalAnswer(refusal(401, 'UNAUTHENTICATED'))).toEqual({ state: 'sign-in' });
    expect(refusalAnswer(refusal(403, 'EDITORIAL_CONTEST'))).toEqual({
      state: 'contest',
      message: 'EDITORIAL_CONTEST message',
    });
    expect(refusalAnswer(refusal(403, 'EDITORIAL_LOCKED', { price: 100 }))).toEqual({
      state: 'locked',
      price: 100,
    });
  });

  it('leave other failures to show as failures', () => {
    expect(refusalAnswer(refusal(404, 'PROBLEM_NOT_FOUND'))).toBeNull();
    expect(refusalAnswer(refusal(500, 'INTERNAL'))).toBeNull();
  });
});
