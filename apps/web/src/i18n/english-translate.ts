/**
 * The `t` for unit tests of helpers that take a `Translate`: the same react-intl formatting the app uses,
 * over a locale's catalogue, so a test asserts the exact text a reader of that language sees.
 */
import type { Locale } from '@codeconquer/contracts/locales';
import type { PrimitiveType } from 'intl-messageformat';
import { createIntl } from 'react-intl';
import type { ReactNode } from 'react';
import en from '@/i18n/messages/en';
import type { MessageId } from '@/i18n/message-id';
import type { MessageValues, RichValues, Translate } from '@/i18n/use-t';

export function translatorIn(locale: Locale, messages: Record<MessageId, string>): Translate {
  const intl = createIntl({ locale, messages });
  return Object.assign((id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values), {
    rich: (id: MessageId, values: RichValues) =>
      intl.formatMessage({ id }, values as Record<string, PrimitiveType>) as ReactNode,
    locale,
  });
}

export const englishT: Translate = translatorIn('en', en);
