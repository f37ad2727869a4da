/**
 * An audit entry's before and after as one short line: 'user → admin', 'Active → Banned',
 * '200 → 250 (+50)'. The values are whatever the server stored when the change was made (`unknown` in
 * the contract), so each is read defensively: a shape this page does not know still shows, as compact
 * JSON, instead of vanishing from the log.
 */
import type { Translate } from '@/i18n/use-t';
import type { AuditEntry } from '@codeconquer/contracts';

type Change = Pick<AuditEntry, 'action' | 'before' | 'after'>;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function roleChange(_t: Translate, { before, after }: Change): string | null {
  const from = field(before, 'role');
  const to = field(after, 'role');
  return typeof from === 'string' && typeof to === 'string' ? `${from} → ${to}` : null;
}

/** `bannedAt` is null while the account is active and the time of the ban once banned. */
function banState(t: Translate, bannedAt: unknown): string | null {
  if (bannedAt === null) return t('admin.audit.change.active');
  return typeof bannedAt === 'string' ? t('admin.audit.change.banned') : null;
}

function banChange(t: Translate, { before, after }: Change): string | null {
  const from = banState(t, field(before, 'bannedAt'));
  const to = banState(t, field(after, 'bannedAt'));
  return from && to ? `${from} → ${to}` : null;
}

function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : String(delta);
}

function tokensChange(_t: Translate, { before, after }: Change): string | null {
  const from = field(before, 'tokens');
  const to = field(after, 'tokens');
  if (typeof from !== 'number' || typeof to !== 'number') return null;
  const delta = field(after, 'delta');
  return `${from} → ${to} (${signed(typeof delta === 'number' ? delta : to - from)})`;
}

function compact(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value);
}

/**
 * One 'name: old → new' per field changed (the entry holds only those): settings, a problem's details,
 * its tests or solutions in summary, a rejudge's count.
 */
function fieldsChange(_t: Translate, { before, after }: Change): string | null {
  if (typeof after !== 'object' || after === null) return null;
  const parts = Object.keys(after).map(
    (key) => `${key}: ${compact(field(before, key))} → ${compact(field(after, key))}`,
  );
  return parts.length > 0 ? parts.join('; ') : null;
}

/** '4 reviews used → 0'. */
function aiLimitsChange(t: Translate, { before, after }: Change): string | null {
  const from = field(before, 'reviewsUsed');
  const to = field(after, 'reviewsUsed');
  return typeof from === 'number' && typeof to === 'number'
    ? t('admin.audit.change.reviewsUsed', { count: from, to })
    : null;
}

const readers: Record<AuditEntry['action'], (t: Translate, change: Change) => string | null> = {
  'user.ai-limits': aiLimitsChange,
  'settings.update': fieldsChange,
  'problem.create': fieldsChange,
  'problem.update': fieldsChange,
  'problem.import': fieldsChange,
  'problem.tests': fieldsChange,
  'problem.solutions': fieldsChange,
  'problem.editorial': fieldsChange,
  'problem.delete': fieldsChange,
  'problem.restore': fieldsChange,
  'problem.rejudge': fieldsChange,
  'contest.create': fieldsChange,
  'contest.update': fieldsChange,
  'contest.delete': fieldsChange,
  'contest.unfreeze': fieldsChange,
  'contest.rejudge': fieldsChange,
  'contest.clarification': fieldsChange,
  'discussion.hide': fieldsChange,
  'discussion.restore': fieldsChange,
  'discussion.lock': fieldsChange,
  'discussion.unlock': fieldsChange,
  'discussion.dismiss-report': fieldsChange,
  'user.role': roleChange,
  'user.ban': banChange,
  'user.unban': banChange,
  'user.tokens': tokensChange,
};

export function auditChangeText(t: Translate, change: Change): string {
  return readers[change.action](t, change) ?? `${compact(change.before)} → ${compact(change.after)}`;
}
