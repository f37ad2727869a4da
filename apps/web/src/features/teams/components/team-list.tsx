/** "My teams": each team's name (its link), its affiliation and how many members it has. */
import type { Team } from '@codeconquer/contracts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { AffiliationShort } from '@/components/affiliation/affiliation-text';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useMyTeams } from '../api/get-teams';
import { teamPath } from '../team-text';

function TeamRow({ team }: { team: Team }) {
  const t = useT();
  return (
    <li>
      <Link
        to={teamPath(team.id)}
        className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words text-slate-900 dark:text-slate-100">
            {team.name}
          </span>
          <span className="block text-sm text-slate-500 dark:text-slate-400">
            {team.affiliation && (
              <>
                <AffiliationShort affiliation={team.affiliation} />
                {' · '}
              </>
            )}
            {t('teams.memberCount', { count: team.members.length })}
          </span>
        </span>
        <ChevronRight size={16} aria-hidden="true" className="shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

export function TeamList() {
  const teams = useMyTeams();
  const t = useT();
  if (teams.isPending) return <Spinner className="h-6 w-6" label={t('teams.list.loading')} />;
  if (teams.isError) return <Alert tone="error">{errorMessage(teams.error, t('teams.list.failed'))}</Alert>;
  if (teams.data.length === 0) {
    return <EmptyState title={t('teams.list.emptyTitle')}>{t('teams.list.emptyBody')}</EmptyState>;
  }
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={t('teams.myTeams')}>
      {teams.data.map((team) => (
        <TeamRow key={team.id} team={team} />
      ))}
    </ul>
  );
}
