import { describe, expect, it } from 'vitest';
import { readFlowState } from './flow-state';

describe('readFlowState', () => {
  it('prefers the e-mail of the navigation state over the query', () => {
    const state = readFlowState(
      { email: 'a@example.com', forPasswordReset: true },
      new URLSearchParams('email=b@example.com'),
    );
    expect(state).toEqual({
      email: 'a@example.com',
      forPasswordReset: true,
      resetToken: null,
      registrationToken: null,
    });
  });
  it('falls back to the email and forPasswordReset query parameters', () => {
    const state = readFlowState(null, new URLSearchParams('email=b@example.com&forPasswordReset=true'));
    expect(state).toEqual({
      email: 'b@example.com',
      forPasswordReset: true,
      resetToken: null,
      registrationToken: null,
    });
  });
  it('has no e-mail when neither carries one', () => {
    expect(readFlowState(undefined, new URLSearchParams()).email).toBeNull();
    expect(readFlowState({ email: 42 }, new URLSearchParams('email=')).email).toBeNull();
  });
  it('passes the reset token along', () => {
    expect(
      readFlowState({ email: 'a@example.com', resetToken: 'abc' }, new URLSearchParams()).resetToken,
    ).toBe('abc');
  });
  it('passes the registration token along, from the navigation state only', () => {
    expect(
      readFlowState({ email: 'a@example.com', registrationToken: 'r1' }, new URLSearchParams())
        .registrationToken,
    ).toBe('r1');
    expect(
      readFlowState(null, new URLSearchParams('email=a@example.com&registrationToken=r1')).registrationToken,
    ).toBeNull();
  });
});
