/**
 * The reference code an editorial may show: the problem's solutions that expect Accepted, grouped by
 * language (the server takes at most one per language), in the languages' catalogue order.
 */
import { LANGUAGES, type LanguageId, type ReferenceSolution } from '@codeconquer/contracts';

export type PickGroup = { language: LanguageId; label: string; names: string[] };

export function pickGroups(solutions: readonly ReferenceSolution[]): PickGroup[] {
  return LANGUAGES.flatMap((language) => {
    const names = solutions
      .filter((solution) => solution.expected === 'Accepted' && solution.language === language.id)
      .map((solution) => solution.name)
      .sort();
    return names.length > 0 ? [{ language: language.id, label: language.label, names }] : [];
  });
}

/** The picks by language, from the stored names (a name no longer among the solutions is dropped). */
export function picksByLanguage(
  groups: readonly PickGroup[],
  names: readonly string[],
): Partial<Record<LanguageId, string>> {
  const picks: Partial<Record<LanguageId, string>> = {};
  for (const group of groups) {
    const picked = group.names.find((name) => names.includes(name));
    if (picked) picks[group.language] = picked;
  }
  return picks;
}

/** What the save sends: the picked names, in the groups' order. */
export function pickedNames(
  groups: readonly PickGroup[],
  picks: Partial<Record<LanguageId, string>>,
): string[] {
  return groups.flatMap((group) => {
    const name = picks[group.language];
    return name && group.names.includes(name) ? [name] : [];
  });
}
