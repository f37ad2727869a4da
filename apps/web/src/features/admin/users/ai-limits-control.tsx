/**
 * Resets the user's AI review limits: the reviews they took are forgotten, so both their per-problem and
 * their per-day allowances are whole again (a user who was stuck, or a limit an admin has just raised).
 */
import { Sparkles } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import type { UserChange } from './use-user-change';

export function AiLimitsControl({ change }: { change: UserChange }) {
  return (
    <div className="space-y-1">
      <BusyButton
        variant="secondary"
        icon={Sparkles}
        busy={change.pending?.resetAiLimits !== undefined}
        disabled={change.pending !== undefined}
        onClick={() => void change.apply({ resetAiLimits: true })}
      >
        Reset AI Limits
      </BusyButton>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Forgets the AI reviews they took: their reviews per problem and per day start again.
      </p>
    </div>
  );
}
