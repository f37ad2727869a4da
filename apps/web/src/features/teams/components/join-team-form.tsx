/**
 * "Join a team" by invite code, on the teams page and on the invite link's page (with the code filled
 * in). The code is shown as the server reads it; on success, the team's page.
 */
import { LogIn } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useJoinTeam } from '../api/team-mutations';
import { inviteCodeProblem, normalizeInviteCode } from '../team-form';
import { teamPath } from '../team-text';
import { FieldProblem, problemProps } from '@/components/ui/field-problem';

export function JoinTeamForm({ initialCode = '', title }: { initialCode?: string; title?: string }) {
  const [code, setCode] = useState(() => normalizeInviteCode(initialCode));
  const [problem, setProblem] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const join = useJoinTeam();
  const navigate = useNavigate();
  const t = useT();
  const baseId = useId();
  const codeId = `${baseId}-code`;
  const headingId = `${baseId}-heading`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found = inviteCodeProblem(code, t) ?? undefined;
    setProblem(found);
    if (found) return;
    try {
      const team = await join.mutateAsync({ inviteCode: code });
      navigate(teamPath(team.id));
    } catch (caught) {
      setError(errorMessage(caught, t('teams.join.failed')));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {title ?? t('teams.join.title')}
      </h2>
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <TextField
          label={t('teams.inviteCode')}
          {...problemProps(codeId, problem)}
          value={code}
          // i18n-exempt: an example invite code, the same in every language.
          placeholder="ABCD23EFGH"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={join.isPending}
          onChange={(event) => setCode(normalizeInviteCode(event.target.value))}
        />
        <FieldProblem inputId={codeId} problem={problem} />
      </div>
      <BusyButton type="submit" icon={LogIn} busy={join.isPending} className="min-h-11 w-full sm:w-auto">
        {t('teams.join.submit')}
      </BusyButton>
    </form>
  );
}
