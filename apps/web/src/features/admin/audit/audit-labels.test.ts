import { AUDIT_ACTIONS, type AuditEntry } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { AUDIT_ACTION_LABELS, AUDIT_LOG_SUBTITLE, actionFromParam, auditTarget } from './audit-labels';

describe('audit labels', () => {
  it('names every action in words', () => {
    expect(englishT(AUDIT_ACTION_LABELS['user.ban'])).toBe('Banned');
    expect(englishT(AUDIT_ACTION_LABELS['user.unban'])).toBe('Unbanned');
    expect(englishT(AUDIT_ACTION_LABELS['user.role'])).toBe('Changed role');
    expect(englishT(AUDIT_ACTION_LABELS['user.tokens'])).toBe('Tokens');
    for (const action of AUDIT_ACTIONS) expect(englishT(AUDIT_ACTION_LABELS[action])).not.toBe('');
  });

  it('reads a known action from the URL and ignores anything else', () => {
    expect(actionFromParam('user.ban')).toBe('user.ban');
    expect(actionFromParam('user.delete')).toBeUndefined();
    expect(actionFromParam('')).toBeUndefined();
    expect(actionFromParam(null)).toBeUndefined();
  });
});

describe('audit targets', () => {
  const target = (type: AuditEntry['target']['type'], id: string, label: string | null) => ({
    target: { type, id, label },
  });

  it('names the kind, the title and the id of every kind of target', () => {
    expect(auditTarget(englishT, target('user', 'u-1', 'ada'))).toEqual({
      kind: 'User',
      title: '@ada',
      id: 'u-1',
    });
    expect(auditTarget(englishT, target('problem', 'add-two', 'Add Two'))).toEqual({
      kind: 'Problem',
      title: 'Add Two',
      id: 'add-two',
    });
    expect(auditTarget(englishT, target('contest', 'c-1', 'Autumn Round'))).toEqual({
      kind: 'Contest',
      title: 'Autumn Round',
      id: 'c-1',
    });
    expect(auditTarget(englishT, target('settings', 'site', 'Site settings'))).toEqual({
      kind: 'Settings',
      title: 'Site settings',
      id: 'site',
    });
  });

  it('never writes a title as a username unless it is a user, and says what was deleted', () => {
    for (const type of ['problem', 'contest', 'settings'] as const)
      expect(auditTarget(englishT, target(type, 'x', 'Site settings')).title).not.toMatch(/^@/);
    expect(auditTarget(englishT, target('problem', 'gone', null))).toEqual({
      kind: 'Problem',
      title: 'deleted problem',
      id: 'gone',
    });
  });

  it('has a subtitle that covers every kind of target', () => {
    for (const kind of ['users', 'problems', 'contests', 'settings'])
      expect(englishT(AUDIT_LOG_SUBTITLE)).toContain(kind);
  });
});
