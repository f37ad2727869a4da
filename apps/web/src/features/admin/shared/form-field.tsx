/**
 * A labelled control of the admin's forms (problems, contests): its label, the control (given its id and
 * what describes it), a hint under it, and the problem with it in red instead of the hint. The id ties the
 * label to the control, so every field is found by its label (and by screen readers). `InputField`,
 * `TextareaField` and `SelectField` are the usual controls of a draft's field in it.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

export type ControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type Props = {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

export function FormField({ label, hint, error, className, children }: Props) {
  const id = useId();
  const noteId = useId();
  const note = error ?? hint;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': note ? noteId : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {note && (
        <p
          id={noteId}
          className={cn(
            'text-xs',
            error ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {note}
        </p>
      )}
    </div>
  );
}

/** The input classes with a red border while the field is refused. */
export function invalidClasses(error: string | undefined): string | undefined {
  return error ? 'border-red-500 dark:border-red-500' : undefined;
}

type InputFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange' | 'aria-describedby' | 'aria-invalid'
> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The field's classes (its place in the form's grid). */
  className?: string;
  /** Classes added to the input's own. */
  inputClassName?: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled input of text (or a number typed as text), red while refused. */
export function InputField({
  label,
  hint,
  error,
  className,
  inputClassName,
  value,
  onChange,
  ...input
}: InputFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={cn(inputClasses, invalidClasses(error), inputClassName)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

type TextareaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className' | 'value' | 'onChange' | 'aria-describedby' | 'aria-invalid'
> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Classes added to the textarea's own. */
  textareaClassName?: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled box of several lines of text, red while refused. */
export function TextareaField({
  label,
  hint,
  error,
  className,
  textareaClassName,
  value,
  onChange,
  ...textarea
}: TextareaFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          className={cn(inputClasses, invalidClasses(error), textareaClassName)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

type SelectFieldProps<Value extends string> = {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Classes added to the select's own. */
  selectClassName?: string;
  value: Value;
  /** The choices in order, each with its text. */
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  disabled?: boolean;
};

/** A labelled select of one of `options`; anything else the select could give is ignored. */
export function SelectField<Value extends string>({
  label,
  hint,
  error,
  selectClassName,
  value,
  options,
  onChange,
  disabled,
}: SelectFieldProps<Value>) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          className={cn(inputClasses, selectClassName)}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * A checkbox with its label beside it and an optional line under the label. The label holds the box: the
 * whole 44 px line toggles it, a target a thumb can hit.
 */
export function CheckboxField({
  label,
  note,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const noteId = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        <input
          id={id}
          type="checkbox"
          className="h-4 w-4 shrink-0 accent-indigo-600"
          checked={checked}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {note && (
        <p id={noteId} className="pl-6 text-xs text-slate-500 dark:text-slate-400">
          {note}
        </p>
      )}
    </div>
  );
}
