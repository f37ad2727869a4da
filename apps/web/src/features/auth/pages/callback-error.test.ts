import { describe, expect, it } from 'vitest';
import { GENERIC_CALLBACK_ERROR, callbackErrorMessage } from './callback-error';

describe('callbackErrorMessage', () => {
  it('names the reasons a user can act on', () => {
    expect(callbackErrorMessage('registration_closed')).toBe('Sign-up is closed for now.');
    expect(callbackErrorMessage('account_banned')).toBe('This account has been banned.');
    expect(callbackErrorMessage('email_not_verified')).toContain('verified');
  });

  it('says the generic text for any other code, or none', () => {
    expect(callbackErrorMessage('google_failed')).toBe(GENERIC_CALLBACK_ERROR);
    expect(callbackErrorMessage('constructor')).toBe(GENERIC_CALLBACK_ERROR);
    expect(callbackErrorMessage(null)).toBe(GENERIC_CALLBACK_ERROR);
  });
});
