/**
 * The language of a piece of code when the caller did not say (POST /ai/review may send only the code,
 * docs/product.md#ai-review). Cheap signals are enough: the review only needs the right grammar.
 */
import type { LanguageId } from '@codeconquer/contracts';

export function guessLanguage(code: string): LanguageId {
  if (/\b(public\s+)?class\s+\w+[\s\S]*static\s+void\s+main\s*\(/.test(code) || /System\.out\./.test(code))
    return 'java';
  if (/#\s*include\b/.test(code) || /\bint\s+main\s*\(/.test(code)) {
    const cpp =
      /#\s*include\s*<(bits\/stdc\+\+\.h|iostream|vector|string|algorithm|map|set)>|\bstd::|\bcout\b|\bcin\b|\bnamespace\b|\btemplate\s*</;
    return cpp.test(code) ? 'cpp' : 'c';
  }
  return 'python';
}
