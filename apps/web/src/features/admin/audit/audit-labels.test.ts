import { AUDIT_ACTIONS } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, actionFromParam } from './audit-labels';

describe('audit labels', () => {
  it('names every action in words', () => {
    expect(AUDIT_ACTION_LABELS['user.ban']).toBe('Banned');
    expect(AUDIT_ACTION_LABELS['user.unban']).toBe('Unbanned');
    expect(AUDIT_ACTION_LABELS['user.role']).toBe('Changed role');
    expect(AUDIT_ACTION_LABELS['user.tokens']).toBe('Tokens');
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).not.toBe('');
  });

  it('reads a known action from the URL and ignores anything else', () => {
    expect(actionFromParam('user.ban')).toBe('user.ban');
    expect(actionFromParam('user.delete')).toBeUndefined();
    expect(actionFromParam('')).toBeUndefined();
    expect(actionFromParam(null)).toBeUndefined();
  });
});
