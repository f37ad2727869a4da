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
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { FormField, InputField, SelectField, invalidClasses } from '../../shared/form-field';
import { VISIBILITY_LABELS, VISIBILITY_NOTES } from '../visibility';
import { FIELD_LABELS } from './field-labels';
import type { DetailsEditor } from './use-details-editor';

type TextName = 'id' | 'title' | 'tags' | 'timeLimitMs' | 'memoryLimitMb' | 'author' | 'source' | 'license';

const DIFFICULTY_OPTIONS = difficultySchema.options.map((difficulty) => ({
  value: difficulty,
  label: difficulty,
}));

const VISIBILITY_OPTIONS = PROBLEM_VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: VISIBILITY_LABELS[visibility],
}));

/** Where a stored time limit came from, as its field's hint says it. */
const TIME_LIMIT_ORIGIN_NOTES: Record<TimeLimitOrigin, string> = {
  'problem.yaml': "From the package's problem.yaml.",
  '.timelimit': "From the package's .timelimit file.",
  'domjudge-problem.ini': "From the package's domjudge-problem.ini.",
  default: 'The package gave none: our default.',
  admin: 'Set by an admin.',
};

export function DetailsFields({
  editor,
  timeLimitOrigin = null,
}: {
  editor: DetailsEditor;
  timeLimitOrigin?: TimeLimitOrigin | null;
}) {
  const { draft, errors, edit } = editor;

  const text = (name: TextName, options: { hint?: string; numeric?: boolean; className?: string } = {}) => (
    <InputField
      label={FIELD_LABELS[name]}
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
          hint: 'Its address, /problems/{id}, for good: lower-case letters, digits and hyphens.',
          className: 'sm:col-span-2 lg:col-span-3',
        })}
      {text('title', { className: 'sm:col-span-2' })}
      <SelectField
        label={FIELD_LABELS.difficulty}
        error={errors.difficulty}
        value={draft.difficulty}
        options={DIFFICULTY_OPTIONS}
        onChange={(difficulty) => edit('difficulty', difficulty)}
      />
      {text('tags', { hint: 'Comma separated, like graphs, shortest paths.', className: 'sm:col-span-2' })}
      <SelectField
        label={FIELD_LABELS.visibility}
        hint={VISIBILITY_NOTES[draft.visibility]}
        error={errors.visibility}
        value={draft.visibility}
        options={VISIBILITY_OPTIONS}
        onChange={(visibility) => edit('visibility', visibility)}
      />
      {text('timeLimitMs', {
        numeric: true,
        hint: [
          `${TIME_LIMIT_MS_RANGE.min}–${TIME_LIMIT_MS_RANGE.max} ms, per test.`,
          timeLimitOrigin && TIME_LIMIT_ORIGIN_NOTES[timeLimitOrigin],
        ]
          .filter(Boolean)
          .join(' '),
      })}
      {text('memoryLimitMb', {
        numeric: true,
        hint: `${MEMORY_LIMIT_MB_RANGE.min}–${MEMORY_LIMIT_MB_RANGE.max} MB.`,
      })}
      {text('author')}
      {text('source', { hint: 'Where the problem comes from: a contest, a book.' })}
      {text('license', { hint: 'Like cc by-sa, or public domain.' })}
      <FormField
        label={FIELD_LABELS.staticHint}
        hint="Hint 1, which users reveal for tokens. Empty: the problem has none."
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
