/**
 * An ILIKE pattern matching `text` anywhere: `%`, `_` and `\` typed by an admin in a search box match
 * themselves, not any text (the admin's user and problem searches).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
