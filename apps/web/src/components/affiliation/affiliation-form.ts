/**
 * An affiliation's three fields as a form holds them (a team's and a profile's alike), what they become in
 * a request body, and their problems before anything is sent (the contracts' own schema, so the page and
 * the server agree).
 */
import { affiliationBodySchema, type Affiliation, type AffiliationBody } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';
import { validationMessage } from '@/i18n/validation-message';

/** The affiliation as typed: three text fields, all blank for none. */
export type AffiliationFields = { name: string; shortName: string; country: string };
/** Each field's problem, if it has one. */
export type AffiliationProblems = Partial<Record<keyof AffiliationFields, string>>;

export const NO_AFFILIATION: AffiliationFields = { name: '', shortName: '', country: '' };

export function affiliationFields(affiliation: Affiliation | null): AffiliationFields {
  if (!affiliation) return NO_AFFILIATION;
  return { name: affiliation.name, shortName: affiliation.shortName, country: affiliation.country ?? '' };
}

/**
 * All three blank means no affiliation (null); otherwise the typed text, trimmed, with a blank country
 * sent as null (the country is optional) and a country code in capitals.
 */
export function affiliationBody(fields: AffiliationFields): AffiliationBody | null {
  const name = fields.name.trim();
  const shortName = fields.shortName.trim();
  const country = fields.country.trim().toUpperCase();
  if (name === '' && shortName === '' && country === '') return null;
  return { name, shortName, country: country === '' ? null : country };
}

/** Whether the body names the affiliation there is (so saving it would change nothing). */
export function sameAffiliation(a: AffiliationBody | null, b: Affiliation | null): boolean {
  if (a === null || b === null) return a === b;
  return a.name === b.name && a.shortName === b.shortName && (a.country ?? null) === b.country;
}

/** The body's problems by field; empty when there is none (or no affiliation). */
export function affiliationProblems(body: AffiliationBody | null, t: Translate): AffiliationProblems {
  if (body === null) return {};
  const parsed = affiliationBodySchema.safeParse(body);
  const problems: AffiliationProblems = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name' || field === 'shortName' || field === 'country')
      problems[field] ??= validationMessage(issue, t);
  }
  return problems;
}

/**
 * The affiliation's problems among a form's (keyed by path: 'affiliation.country'); a problem with the
 * affiliation as a whole shows under its first field.
 */
export function affiliationProblemsIn(problems: Partial<Record<string, string>>): AffiliationProblems {
  return {
    name: problems['affiliation.name'] ?? problems.affiliation,
    shortName: problems['affiliation.shortName'],
    country: problems['affiliation.country'],
  };
}
