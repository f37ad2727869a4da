/**
 * An affiliation's fields (full name, short name, country code), as a team's forms and the profile's
 * editor show them. Each field's problem shows under it.
 */
import { useId } from 'react';
import { FieldProblem, problemProps } from '@/components/ui/field-problem';
import { TextField } from '@/components/ui/text-field';
import type { AffiliationFields, AffiliationProblems } from '@/lib/affiliation-form';

type Props = {
  value: AffiliationFields;
  onChange: (value: AffiliationFields) => void;
  problems: AffiliationProblems;
  /** Who is affiliated, for the hint: 'Your' (a profile) or 'The team's'. */
  whose: string;
  disabled?: boolean;
};

const FIELDS: {
  key: keyof AffiliationFields;
  label: string;
  placeholder: string;
  autoCapitalize?: string;
  maxLength: number;
}[] = [
  {
    key: 'name',
    label: 'University or school (full name)',
    placeholder: 'University of Science, Ho Chi Minh City',
    maxLength: 120,
  },
  { key: 'shortName', label: 'Short name', placeholder: 'HCMUS', maxLength: 24 },
  {
    key: 'country',
    label: 'Country code (optional)',
    placeholder: 'VNM',
    autoCapitalize: 'characters',
    maxLength: 3,
  },
];

export function AffiliationFieldset({ value, onChange, problems, whose, disabled }: Props) {
  const baseId = useId();
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        Affiliation (optional)
      </legend>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {whose} university or school, and its country’s three-letter code (VNM, BRA, USA…). Leave all three
        blank for none.
      </p>
      {FIELDS.map(({ key, label, placeholder, autoCapitalize, maxLength }) => {
        const inputId = `${baseId}-affiliation-${key}`;
        const problem = problems[key];
        return (
          <div key={key}>
            <TextField
              label={label}
              {...problemProps(inputId, problem)}
              value={value[key]}
              placeholder={placeholder}
              autoCapitalize={autoCapitalize}
              maxLength={maxLength}
              autoComplete="off"
              disabled={disabled}
              onChange={(event) => onChange({ ...value, [key]: event.target.value })}
            />
            <FieldProblem inputId={inputId} problem={problem} />
          </div>
        );
      })}
    </fieldset>
  );
}
