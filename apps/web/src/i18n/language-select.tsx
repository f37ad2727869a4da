/** The language picker of the top bar, the mobile menu and the profile: each language by its own name. */
import { SUPPORTED_LOCALES, isLocale } from '@codeconquer/contracts/locales';
import { Languages } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { LOCALE_NAMES } from './locale-names';
import { useLocale, useT } from './use-t';

export function LanguageSelect({ className, id }: { className?: string; id?: string }) {
  const t = useT();
  const { locale, chooseLocale } = useLocale();
  return (
    <label className={cn('relative flex min-h-11 items-center', className)}>
      <Languages
        size={16}
        aria-hidden="true"
        className="pointer-events-none absolute left-2 text-slate-500"
      />
      {/* Not just "Language": the editor pages also have the code's language select, and a screen reader
          (or a test) must tell the two apart. */}
      <span className="sr-only">{t('common.interfaceLanguage')}</span>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          chooseLocale(next).catch((error: unknown) => toast.error(errorMessage(error)));
        }}
        className="min-h-11 rounded-lg border border-slate-200 bg-transparent py-1 pl-7 pr-2 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200"
      >
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
