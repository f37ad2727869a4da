/** The audit log's filter: every action, or one. */
import { AUDIT_ACTIONS, type AuditAction } from '@codeconquer/contracts';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { AUDIT_ACTION_LABELS, actionFromParam } from './audit-labels';

type Props = { action: AuditAction | undefined; onChange: (action: AuditAction | undefined) => void };

export function ActionFilter({ action, onChange }: Props) {
  const t = useT();
  return (
    <select
      aria-label={t('admin.audit.actionFilter')}
      className={`${inputClasses} mb-6 sm:w-56`}
      value={action ?? ''}
      onChange={(event) => onChange(actionFromParam(event.target.value))}
    >
      <option value="">{t('admin.audit.allActions')}</option>
      {AUDIT_ACTIONS.map((option) => (
        <option key={option} value={option}>
          {t(AUDIT_ACTION_LABELS[option])}
        </option>
      ))}
    </select>
  );
}
