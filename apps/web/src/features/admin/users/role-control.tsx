/** The user's role: pick user or admin, then Change Role. */
import type { AdminUser, Role } from '@codeconquer/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { ROLE_LABELS } from './role-labels';
import type { UserChange } from './use-user-change';

type Props = { user: AdminUser; change: UserChange; isSelf: boolean };

export function RoleControl({ user, change, isSelf }: Props) {
  const t = useT();
  const [role, setRole] = useState<Role>(user.role);
  // After the change (or one made elsewhere) the select shows the role the user now has.
  const [shownRole, setShownRole] = useState<Role>(user.role);
  if (user.role !== shownRole) {
    setShownRole(user.role);
    setRole(user.role);
  }
  return (
    <div className="flex items-end gap-2">
      <label className="flex-1 space-y-1">
        <span className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('admin.users.role')}
        </span>
        <select
          className={inputClasses}
          value={role}
          disabled={isSelf}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          <option value="user">{t(ROLE_LABELS.user)}</option>
          <option value="admin">{t(ROLE_LABELS.admin)}</option>
        </select>
      </label>
      <BusyButton
        variant="secondary"
        icon={ShieldCheck}
        busy={change.pending?.role !== undefined}
        disabled={change.pending !== undefined || role === user.role}
        onClick={() => void change.apply({ role })}
      >
        {t('admin.users.changeRole')}
      </BusyButton>
    </div>
  );
}
