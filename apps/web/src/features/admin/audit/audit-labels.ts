/** The audit log's actions in words, and the ?action= filter read from the URL. */
import { AUDIT_ACTIONS, type AuditAction } from '@codeconquer/contracts';

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
  'problem.delete': 'Deleted problem',
  'problem.restore': 'Restored problem',
  'problem.rejudge': 'Rejudged problem',
  'contest.create': 'Created contest',
  'contest.update': 'Edited contest',
  'contest.delete': 'Deleted contest',
  'contest.unfreeze': 'Published results',
  'contest.rejudge': 'Rejudged contest',
  'contest.clarification': 'Answered clarification',
};

/** A known action, else none: an old or mistyped link shows every entry rather than an error. */
export function actionFromParam(value: string | null): AuditAction | undefined {
  return AUDIT_ACTIONS.find((action) => action === value);
}
