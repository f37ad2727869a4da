/**
 * The user's last audit entries in the panel: changes made to them and, for an admin, changes they made
 * (GET /admin/audit?userId=…, which matches both); the whole log is on /admin/audit.
 */
import type { AuditEntry } from '@codeconquer/contracts';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useLocale, useT, type Translate } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { useAudit } from '../api/get-audit';
import { auditChangeText } from '../audit/audit-change';
import { AUDIT_ACTION_LABELS } from '../audit/audit-labels';

const RECENT_ENTRIES = 5;

/** Who did it to whom, as seen from this user: 'by @admin', or 'on @target' for what they did. */
function whoText(t: Translate, entry: AuditEntry, userId: string): string {
  if (entry.target.id !== userId)
    return t('admin.users.audit.on', { name: entry.target.label ?? t('admin.audit.deleted.user') });
  return t('admin.users.audit.by', { name: entry.admin.username ?? t('admin.audit.deletedAdmin') });
}

export function UserAuditList({ userId }: { userId: string }) {
  const t = useT();
  const { locale } = useLocale();
  const audit = useAudit({ userId, page: 1, limit: RECENT_ENTRIES });
  return (
    <section aria-labelledby="user-audit-heading" className="space-y-2">
      <div className="flex items-baseline justify-between">
        <h3 id="user-audit-heading" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {t('admin.users.audit.title')}
        </h3>
        <Link to="/admin/audit" className="text-xs text-indigo-600 hover:underline dark:text-indigo-400">
          {t('admin.audit.title')}
        </Link>
      </div>
      {audit.isPending ? (
        <Spinner className="h-5 w-5" />
      ) : audit.isError ? (
        <Alert tone="error">{errorMessage(audit.error, t('admin.audit.loadFailed'))}</Alert>
      ) : audit.data.entries.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('admin.users.audit.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {audit.data.entries.map((entry) => (
            <li key={entry.id} data-testid="user-audit-entry" className="py-1.5">
              <p className="text-slate-800 dark:text-slate-200">
                <span className="font-medium">{t(AUDIT_ACTION_LABELS[entry.action])}</span>{' '}
                <span className="tabular-nums">{auditChangeText(t, entry)}</span>
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {whoText(t, entry, userId)} ·{' '}
                <time dateTime={entry.at} title={new Date(entry.at).toLocaleString(locale)}>
                  {relativeTime(entry.at, locale)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
