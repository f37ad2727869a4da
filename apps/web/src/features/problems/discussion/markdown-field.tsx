/** A post's Markdown textarea with its label and the short note on what Markdown may hold. */
import { POST_BODY_MAX_BYTES } from '@codeconquer/contracts/discussion-limits';
import { useId, type TextareaHTMLAttributes } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

export function MarkdownField({ label, value, onChange, className, rows = 5, ...props }: Props) {
  const t = useT();
  const id = useId();
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-note`}
        className={cn(inputClasses, 'resize-y font-mono')}
        {...props}
      />
      <p id={`${id}-note`} className="text-xs text-slate-500 dark:text-slate-400">
        {t('problems.discussion.markdownNote', { size: POST_BODY_MAX_BYTES / 1024 })}
      </p>
    </div>
  );
}
