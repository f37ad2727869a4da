/** "Create a team": checked against the contracts' rules first, then sent; on success, the team's page. */
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { NO_AFFILIATION } from '@/components/affiliation/affiliation-form';
import { useCreateTeam } from '../api/team-mutations';
import { serverProblems, teamBody, teamProblems, type FieldProblems } from '../team-form';
import { teamPath } from '../team-text';
import { TeamFieldsEditor } from './team-fields';

export function CreateTeamForm() {
  const [fields, setFields] = useState({ name: '', affiliation: NO_AFFILIATION });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTeam();
  const navigate = useNavigate();
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body = teamBody(fields);
    const found = teamProblems(body, t);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const team = await create.mutateAsync(body);
      navigate(teamPath(team.id));
    } catch (caught) {
      setProblems(serverProblems(caught, t));
      setError(errorMessage(caught, t('teams.create.failed')));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-team-heading" className="space-y-4">
      <h2 id="create-team-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('teams.create.title')}
      </h2>
      {error && <Alert tone="error">{error}</Alert>}
      <TeamFieldsEditor value={fields} onChange={setFields} problems={problems} disabled={create.isPending} />
      <BusyButton type="submit" icon={Plus} busy={create.isPending} className="min-h-11 w-full sm:w-auto">
        {t('teams.create.submit')}
      </BusyButton>
    </form>
  );
}
