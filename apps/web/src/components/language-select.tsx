import { LANGUAGES, languageIdSchema, type LanguageId } from '@codeconquer/contracts';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

export function LanguageSelect({
  value,
  onChange,
  disabled = false,
  className,
}: {
  value: LanguageId;
  onChange: (language: LanguageId) => void;
  disabled?: boolean;
  /** Extra classes (the solve editor's phone layout makes it 44 px tall). */
  className?: string;
}) {
  const t = useT();
  return (
    <select
      aria-label={t('compiler.language')}
      className={cn(inputClasses, 'w-32 py-1.5', className)}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const parsed = languageIdSchema.safeParse(event.target.value);
        if (parsed.success) onChange(parsed.data);
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language.id} value={language.id}>
          {language.label}
        </option>
      ))}
    </select>
  );
}
