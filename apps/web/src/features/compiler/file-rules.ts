/**
 * Files in and out of the compiler (at most 64 KB): Load accepts the language's own extension or .txt;
 * Save downloads `code.{extension}`.
 */
import { CODE_MAX_BYTES, languageInfo, type LanguageId } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

export function acceptedExtensions(language: LanguageId): string[] {
  return [`.${languageInfo(language).extension}`, '.txt'];
}

/** The file picker's `accept` attribute. */
export function acceptAttribute(language: LanguageId): string {
  return acceptedExtensions(language).join(',');
}

export function downloadName(language: LanguageId): string {
  return `code.${languageInfo(language).extension}`;
}

/** Why a chosen file cannot be loaded, or null when it can. */
export function fileProblem(
  file: { name: string; size: number },
  language: LanguageId,
  t: Translate,
): string | null {
  const name = file.name.toLowerCase();
  const extensions = acceptedExtensions(language);
  if (!extensions.some((extension) => name.endsWith(extension)))
    return t('compiler.file.wrongType', {
      extension: extensions[0],
      language: languageInfo(language).label,
    });
  if (file.size > CODE_MAX_BYTES) return t('compiler.file.tooLarge', { size: CODE_MAX_BYTES / 1024 });
  return null;
}
