/**
 * The team's name and its optional affiliation (the shared fieldset), as the create form and the
 * creator's editor both show them. Each field's problem shows under it.
 */
import { useId } from 'react';
import { AffiliationFieldset } from '@/components/affiliation/affiliation-fields';
import { FieldProblem, problemProps } from '@/components/ui/field-problem';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { affiliationProblemsIn } from '@/components/affiliation/affiliation-form';
import type { FieldProblems, TeamFields } from '../team-form';

type Props = {
  value: TeamFields;
  onChange: (value: TeamFields) => void;
  problems: FieldProblems;
  disabled?: boolean;
};

export function TeamFieldsEditor({ value, onChange, problems, disabled }: Props) {
  const nameId = `${useId()}-name`;
  const t = useT();
  return (
    <div className="space-y-4">
      <div>
        <TextField
          label={t('teams.name')}
          {...problemProps(nameId, problems.name)}
          value={value.name}
          maxLength={60}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
        />
        <FieldProblem inputId={nameId} problem={problems.name} />
      </div>
      <AffiliationFieldset
        value={value.affiliation}
        onChange={(affiliation) => onChange({ ...value, affiliation })}
        problems={affiliationProblemsIn(problems)}
        whose="team"
        disabled={disabled}
      />
    </div>
  );
}
