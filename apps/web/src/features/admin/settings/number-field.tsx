/** A whole-number setting: its label, the number as typed, and the problem with it, if any. */
import { useId } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';

type Props = {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

export function NumberField({ label, value, error, onChange }: Props) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        step={1}
        className={cn(inputClasses, error && 'border-red-500 dark:border-red-500')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
