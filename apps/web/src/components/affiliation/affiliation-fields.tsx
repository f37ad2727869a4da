/**
 * An affiliation's fields (full name, short name, country code), as a team's forms and the profile's
 * editor show them. Each field's problem shows under it.
 */
import { useId } from 'react';
import { FieldProblem, problemProps } from '@/components/ui/field-problem';
import { TextField } from '@/components/ui/text-field';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';
import type { AffiliationFields, AffiliationProblems } from './affiliation-form';

type Props = {
  value: AffiliationFields;
  onChange: (value: AffiliationFields) => void;
  problems: AffiliationProblems;
  /** Who is affiliated, for the hint: 'Your' (a profile, `user`) or 'The team's' (`team`). */
  whose: 'user' | 'team';
  disabled?: boolean;
};

const FIELDS: {
  key: keyof AffiliationFields;
  labelId: MessageId;
  placeholderId: MessageId;
  autoCapitalize?: string;
  maxLength: number;
}[] = [
  {
    key: 'name',
    labelId: 'profile.affiliation.name',
    placeholderId: 'profile.affiliation.namePlaceholder',
    maxLength: 120,
  },
  {
    key: 'shortName',
    labelId: 'profile.affiliation.shortName',
    placeholderId: 'profile.affiliation.shortNamePlaceholder',
    maxLength: 24,
  },
  {
    key: 'country',
    labelId: 'profile.affiliation.country',
    placeholderId: 'profile.affiliation.countryPlaceholder',
    autoCapitalize: 'characters',
    maxLength: 3,
  },
];

export function AffiliationFieldset({ value, onChange, problems, whose, disabled }: Props) {
  const baseId = useId();
  const t = useT();
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('profile.affiliation.legend')}
      </legend>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t('profile.affiliation.hint', { whose })}</p>
      {FIELDS.map(({ key, labelId, placeholderId, autoCapitalize, maxLength }) => {
        const inputId = `${baseId}-affiliation-${key}`;
        const problem = problems[key];
        return (
          <div key={key}>
            <TextField
              label={t(labelId)}
              {...problemProps(inputId, problem)}
              value={value[key]}
              placeholder={t(placeholderId)}
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
