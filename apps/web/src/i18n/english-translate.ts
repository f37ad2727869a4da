/**
 * A `Translate` that formats the English catalogue without React, for unit tests of helpers that take
 * `t: Translate` (their English output is what the product spec and the browser tests assert).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { ReactNode } from 'react';
import type { MessageId } from './message-id';
import en from './messages/en';
import type { MessageValues, RichValues, Translate } from './use-t';

function format(id: MessageId, values?: MessageValues | RichValues): unknown {
  return new IntlMessageFormat(en[id], 'en').format(values as Record<string, string>);
}

export const englishT: Translate = Object.assign(
  (id: MessageId, values?: MessageValues) => String(format(id, values)),
  {
    rich: (id: MessageId, values: RichValues) => format(id, values) as ReactNode,
  },
);
