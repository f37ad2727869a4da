import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en';
import { GENERIC_CALLBACK_ERROR, callbackErrorId } from './callback-error';

const message = (code: string | null) => en[callbackErrorId(code)];

describe('callbackErrorId', () => {
  it('names the reasons a user can act on', () => {
    expect(message('registration_closed')).toBe('Sign-up is closed for now.');
    expect(message('account_banned')).toBe('This account has been banned.');
    expect(message('email_not_verified')).toContain('verified');
  });

  it('says the generic text for any other code, or none', () => {
    expect(callbackErrorId('google_failed')).toBe(GENERIC_CALLBACK_ERROR);
    expect(callbackErrorId('constructor')).toBe(GENERIC_CALLBACK_ERROR);
    expect(callbackErrorId(null)).toBe(GENERIC_CALLBACK_ERROR);
    expect(en[GENERIC_CALLBACK_ERROR]).toBe('Authentication failed. Please try again.');
  });
});
