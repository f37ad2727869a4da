/**
 * The creator's editor: rename the team, change or clear its affiliation. Only what changed is sent, so
 * saving an untouched affiliation does not name the organization again.
 */
import type { Team, UpdateTeamBody } from '@codeconquer/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormActions } from '@/components/ui/form-actions';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useUpdateTeam } from '../api/team-mutations';
import { affiliationFields } from '@/components/affiliation/affiliation-form';
import { serverProblems, teamProblems, teamUpdateBody, type FieldProblems } from '../team-form';
import { TeamFieldsEditor } from './team-fields';

export function EditTeamForm({ team, onDone }: { team: Team; onDone: () => void }) {
  const [fields, setFields] = useState({ name: team.name, affiliation: affiliationFields(team.affiliation) });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateTeam(team.id);
  const t = useT();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const body: UpdateTeamBody = teamUpdateBody(team, fields);
    const found = teamProblems({ name: body.name ?? team.name, affiliation: body.affiliation ?? null }, t);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync(body);
      onDone();
    } catch (caught) {
      setProblems(serverProblems(caught, t));
      setError(errorMessage(caught, t('teams.editForm.failed')));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('teams.edit')} className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <TeamFieldsEditor value={fields} onChange={setFields} problems={problems} disabled={update.isPending} />
      <FormActions onCancel={onDone} busy={update.isPending} busyLabel={t('teams.editForm.saving')}>
        {t('teams.editForm.save')}
      </FormActions>
    </form>
  );
}
