/**
 * The ICPC rules of the contest: the penalty per wrong try, the freeze before the end, when frozen
 * results are published at the latest, and how many places win each medal. Numbers are typed as text and
 * read on Save (contest-draft.ts).
 */
import { InputField } from '../../shared/form-field';
import { FIELD_LABELS } from './field-labels';
import type { ContestForm } from './use-contest-form';

type NumberName = 'penaltyMinutes' | 'freezeMinutes' | 'revealAfterMinutes' | 'gold' | 'silver' | 'bronze';

const HINTS: Partial<Record<NumberName, string>> = {
  penaltyMinutes: 'Added to the time of a solved problem for each wrong try before it.',
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
      <div className="grid gap-4 sm:grid-cols-3">
        {number('penaltyMinutes')}
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
