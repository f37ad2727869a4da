/**
 * A `Translate` over the English catalogue, outside React: for unit tests of the helpers that build text
 * with a `t` (the English text is what the product spec and the browser tests assert).
 */
import { createIntl } from 'react-intl';
import type { PrimitiveType } from 'intl-messageformat';
import en from './messages/en';
import type { MessageId } from './message-id';
import type { MessageValues, RichValues, Translate } from './use-t';

const intl = createIntl({ locale: 'en', messages: en });

export const englishT: Translate = Object.assign(
  (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values),
  {
    rich: (id: MessageId, values: RichValues) =>
      intl.formatMessage({ id }, values as Record<string, PrimitiveType>) as string,
  },
);
