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
import type { MessageId } from '@/i18n/message-id';
import type { Locale } from '@codeconquer/contracts/locales';
import { useLocale, useT, type Translate } from '@/i18n/use-t';
import { formatDuration } from '@/lib/relative-time';
import { CheckboxField, InputField, SelectField } from '../../shared/form-field';
import { CONTEST_VISIBILITY_LABELS, CONTEST_VISIBILITY_NOTES } from '../contest-badges';
import { browserTimeZone, isoFromLocalInput } from './datetime-local';
import { FIELD_LABELS } from './field-labels';
import type { ContestForm } from './use-contest-form';

const visibilityOptions = (t: Translate) =>
  CONTEST_VISIBILITIES.map((visibility) => ({
    value: visibility,
    label: t(CONTEST_VISIBILITY_LABELS[visibility]),
  }));

const PARTICIPATION_LABELS: Record<ContestParticipation, MessageId> = {
  individual: 'admin.contests.participation.individual',
  team: 'admin.contests.participation.team',
};
const participationOptions = (t: Translate) =>
  CONTEST_PARTICIPATIONS.map((participation) => ({
    value: participation,
    label: t(PARTICIPATION_LABELS[participation]),
  }));

/** '3h 0m' between the typed times; nothing while either is missing or the end is not after the start. */
function lengthText(t: Translate, locale: Locale, start: string, end: string): string | undefined {
  const from = isoFromLocalInput(start);
  const to = isoFromLocalInput(end);
  if (from === null || to === null) return undefined;
  const ms = Date.parse(to) - Date.parse(from);
  return ms > 0 ? t('admin.contests.lasts', { length: formatDuration(ms, locale) }) : undefined;
}

export function ScheduleFields({ form }: { form: ContestForm }) {
  const t = useT();
  const { locale } = useLocale();
  const { draft, errors, edit } = form;

  const time = (name: 'start' | 'end', hint: string | undefined) => (
    <InputField
      label={t(FIELD_LABELS[name])}
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
        label={t(FIELD_LABELS.title)}
        error={errors.title}
        className="sm:col-span-2"
        type="text"
        value={draft.title}
        onChange={(value) => edit('title', value)}
      />
      {time('start', t('admin.contests.timeZone', { zone: browserTimeZone() }))}
      {time('end', lengthText(t, locale, draft.start, draft.end))}
      <SelectField
        label={t(FIELD_LABELS.visibility)}
        hint={t(CONTEST_VISIBILITY_NOTES[draft.visibility])}
        error={errors.visibility}
        value={draft.visibility}
        options={visibilityOptions(t)}
        onChange={(visibility) => edit('visibility', visibility)}
      />
      <SelectField
        label={t(FIELD_LABELS.participation)}
        hint={
          draft.participation === 'team'
            ? t('admin.contests.participation.teamHint')
            : t('admin.contests.participation.individualHint')
        }
        error={errors.participation}
        value={draft.participation}
        options={participationOptions(t)}
        onChange={(participation) => edit('participation', participation)}
      />
      {draft.participation === 'team' && (
        <InputField
          label={t(FIELD_LABELS.teamSize)}
          hint={t('admin.contests.teamSizeHint')}
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
          label={t(FIELD_LABELS.rated)}
          note={t('admin.contests.ratedNote')}
          checked={draft.rated}
          onChange={(rated) => edit('rated', rated)}
        />
      </div>
    </div>
  );
}
