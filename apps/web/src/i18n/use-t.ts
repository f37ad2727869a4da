/**
 * How components get their strings: `const t = useT(); t('problems.title')`, or `t('x.count', { count })`
 * for ICU plurals, selects, numbers and dates. Ids are typed by the English catalogue.
 */
import type { FormatXMLElementFn, PrimitiveType } from 'intl-messageformat';
import type { Locale } from '@codeconquer/contracts/locales';
import { useContext, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LocaleContext, type LocaleState } from './locale-context';
import type { MessageId } from './message-id';

export type MessageValues = Record<string, PrimitiveType | Date>;
export type RichValues = Record<string, PrimitiveType | Date | ReactNode | FormatXMLElementFn<ReactNode>>;

export type Translate = {
  (id: MessageId, values?: MessageValues): string;
  /** A message with markup: `<link>…</link>` tags become what `values.link(chunks)` returns. */
  rich: (id: MessageId, values: RichValues) => ReactNode;
  /** The language it speaks: for texts that are not messages (a validation issue's own English, kept as is in English). */
  locale: Locale;
};

export function useT(): Translate {
  const intl = useIntl();
  return useMemo(() => {
    const format = (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values);
    const rich = (id: MessageId, values: RichValues) =>
      intl.formatMessage({ id }, values as Record<string, PrimitiveType>) as ReactNode;
    return Object.assign(format, { rich, locale: intl.locale as Locale }) satisfies Translate;
  }, [intl]);
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside I18nProvider.');
  return state;
}
