import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

export const inputClasses =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string };

/** A labelled input; passwords get a show/hide toggle. */
export function TextField({ label, type = 'text', className, id, ...props }: TextFieldProps) {
  const t = useT();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className={cn(inputClasses, isPassword && 'pr-10')}
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-500 hover:text-slate-700 dark:text-slate-400"
            aria-label={t(revealed ? 'common.textField.hide' : 'common.textField.show', {
              field: label.toLowerCase(),
            })}
          >
            {revealed ? <EyeOff size={16} /> : <Eye size={16} />}
          </button>
        )}
      </div>
    </div>
  );
}
