/**
 * The team's members, the creator marked. The creator sees Remove beside each other member, behind a
 * confirmation; the server has the last word (TEAM_NOT_CREATOR and the like show in the dialog).
 */
import type { Team, TeamMember } from '@codeconquer/contracts';
import { UserMinus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useRemoveTeamMember } from '../api/team-mutations';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Props = { team: Team; viewerId: string; viewerIsCreator: boolean };

export function MemberList({ team, viewerId, viewerIsCreator }: Props) {
  const remove = useRemoveTeamMember(team.id, viewerId);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const t = useT();
  const { reset } = remove;
  const close = useCallback(() => {
    setRemoving(null);
    reset();
  }, [reset]);

  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
  };

  return (
    <section aria-labelledby="members-heading" className="space-y-3">
      <h2 id="members-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('teams.members.title')}
      </h2>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {team.members.map((member) => (
          <li key={member.id} className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 py-1">
            <span className="min-w-0 flex-1">
              <Link
                to={`/profile/${encodeURIComponent(member.username)}`}
                // 44 px tall to tap, like the row's Remove button.
                className="inline-flex min-h-11 items-center font-medium break-words text-indigo-600 hover:underline dark:text-indigo-400"
              >
                {member.name || member.username}
              </Link>{' '}
              <span className="text-sm text-slate-500 dark:text-slate-400">@{member.username}</span>
              {member.id === viewerId && (
                <span className="text-sm text-slate-500 dark:text-slate-400">{t('teams.members.you')}</span>
              )}
            </span>
            {member.creator && (
              <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                {t('teams.members.creator')}
              </span>
            )}
            {viewerIsCreator && member.id !== viewerId && (
              <Button
                variant="ghost"
                className="min-h-11 text-red-600 dark:text-red-400"
                aria-label={t('teams.members.removeLabel', { username: member.username })}
                onClick={() => setRemoving(member)}
              >
                <UserMinus size={16} aria-hidden="true" /> {t('teams.members.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t('teams.members.removeTitle')}
        onClose={close}
        onConfirm={confirm}
        confirmLabel={t('teams.members.remove')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('teams.members.removeFailed')) : null}
      >
        {t('teams.members.removeBody', { username: removing?.username ?? '', team: team.name })}
      </ConfirmDialog>
    </section>
  );
}
