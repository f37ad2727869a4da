/** The audit log's actions and targets in words, and the ?action= filter read from the URL. */
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@codeconquer/contracts';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.role': 'Changed role',
  'user.ban': 'Banned',
  'user.unban': 'Unbanned',
  'user.tokens': 'Tokens',
  'user.ai-limits': 'Reset AI limits',
  'settings.update': 'Changed settings',
  'problem.create': 'Created problem',
  'problem.update': 'Edited problem',
  'problem.import': 'Imported problem',
  'problem.tests': 'Changed tests',
  'problem.solutions': 'Changed solutions',
  'problem.editorial': 'Edited editorial',
  'problem.delete': 'Deleted problem',
  'problem.restore': 'Restored problem',
  'problem.rejudge': 'Rejudged problem',
  'contest.create': 'Created contest',
  'contest.update': 'Edited contest',
  'contest.delete': 'Deleted contest',
  'contest.unfreeze': 'Published results',
  'contest.rejudge': 'Rejudged contest',
  'contest.clarification': 'Answered clarification',
  'discussion.hide': 'Hid post',
  'discussion.restore': 'Restored post',
  'discussion.lock': 'Locked thread',
  'discussion.unlock': 'Unlocked thread',
  'discussion.dismiss-report': 'Dismissed report',
};

/** A known action, else none: an old or mistyped link shows every entry rather than an error. */
export function actionFromParam(value: string | null): AuditAction | undefined {
  return AUDIT_ACTIONS.find((action) => action === value);
}

/** The page's subtitle: every kind of change the log records (the targets below). */
export const AUDIT_LOG_SUBTITLE =
  'Every change admins made to users, problems, contests, discussions and the site settings, newest first.';

const TARGET_KINDS: Record<AuditEntry['target']['type'], string> = {
  user: 'User',
  problem: 'Problem',
  contest: 'Contest',
  settings: 'Settings',
  thread: 'Thread',
};

export type AuditTarget = { kind: string; title: string; id: string };

/**
 * What an entry changed: its kind, its title (a user's @username, a problem's or a contest's title, the
 * site settings) and its id. Something deleted since keeps its id and shows that it is gone.
 */
export function auditTarget({ target }: Pick<AuditEntry, 'target'>): AuditTarget {
  const kind = TARGET_KINDS[target.type];
  if (target.type === 'settings') return { kind, title: 'Site settings', id: target.id };
  if (target.label === null) return { kind, title: `deleted ${kind.toLowerCase()}`, id: target.id };
  return { kind, title: target.type === 'user' ? `@${target.label}` : target.label, id: target.id };
}
