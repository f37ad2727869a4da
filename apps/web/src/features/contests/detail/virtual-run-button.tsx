/**
 * 'Start virtual run': after the end, for a signed-in user who took no part and has no run yet. The run
 * replays the contest on the user's own clock, with the official board as it stood at each minute.
 */
import type { ContestDetail } from '@codeconquer/contracts';
import { PlayCircle } from 'lucide-react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useStartVirtualRun } from '../api/start-virtual-run';

export function VirtualRunButton({ contest, onStarted }: { contest: ContestDetail; onStarted: () => void }) {
  const start = useStartVirtualRun();
  const t = useT();
  const act = async () => {
    try {
      await start.mutateAsync(contest.id);
      toast.success(t('contests.virtual.started'));
      onStarted();
    } catch (caught) {
      toast.error(errorMessage(caught, t('contests.virtual.startFailed')));
    }
  };
  return (
    <BusyButton icon={PlayCircle} busy={start.isPending} onClick={() => void act()}>
      {t('contests.virtual.start')}
    </BusyButton>
  );
}
