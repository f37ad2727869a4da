/**
 * The team's name and its optional affiliation (full name, short name, country code), as the create form
 * and the creator's editor both show them. Each field's problem shows under it.
 */
import { useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { AffiliationFields, FieldProblems, TeamFields } from '../team-form';
import { FieldProblem, problemProps } from './field-problem';

type Props = {
  value: TeamFields;
  onChange: (value: TeamFields) => void;
  problems: FieldProblems;
  disabled?: boolean;
};

const AFFILIATION_FIELDS: {
  key: keyof AffiliationFields;
  label: string;
  placeholder: string;
  autoCapitalize?: string;
  maxLength: number;
}[] = [
  { key: 'name', label: 'Full name', placeholder: 'University of Science, Ho Chi Minh City', maxLength: 120 },
  { key: 'shortName', label: 'Short name', placeholder: 'HCMUS', maxLength: 24 },
  {
    key: 'country',
    label: 'Country code (optional)',
    placeholder: 'VNM',
    autoCapitalize: 'characters',
    maxLength: 3,
  },
];

export function TeamFieldsEditor({ value, onChange, problems, disabled }: Props) {
  const baseId = useId();
  const nameId = `${baseId}-name`;
  const setAffiliation = (key: keyof AffiliationFields, text: string) =>
    onChange({ ...value, affiliation: { ...value.affiliation, [key]: text } });
  return (
    <div className="space-y-4">
      <div>
        <TextField
          label="Team name"
          {...problemProps(nameId, problems.name)}
          value={value.name}
          maxLength={60}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
        />
        <FieldProblem inputId={nameId} problem={problems.name} />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          Affiliation (optional)
        </legend>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Your university or school. Leave all three blank for none.
        </p>
        {AFFILIATION_FIELDS.map(({ key, label, placeholder, autoCapitalize, maxLength }) => {
          const inputId = `${baseId}-affiliation-${key}`;
          const problem =
            problems[`affiliation.${key}`] ?? (key === 'name' ? problems.affiliation : undefined);
          return (
            <div key={key}>
              <TextField
                label={label}
                {...problemProps(inputId, problem)}
                value={value.affiliation[key]}
                placeholder={placeholder}
                autoCapitalize={autoCapitalize}
                maxLength={maxLength}
                autoComplete="off"
                disabled={disabled}
                onChange={(event) => setAffiliation(key, event.target.value)}
              />
              <FieldProblem inputId={inputId} problem={problem} />
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
