/**
 * The problem's particulars: (for a new problem) its id, title, difficulty, who sees it, tags, limits,
 * where it comes from, and hint 1. Numbers are typed as text and read on Save (details-draft.ts).
 */
import {
  MEMORY_LIMIT_MB_RANGE,
  PROBLEM_VISIBILITIES,
  TIME_LIMIT_MS_RANGE,
  difficultySchema,
  type TimeLimitOrigin,
} from '@codeconquer/contracts';
import { DIFFICULTY_LABELS } from '@/components/ui/difficulty-labels';
import { inputClasses } from '@/components/ui/text-field';
import type { MessageId } from '@/i18n/message-id';
import { useT, type Translate } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { FormField, InputField, SelectField, invalidClasses } from '../../shared/form-field';
import { VISIBILITY_LABELS, VISIBILITY_NOTES } from '../visibility';
import { FIELD_LABELS } from './field-labels';
import type { DetailsEditor } from './use-details-editor';

type TextName = 'id' | 'title' | 'tags' | 'timeLimitMs' | 'memoryLimitMb' | 'author' | 'source' | 'license';

const difficultyOptions = (t: Translate) =>
  difficultySchema.options.map((difficulty) => ({
    value: difficulty,
    label: t(DIFFICULTY_LABELS[difficulty]),
  }));

const visibilityOptions = (t: Translate) =>
  PROBLEM_VISIBILITIES.map((visibility) => ({
    value: visibility,
    label: t(VISIBILITY_LABELS[visibility]),
  }));

/** Where a stored time limit came from, as its field's hint says it. */
const TIME_LIMIT_ORIGIN_NOTES: Record<TimeLimitOrigin, MessageId> = {
  'problem.yaml': 'admin.problems.timeLimitOrigin.problemYaml',
  '.timelimit': 'admin.problems.timeLimitOrigin.timelimit',
  'domjudge-problem.ini': 'admin.problems.timeLimitOrigin.domjudge',
  default: 'admin.problems.timeLimitOrigin.default',
  admin: 'admin.problems.timeLimitOrigin.admin',
};

export function DetailsFields({
  editor,
  timeLimitOrigin = null,
}: {
  editor: DetailsEditor;
  timeLimitOrigin?: TimeLimitOrigin | null;
}) {
  const t = useT();
  const { draft, errors, edit } = editor;

  const text = (name: TextName, options: { hint?: string; numeric?: boolean; className?: string } = {}) => (
    <InputField
      label={t(FIELD_LABELS[name])}
      hint={options.hint}
      error={errors[name]}
      className={options.className}
      type={options.numeric ? 'number' : 'text'}
      inputMode={options.numeric ? 'numeric' : undefined}
      inputClassName={name === 'id' ? 'font-mono' : undefined}
      value={draft[name]}
      onChange={(value) => edit(name, value)}
    />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {editor.isNew &&
        text('id', {
          hint: t('admin.problems.idHint'),
          className: 'sm:col-span-2 lg:col-span-3',
        })}
      {text('title', { className: 'sm:col-span-2' })}
      <SelectField
        label={t(FIELD_LABELS.difficulty)}
        error={errors.difficulty}
        value={draft.difficulty}
        options={difficultyOptions(t)}
        onChange={(difficulty) => edit('difficulty', difficulty)}
      />
      {text('tags', { hint: t('admin.problems.tagsHint'), className: 'sm:col-span-2' })}
      <SelectField
        label={t(FIELD_LABELS.visibility)}
        hint={t(VISIBILITY_NOTES[draft.visibility])}
        error={errors.visibility}
        value={draft.visibility}
        options={visibilityOptions(t)}
        onChange={(visibility) => edit('visibility', visibility)}
      />
      {text('timeLimitMs', {
        numeric: true,
        hint: [
          t('admin.problems.timeLimitHint', {
            min: TIME_LIMIT_MS_RANGE.min,
            max: TIME_LIMIT_MS_RANGE.max,
          }),
          timeLimitOrigin && t(TIME_LIMIT_ORIGIN_NOTES[timeLimitOrigin]),
        ]
          .filter(Boolean)
          .join(' '),
      })}
      {text('memoryLimitMb', {
        numeric: true,
        // Numbers and a unit: the same in every language.
        hint: `${MEMORY_LIMIT_MB_RANGE.min}–${MEMORY_LIMIT_MB_RANGE.max} MB.`,
      })}
      {text('author')}
      {text('source', { hint: t('admin.problems.sourceHint') })}
      {text('license', { hint: t('admin.problems.licenseHint') })}
      <FormField
        label={t(FIELD_LABELS.staticHint)}
        hint={t('admin.problems.staticHintHint')}
        error={errors.staticHint}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            className={cn(inputClasses, invalidClasses(errors.staticHint))}
            value={draft.staticHint}
            onChange={(event) => edit('staticHint', event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
