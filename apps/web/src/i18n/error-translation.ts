/**
 * API errors keep a stable code and an English message (docs/i18n.md). The app shows English as the server
 * wrote it (it may be more specific than the code's message: a field, a count) and, in any other language,
 * the catalogue's message for the code. `errorMessage()` in lib/api-client.ts asks this module, so its
 * ninety callers need no translator of their own; the provider keeps it in step with the language shown.
 */
type ErrorTranslator = (code: string) => string | undefined;

let translator: ErrorTranslator | null = null;

export function setErrorTranslator(next: ErrorTranslator | null): void {
  translator = next;
}

/** The message to show for an error code in the current language, or undefined to show the server's text. */
export function translatedError(code: string | undefined): string | undefined {
  return code === undefined || translator === null ? undefined : translator(code);
}
