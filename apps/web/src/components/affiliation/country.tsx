/**
 * A country (ISO 3166-1 alpha-3) as its flag, which screen readers read as the country's name in the
 * language shown, and as text: its code where space is short (the board), or its name. A code that names no country (an
 * affiliation saved before codes were checked) shows as it is.
 */
import { useLocale } from '@/i18n/use-t';
import { countryFlag, countryName } from './countries';

export function Country({ code, text = 'code' }: { code: string; text?: 'code' | 'name' }) {
  const { locale } = useLocale();
  const flag = countryFlag(code);
  const name = countryName(code, locale);
  if (!flag || !name) return <span>{code}</span>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap" data-country={code}>
      {text === 'code' ? (
        <>
          <span role="img" aria-label={name} title={name}>
            {flag}
          </span>
          <span aria-hidden="true">{code}</span>
        </>
      ) : (
        <>
          <span aria-hidden="true">{flag}</span>
          <span>{name}</span>
        </>
      )}
    </span>
  );
}
