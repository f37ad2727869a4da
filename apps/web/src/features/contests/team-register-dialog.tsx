/**
 * Registering a team contest: the caller picks one of their teams (a team registers with all its
 * members, at most the contest's team size). Without a team, the dialog points to the Teams page.
 */
import type { ContestDetail } from '@codeconquer/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useMyTeams } from './api/my-teams';

type Props = {
  open: boolean;
  onClose: () => void;
  contest: Pick<ContestDetail, 'title'> & { teamSize: number | undefined };
  busy: boolean;
  /** Registers the chosen team; rejects with the server's refusal, shown in the dialog. */
  onRegister: (teamId: string) => Promise<void>;
};

export function TeamRegisterDialog({ open, onClose, contest, busy, onRegister }: Props) {
  const teams = useMyTeams(open);
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = useId();
  const t = useT();
  const list = teams.data?.teams ?? [];
  const picked = chosen ?? list[0]?.id ?? null;

  const submit = async () => {
    if (!picked) return;
    setRefusal(null);
    try {
      await onRegister(picked);
      onClose();
    } catch (caught) {
      setRefusal(errorMessage(caught, t('contests.action.registerFailed')));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('contests.teamDialog.title', { contest: contest.title })}>
      <div className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {contest.teamSize === undefined
            ? t('contests.teamDialog.intro')
            : t('contests.teamDialog.introMax', { count: contest.teamSize })}
        </p>
        {teams.isPending ? (
          <Spinner className="mx-auto h-6 w-6" />
        ) : teams.isError ? (
          <Alert tone="error">{errorMessage(teams.error, t('contests.teamDialog.teamsFailed'))}</Alert>
        ) : list.length === 0 ? (
          <p className="text-sm">
            {t.rich('contests.teamDialog.noTeam', {
              link: (chunks) => (
                <Link to="/teams" className="font-medium text-indigo-600 underline dark:text-indigo-400">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">{t('contests.teamDialog.yourTeams')}</legend>
            {list.map((team) => (
              <label
                key={team.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700"
              >
                <input
                  type="radio"
                  name={name}
                  value={team.id}
                  checked={picked === team.id}
                  onChange={() => setChosen(team.id)}
                />
                <span className="font-medium">{team.name}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {t('contests.memberCount', { count: team.members.length })}
                  {team.affiliation ? ` · ${team.affiliation.shortName}` : ''}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {refusal && <Alert tone="error">{refusal}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" className="min-h-11" onClick={onClose}>
            {t('contests.teamDialog.cancel')}
          </Button>
          <BusyButton busy={busy} disabled={!picked} className="min-h-11" onClick={() => void submit()}>
            {t('contests.teamDialog.register')}
          </BusyButton>
        </div>
      </div>
    </Dialog>
  );
}
