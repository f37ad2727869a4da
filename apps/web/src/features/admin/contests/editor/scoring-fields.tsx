/**
 * How the contest ranks: its format (ICPC, IOI, AtCoder), an IOI contest's points of a problem, the
 * penalty per wrong try (not in IOI), the freeze before the end, when frozen results are published at the
 * latest, and how many places win each medal. Numbers are typed as text and read on Save
 * (contest-draft.ts).
 */
import {
  CONTEST_FORMATS,
  CONTEST_SCORINGS,
  type ContestFormat,
  type ContestScoring,
} from '@codeconquer/contracts';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';
import { InputField, SelectField } from '../../shared/form-field';
import { FIELD_LABELS } from './field-labels';
import type { ContestForm } from './use-contest-form';

const FORMAT_LABELS: Record<ContestFormat, MessageId> = {
  icpc: 'admin.contests.format.icpc',
  ioi: 'admin.contests.format.ioi',
  atcoder: 'admin.contests.format.atcoder',
};
const FORMAT_NOTES: Record<ContestFormat, MessageId> = {
  icpc: 'admin.contests.format.icpcNote',
  ioi: 'admin.contests.format.ioiNote',
  atcoder: 'admin.contests.format.atcoderNote',
};
const SCORING_LABELS: Record<ContestScoring, MessageId> = {
  'best-subtasks': 'admin.contests.scoring.bestSubtasks',
  'best-submission': 'admin.contests.scoring.bestSubmission',
};

type NumberName = 'penaltyMinutes' | 'freezeMinutes' | 'revealAfterMinutes' | 'gold' | 'silver' | 'bronze';

const HINTS: Partial<Record<NumberName, MessageId>> = {
  penaltyMinutes: 'admin.contests.hint.penalty',
  freezeMinutes: 'admin.contests.hint.freeze',
  revealAfterMinutes: 'admin.contests.hint.reveal',
};

export function ScoringFields({ form }: { form: ContestForm }) {
  const t = useT();
  const { draft, errors, edit } = form;

  const number = (name: NumberName) => (
    <InputField
      label={t(FIELD_LABELS[name])}
      hint={HINTS[name] && t(HINTS[name])}
      error={errors[name]}
      type="number"
      inputMode="numeric"
      min={0}
      value={draft[name]}
      onChange={(value) => edit(name, value)}
    />
  );

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t(FIELD_LABELS.format)}
          hint={t(FORMAT_NOTES[draft.format])}
          error={errors.format}
          value={draft.format}
          options={CONTEST_FORMATS.map((format) => ({ value: format, label: t(FORMAT_LABELS[format]) }))}
          onChange={(format) => edit('format', format)}
        />
        {draft.format === 'ioi' && (
          <SelectField
            label={t(FIELD_LABELS.scoring)}
            error={errors.scoring}
            value={draft.scoring}
            options={CONTEST_SCORINGS.map((scoring) => ({
              value: scoring,
              label: t(SCORING_LABELS[scoring]),
            }))}
            onChange={(scoring) => edit('scoring', scoring)}
          />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {draft.format !== 'ioi' && number('penaltyMinutes')}
        {number('freezeMinutes')}
        {number('revealAfterMinutes')}
      </div>
      <div>
        <div className="grid gap-4 sm:grid-cols-3">
          {number('gold')}
          {number('silver')}
          {number('bronze')}
        </div>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t('admin.contests.medalsNote')}</p>
      </div>
    </div>
  );
}
