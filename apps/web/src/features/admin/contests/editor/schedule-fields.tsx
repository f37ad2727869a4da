/**
 * The contest's particulars: title, start and end (datetime-local, in the browser's time zone, which the
 * hint names), who sees it and whether it is rated. The end's hint is the contest's length as typed.
 */
import { CONTEST_VISIBILITIES, contestVisibilitySchema } from '@codeconquer/contracts';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { formatDuration } from '@/lib/relative-time';
import { CheckboxField, FormField, invalidClasses } from '../../problems/form-field';
import { CONTEST_VISIBILITY_LABELS, CONTEST_VISIBILITY_NOTES } from '../contest-badges';
import { browserTimeZone, isoFromLocalInput } from './datetime-local';
import { FIELD_LABELS } from './field-labels';
import type { ContestForm } from './use-contest-form';

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
    <FormField label={FIELD_LABELS[name]} hint={hint} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          className={cn(inputClasses, invalidClasses(errors[name]))}
          value={draft[name]}
          onChange={(event) => edit(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={FIELD_LABELS.title} error={errors.title} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            type="text"
            className={cn(inputClasses, invalidClasses(errors.title))}
            value={draft.title}
            onChange={(event) => edit('title', event.target.value)}
          />
        )}
      </FormField>
      {time('start', `Your time zone: ${browserTimeZone()}.`)}
      {time('end', lengthText(draft.start, draft.end))}
      <FormField
        label={FIELD_LABELS.visibility}
        hint={CONTEST_VISIBILITY_NOTES[draft.visibility]}
        error={errors.visibility}
      >
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={draft.visibility}
            onChange={(event) => {
              const parsed = contestVisibilitySchema.safeParse(event.target.value);
              if (parsed.success) edit('visibility', parsed.data);
            }}
          >
            {CONTEST_VISIBILITIES.map((visibility) => (
              <option key={visibility} value={visibility}>
                {CONTEST_VISIBILITY_LABELS[visibility]}
              </option>
            ))}
          </select>
        )}
      </FormField>
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
