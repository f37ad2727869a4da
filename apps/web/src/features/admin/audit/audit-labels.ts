/** The audit log's actions and targets in words, and the ?action= filter read from the URL. */
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@codeconquer/contracts';
import type { MessageId } from '@/i18n/message-id';
import type { Translate } from '@/i18n/use-t';

/** Message ids, translated where they are shown. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageId> = {
  'user.role': 'admin.audit.action.userRole',
  'user.ban': 'admin.audit.action.userBan',
  'user.unban': 'admin.audit.action.userUnban',
  'user.tokens': 'admin.audit.action.userTokens',
  'user.ai-limits': 'admin.audit.action.userAiLimits',
  'settings.update': 'admin.audit.action.settingsUpdate',
  'problem.create': 'admin.audit.action.problemCreate',
  'problem.update': 'admin.audit.action.problemUpdate',
  'problem.import': 'admin.audit.action.problemImport',
  'problem.tests': 'admin.audit.action.problemTests',
  'problem.solutions': 'admin.audit.action.problemSolutions',
  'problem.editorial': 'admin.audit.action.problemEditorial',
  'problem.delete': 'admin.audit.action.problemDelete',
  'problem.restore': 'admin.audit.action.problemRestore',
  'problem.rejudge': 'admin.audit.action.problemRejudge',
  'contest.create': 'admin.audit.action.contestCreate',
  'contest.update': 'admin.audit.action.contestUpdate',
  'contest.delete': 'admin.audit.action.contestDelete',
  'contest.unfreeze': 'admin.audit.action.contestUnfreeze',
  'contest.rejudge': 'admin.audit.action.contestRejudge',
  'contest.clarification': 'admin.audit.action.contestClarification',
  'discussion.hide': 'admin.audit.action.discussionHide',
  'discussion.restore': 'admin.audit.action.discussionRestore',
  'discussion.lock': 'admin.audit.action.discussionLock',
  'discussion.unlock': 'admin.audit.action.discussionUnlock',
  'discussion.dismiss-report': 'admin.audit.action.discussionDismissReport',
};

/** A known action, else none: an old or mistyped link shows every entry rather than an error. */
export function actionFromParam(value: string | null): AuditAction | undefined {
  return AUDIT_ACTIONS.find((action) => action === value);
}

/** The page's subtitle: every kind of change the log records (the targets below). */
export const AUDIT_LOG_SUBTITLE: MessageId = 'admin.audit.subtitle';

const TARGET_KINDS: Record<AuditEntry['target']['type'], MessageId> = {
  user: 'admin.audit.target.user',
  problem: 'admin.audit.target.problem',
  contest: 'admin.audit.target.contest',
  settings: 'admin.audit.target.settings',
  thread: 'admin.audit.target.thread',
};

/** 'deleted problem': what is shown for a target deleted since, by kind. */
const DELETED_TARGETS: Record<AuditEntry['target']['type'], MessageId> = {
  user: 'admin.audit.deleted.user',
  problem: 'admin.audit.deleted.problem',
  contest: 'admin.audit.deleted.contest',
  settings: 'admin.audit.deleted.settings',
  thread: 'admin.audit.deleted.thread',
};

export type AuditTarget = { kind: string; title: string; id: string };

/**
 * What an entry changed: its kind, its title (a user's @username, a problem's or a contest's title, the
 * site settings) and its id. Something deleted since keeps its id and shows that it is gone.
 */
export function auditTarget(t: Translate, { target }: Pick<AuditEntry, 'target'>): AuditTarget {
  const kind = t(TARGET_KINDS[target.type]);
  if (target.type === 'settings') return { kind, title: t('admin.audit.siteSettings'), id: target.id };
  if (target.label === null) return { kind, title: t(DELETED_TARGETS[target.type]), id: target.id };
  return { kind, title: target.type === 'user' ? `@${target.label}` : target.label, id: target.id };
}
