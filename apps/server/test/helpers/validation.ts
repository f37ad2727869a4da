/** What the API answers to a body that breaks a rule. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * 400 VALIDATION_FAILED with `message` as the error; given the `path`, the one issue listed is that field
 * with that message.
 */
export function expectValidationFailed(
  response: LightMyRequestResponse,
  message: unknown,
  path?: string,
): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject(
    path === undefined
      ? { code: 'VALIDATION_FAILED', error: message }
      : { code: 'VALIDATION_FAILED', error: message, issues: [{ path, message }] },
  );
}
