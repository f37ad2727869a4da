/**
 * The contest's particulars: title, start and end (datetime-local, in the browser's time zone, which the
 * hint names), who sees it, whether individuals or teams take part (and a team's size), and whether it is
 * rated. The end's hint is the contest's length as typed.
 */
import {
  CONTEST_PARTICIPATIONS,
  CONTEST_VISIBILITIES,
  type ContestParticipation,
} from '@codeconquer/contracts';
import { formatDuration } from '@/lib/relative-time';
import { CheckboxField, InputField, SelectField } from '../../shared/form-field';
import { CONTEST_VISIBILITY_LABELS, CONTEST_VISIBILITY_NOTES } from '../contest-badges';
import { browserTimeZone, isoFromLocalInput } from './datetime-local';
import { FIELD_LABELS } from './field-labels';
import type { ContestForm } from './use-contest-form';

const VISIBILITY_OPTIONS = CONTEST_VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: CONTEST_VISIBILITY_LABELS[visibility],
}));

const PARTICIPATION_LABELS: Record<ContestParticipation, string> = {
  individual: 'Individuals',
  team: 'Teams',
};
const PARTICIPATION_OPTIONS = CONTEST_PARTICIPATIONS.map((participation) => ({
  value: participation,
  label: PARTICIPATION_LABELS[participation],
}));

/** '3h 0m' between the typed times; nothing while either is missing or the end is not after the start. */
function lengthText(start: string, end: string): string | undefined {
  const from = isoFromLocalInput(start);
  const to = isoFromLocalInput(end);
  if (from === null || to === null) return undefined;
  const ms = Date.parse(to) - Date.parse(from);
  return ms > 0 ? `Lasts ${formatDuration(ms)}.` : undefined;
}

export function ScheduleFields({ form }: { form: ContestForm }) {
  const { draft, errors, edit } = form;

  const time = (name: 'start' | 'end', hint: string | undefined) => (
    <InputField
      label={FIELD_LABELS[name]}
      hint={hint}
      error={errors[name]}
      type="datetime-local"
      value={draft[name]}
      onChange={(value) => edit(name, value)}
    />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label={FIELD_LABELS.title}
        error={errors.title}
        className="sm:col-span-2"
        type="text"
        value={draft.title}
        onChange={(value) => edit('title', value)}
      />
      {time('start', `Your time zone: ${browserTimeZone()}.`)}
      {time('end', lengthText(draft.start, draft.end))}
      <SelectField
        label={FIELD_LABELS.visibility}
        hint={CONTEST_VISIBILITY_NOTES[draft.visibility]}
        error={errors.visibility}
        value={draft.visibility}
        options={VISIBILITY_OPTIONS}
        onChange={(visibility) => edit('visibility', visibility)}
      />
      <SelectField
        label={FIELD_LABELS.participation}
        hint={
          draft.participation === 'team'
            ? 'A team registers and takes part as one contestant; any member submits for it.'
            : 'Each contestant takes part alone.'
        }
        error={errors.participation}
        value={draft.participation}
        options={PARTICIPATION_OPTIONS}
        onChange={(participation) => edit('participation', participation)}
      />
      {draft.participation === 'team' && (
        <InputField
          label={FIELD_LABELS.teamSize}
          hint="The most members a registered team may have (ICPC: 3)."
          error={errors.teamSize}
          type="number"
          inputMode="numeric"
          min={1}
          value={draft.teamSize}
          onChange={(value) => edit('teamSize', value)}
        />
      )}
      <div className="self-center">
        <CheckboxField
          label={FIELD_LABELS.rated}
          note="The results change the contestants' ratings."
          checked={draft.rated}
          onChange={(rated) => edit('rated', rated)}
        />
      </div>
    </div>
  );
}
