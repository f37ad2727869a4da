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
import { InputField, SelectField } from '../../shared/form-field';
import { FIELD_LABELS } from './field-labels';
import type { ContestForm } from './use-contest-form';

const FORMAT_LABELS: Record<ContestFormat, string> = {
  icpc: 'ICPC: problems solved, then penalty time',
  ioi: 'IOI: points, by subtasks',
  atcoder: 'AtCoder: points, then time and penalty',
};
const FORMAT_NOTES: Record<ContestFormat, string> = {
  icpc: 'Ranked by problems solved; ties by penalty: solve times plus the penalty for each wrong try.',
  ioi: 'Ranked by points (100 a pass-fail problem, subtask points otherwise); ties by the earlier last gain. No penalty.',
  atcoder:
    'Ranked by points; ties by the time of the last gain plus the penalty for each wrong try before a gain.',
};
const SCORING_LABELS: Record<ContestScoring, string> = {
  'best-subtasks': "Each subtask's best over all submissions",
  'best-submission': 'The best single submission',
};

type NumberName = 'penaltyMinutes' | 'freezeMinutes' | 'revealAfterMinutes' | 'gold' | 'silver' | 'bronze';

const HINTS: Partial<Record<NumberName, string>> = {
  penaltyMinutes: 'Added for each wrong try before a problem is solved (AtCoder: before each gain).',
  freezeMinutes: 'The public board stops showing results this long before the end. 0: no freeze.',
  revealAfterMinutes: 'Frozen results are published this long after the end, unless unfrozen before.',
};

export function ScoringFields({ form }: { form: ContestForm }) {
  const { draft, errors, edit } = form;

  const number = (name: NumberName) => (
    <InputField
      label={FIELD_LABELS[name]}
      hint={HINTS[name]}
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
          label={FIELD_LABELS.format}
          hint={FORMAT_NOTES[draft.format]}
          error={errors.format}
          value={draft.format}
          options={CONTEST_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }))}
          onChange={(format) => edit('format', format)}
        />
        {draft.format === 'ioi' && (
          <SelectField
            label={FIELD_LABELS.scoring}
            error={errors.scoring}
            value={draft.scoring}
            options={CONTEST_SCORINGS.map((scoring) => ({ value: scoring, label: SCORING_LABELS[scoring] }))}
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
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          How many of the top places win each medal once the results are final (0: none).
        </p>
      </div>
    </div>
  );
}
