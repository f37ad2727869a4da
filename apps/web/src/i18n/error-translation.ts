/**
 * API errors keep a stable code and an English message (docs/i18n.md). The app shows English as the server
 * wrote it (it may be more specific than the code's message: a field, a count) and, in any other language,
 * the catalogue's message for the code. `errorMessage()` in lib/api-client.ts asks this module, so its
 * ninety callers need no translator of their own; the provider keeps it in step with the language shown.
 */
import { DEFAULT_LOCALE } from '@codeconquer/contracts/locales';
import type { IntlShape } from 'react-intl';
import type { MessageId } from './message-id';

type ErrorTexts = {
  /** The catalogue's message for an API error code. */
  byCode: (code: string) => string | undefined;
  /** What to say when there is no code to go by: no answer, or an error of the browser's own (in English). */
  unknown: string;
};

let texts: ErrorTexts | null = null;

/** null while the interface is in English: then the server's and the callers' own English texts are shown. */
export function setErrorTexts(next: ErrorTexts | null): void {
  texts = next;
}

/**
 * The message to show for an error in the current language (by its code, or the general one when it has
 * none), or undefined to show the English text at hand.
 */
export function translatedError(code: string | undefined): string | undefined {
  if (texts === null) return undefined;
  return code === undefined ? texts.unknown : (texts.byCode(code) ?? texts.unknown);
}

/**
 * A language's error texts (null for English), formatted by the interface's own react-intl instance: the
 * catalogue's messages reach the browser already parsed (build/precompiled-messages.ts), so a message read
 * straight from it is a syntax tree, not text (rendered, it threw React's error #31 on every screen showing
 * an API error).
 */
export function errorTextsFor(intl: IntlShape): ErrorTexts | null {
  if (intl.locale === DEFAULT_LOCALE) return null;
  const has = (id: string): id is MessageId => Object.hasOwn(intl.messages, id);
  return {
    byCode: (code) => {
      const id = `errors.${code}`;
      return has(id) ? intl.formatMessage({ id }) : undefined;
    },
    unknown: intl.formatMessage({ id: 'common.requestFailed' }),
  };
}
