import { LANGUAGES, languageIdSchema, type LanguageId } from '@codeconquer/contracts';
import { inputClasses } from '@/components/ui/text-field';

export function LanguageSelect({
  value,
  onChange,
  disabled = false,
}: {
  value: LanguageId;
  onChange: (language: LanguageId) => void;
  disabled?: boolean;
}) {
  return (
    <select
      aria-label="Language"
      className={`${inputClasses} w-32 py-1.5`}
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
