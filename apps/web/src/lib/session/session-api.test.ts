import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api-client';
import { tokenRefused } from './session-api';

describe('tokenRefused: only a refusal of the token signs the user out at start', () => {
  it('is true for 401 (unknown, expired or revoked token) and 403 (banned account)', () => {
    expect(tokenRefused(new ApiRequestError(401, {}, 'x'))).toBe(true);
    expect(tokenRefused(new ApiRequestError(403, { code: 'ACCOUNT_BANNED' }, 'x'))).toBe(true);
  });

  it('is false when no answer came, the answer was cut off, or the server failed', () => {
    expect(tokenRefused(new ApiRequestError(0, {}, 'x'))).toBe(false);
    expect(tokenRefused(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
    expect(tokenRefused(new TypeError('network error'))).toBe(false);
    expect(tokenRefused(new ApiRequestError(500, {}, 'x'))).toBe(false);
    expect(tokenRefused(new ApiRequestError(503, {}, 'x'))).toBe(false);
  });
});
