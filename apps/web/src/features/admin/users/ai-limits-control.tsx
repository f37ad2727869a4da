/**
 * Resets the user's AI review limits: the reviews they took are forgotten, so both their per-problem and
 * their per-day allowances are whole again (a user who was stuck, or a limit an admin has just raised).
 */
import { Sparkles } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { useT } from '@/i18n/use-t';
import type { UserChange } from './use-user-change';

export function AiLimitsControl({ change }: { change: UserChange }) {
  const t = useT();
  return (
    <div className="space-y-1">
      <BusyButton
        variant="secondary"
        icon={Sparkles}
        busy={change.pending?.resetAiLimits !== undefined}
        disabled={change.pending !== undefined}
        onClick={() => void change.apply({ resetAiLimits: true })}
      >
        {t('admin.users.aiLimits.reset')}
      </BusyButton>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('admin.users.aiLimits.note')}</p>
    </div>
  );
}
