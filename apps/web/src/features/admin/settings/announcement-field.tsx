/**
 * The announcement: a text area with a live count of the characters that will be stored (the spaces
 * around the text are not), red once over the limit, and the problem with it, if any.
 */
import { ANNOUNCEMENT_MAX_LENGTH } from '@codeconquer/contracts';
import { useId } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';
import { announcementLength } from './settings-draft';

type Props = { value: string; error: string | undefined; onChange: (value: string) => void };

export function AnnouncementField({ value, error, onChange }: Props) {
  const t = useT();
  const inputId = useId();
  const countId = useId();
  const errorId = useId();
  const length = announcementLength(value);
  const over = length > ANNOUNCEMENT_MAX_LENGTH;
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('admin.settings.announcement')}
        </label>
        <span
          id={countId}
          data-testid="announcement-count"
          className={cn(
            'text-xs tabular-nums',
            over ? 'font-semibold text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {length}/{ANNOUNCEMENT_MAX_LENGTH}
          <span className="sr-only"> {t('admin.settings.characters')}</span>
        </span>
      </div>
      <textarea
        id={inputId}
        rows={3}
        className={cn(inputClasses, error && 'border-red-500 dark:border-red-500')}
        placeholder={t('admin.settings.nothingToAnnounce')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
