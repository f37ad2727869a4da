import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from './message-id';
import ptBR from './messages/pt-BR';
import { errorTextsFor } from './error-translation';

/** The catalogue as the browser gets it: each message already parsed (build/precompiled-messages.ts). */
const precompiled = (messages: Catalogue) =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)])) as unknown as Catalogue;

/** The interface's formatter in a language (its messages Portuguese's: English never reads them). */
const intlIn = (locale: string) => createIntl({ locale, defaultLocale: 'en', messages: precompiled(ptBR) });

describe('errorTextsFor', () => {
  it('gives text, not the parsed message, for a code and for the general error', () => {
    const texts = errorTextsFor(intlIn('pt-BR'));
    expect(texts?.byCode('DISCUSSION_CLOSED_IN_CONTEST')).toBe(ptBR['errors.DISCUSSION_CLOSED_IN_CONTEST']);
    expect(texts?.unknown).toBe(ptBR['common.requestFailed']);
  });

  it('has nothing for a code the catalogue lacks, and nothing at all in English', () => {
    expect(errorTextsFor(intlIn('pt-BR'))?.byCode('NO_SUCH_CODE')).toBeUndefined();
    expect(errorTextsFor(intlIn('en'))).toBeNull();
  });
});
