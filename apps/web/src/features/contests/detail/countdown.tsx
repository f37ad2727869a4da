/**
 * The time to the start or to the end, by the server's clock (`offset`), ticking each second. Only this
 * element re-renders on each tick, not the page around it.
 */
import type { ContestDetail } from '@codeconquer/contracts';
import { Timer } from 'lucide-react';
import { useLocale, useT } from '@/i18n/use-t';
import { useNow } from '@/lib/use-now';
import { countdownText, virtualCountdownText } from '../contest-times';

export function Countdown({ contest, offset }: { contest: ContestDetail; offset: number }) {
  const now = useNow(1000).getTime() + offset;
  const t = useT();
  const { locale } = useLocale();
  return (
    <div className="space-y-1">
      <p
        role="timer"
        data-testid="contest-countdown"
        className="flex items-center gap-2 text-lg font-semibold tabular-nums"
      >
        <Timer size={18} aria-hidden="true" className="text-indigo-600 dark:text-indigo-400" />
        {countdownText(contest, now, t, locale)}
      </p>
      {contest.virtual && (
        <p role="timer" data-testid="virtual-countdown" className="text-sm tabular-nums">
          {virtualCountdownText(contest.virtual, now, t, locale)}
        </p>
      )}
    </div>
  );
}
