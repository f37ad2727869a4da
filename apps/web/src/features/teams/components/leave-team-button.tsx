/**
 * Leave, behind a confirmation. The creator leaves last: while others remain the server refuses
 * (TEAM_CREATOR_LEAVING) and its message shows in the dialog. Leaving goes back to the teams page.
 */
import type { Team } from '@codeconquer/contracts';
import { LogOut } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useRemoveTeamMember } from '../api/team-mutations';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export function LeaveTeamButton({ team, viewerId }: { team: Team; viewerId: string }) {
  const leave = useRemoveTeamMember(team.id, viewerId);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const t = useT();
  const { reset } = leave;
  const close = useCallback(() => {
    setConfirming(false);
    reset();
  }, [reset]);
  const alone = team.members.every((member) => member.id === viewerId);

  const confirm = () => leave.mutate(viewerId, { onSuccess: () => navigate('/teams', { replace: true }) });

  return (
    <>
      <Button variant="secondary" className="min-h-11" onClick={() => setConfirming(true)}>
        <LogOut size={16} aria-hidden="true" /> {t('teams.leave.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('teams.leave.title')}
        onClose={close}
        onConfirm={confirm}
        confirmLabel={t('teams.leave.confirm')}
        busy={leave.isPending}
        error={leave.isError ? errorMessage(leave.error, t('teams.leave.failed')) : null}
      >
        {alone
          ? t('teams.leave.lastMember', { team: team.name })
          : t('teams.leave.body', { team: team.name })}
      </ConfirmDialog>
    </>
  );
}
