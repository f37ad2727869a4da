/**
 * The Groups editor's rows as typed (docs/contests.md#groups): an id, a name and the countries as one
 * text of three-letter codes separated by commas or spaces. Reading them gives the groups the contracts
 * take, and each row's problems in its own fields, from the contracts' own schema, so the editor shows
 * under a row what the server would refuse.
 */
import { CONTEST_GROUPS_MAX, contestGroupSchema, type ContestGroup } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';
import { validationMessage } from '@/i18n/validation-message';

export type GroupRow = {
  /** The row's own key while it is edited (React's list key): not sent. */
  key: string;
  id: string;
  name: string;
  countries: string;
};

export type GroupRowIssues = Partial<Record<'id' | 'name' | 'countries', string>>;

export type GroupsReading = {
  /** The groups as the contracts take them (countries split, not yet checked). */
  groups: { id: string; name: string; countries: string[] }[];
  /** Each row's problems, by its key; a row with none is absent. */
  issues: Record<string, GroupRowIssues>;
  /** A problem of the list as a whole (too many groups). */
  listIssue: string | null;
};

/** 'vnm, JPN  kor' → ['VNM', 'JPN', 'KOR']: split on commas and spaces, upper-cased, empty parts dropped. */
export function parseCountries(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => part.toUpperCase());
}

/** The text of a stored group's countries, as the editor shows them. */
export function countriesText(countries: readonly string[]): string {
  return countries.join(', ');
}

export function rowsFromGroups(groups: readonly ContestGroup[], newKey: () => string): GroupRow[] {
  return groups.map((group) => ({
    key: newKey(),
    id: group.id,
    name: group.name,
    countries: countriesText(group.countries),
  }));
}

/** Whether two lists of rows hold the same groups (the keys aside). */
export function sameGroupRows(a: readonly GroupRow[], b: readonly GroupRow[]): boolean {
  const plain = (rows: readonly GroupRow[]) =>
    JSON.stringify(
      rows.map(({ id, name, countries }) => [id.trim(), name.trim(), parseCountries(countries)]),
    );
  return plain(a) === plain(b);
}

export function readGroupRows(t: Translate, rows: readonly GroupRow[]): GroupsReading {
  const groups = rows.map((row) => ({
    id: row.id.trim(),
    name: row.name,
    countries: parseCountries(row.countries),
  }));
  const issues: Record<string, GroupRowIssues> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const group = groups[index] as GroupsReading['groups'][number];
    const own: GroupRowIssues = {};
    const parsed = contestGroupSchema.safeParse(group);
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === 'id' || field === 'name' || field === 'countries')
        own[field] ??= validationMessage(issue, t);
    }
    // The contracts refuse a repeated id on the list as a whole: it is shown on the repeating row.
    if (!own.id && seen.has(group.id)) own.id = t('admin.contests.groups.repeatedId');
    seen.add(group.id);
    if (Object.keys(own).length > 0) issues[row.key] = own;
  });
  const listIssue =
    rows.length > CONTEST_GROUPS_MAX ? t('admin.contests.groups.tooMany', { max: CONTEST_GROUPS_MAX }) : null;
  return { groups, issues, listIssue };
}
