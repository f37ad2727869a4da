/**
 * Ban (after a confirmation: it ends the user's sessions at once) or unban, which needs none since it
 * only lets the user sign in again.
 */
import type { AdminUser } from '@codeconquer/contracts';
import { Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import type { UserChange } from './use-user-change';

type Props = { user: AdminUser; change: UserChange; isSelf: boolean };

export function BanControl({ user, change, isSelf }: Props) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const busy = change.pending?.banned !== undefined;
  const waiting = change.pending !== undefined;

  if (user.bannedAt)
    return (
      <BusyButton
        variant="secondary"
        icon={RotateCcw}
        busy={busy}
        disabled={waiting}
        onClick={() => void change.apply({ banned: false })}
      >
        {t('admin.users.ban.unban')}
      </BusyButton>
    );

  if (!confirming)
    return (
      <Button variant="danger" disabled={waiting || isSelf} onClick={() => setConfirming(true)}>
        <Ban size={16} aria-hidden="true" /> {t('admin.users.ban.banUser')}
      </Button>
    );

  const ban = async () => {
    if (await change.apply({ banned: true })) setConfirming(false);
  };
  return (
    <div className="space-y-2 rounded-lg border border-red-200 p-3 dark:border-red-900">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {t('admin.users.ban.confirm', { username: user.username })}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
          {t('admin.cancel')}
        </Button>
        <BusyButton variant="danger" icon={Ban} busy={busy} disabled={waiting} onClick={() => void ban()}>
          {t('admin.users.ban.ban')}
        </BusyButton>
      </div>
    </div>
  );
}
