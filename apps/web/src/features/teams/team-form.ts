/**
 * The team forms' pure rules: what the fields become in a request body, which problems each field has
 * before anything is sent (the contracts' own schemas, so the page and the server agree), and the
 * server's VALIDATION_FAILED issues put back under the fields they name.
 */
import {
  createTeamBodySchema,
  joinTeamBodySchema,
  type Affiliation,
  type CreateTeamBody,
  type UpdateTeamBody,
} from '@codeconquer/contracts';
import {
  affiliationBody,
  sameAffiliation,
  type AffiliationFields,
} from '@/components/affiliation/affiliation-form';
import { ApiRequestError } from '@/lib/api-client';
import type { Translate } from '@/i18n/use-t';
import { validationMessage, type ValidationIssue } from '@/i18n/validation-message';

export type TeamFields = { name: string; affiliation: AffiliationFields };

/** Problems by field path: 'name', 'affiliation.name', 'affiliation.shortName', 'affiliation.country'. */
export type FieldProblems = Partial<Record<string, string>>;

export function teamBody(fields: TeamFields): CreateTeamBody {
  return { name: fields.name.trim(), affiliation: affiliationBody(fields.affiliation) };
}

function problemsOf(
  issues: readonly (ValidationIssue & { path: readonly PropertyKey[] })[],
  t: Translate,
): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) problems[issue.path.map(String).join('.')] ??= validationMessage(issue, t);
  return problems;
}

/** The body's problems before it is sent, in the language of `t`; an empty object when there is none. */
export function teamProblems(body: CreateTeamBody, t: Translate): FieldProblems {
  const parsed = createTeamBodySchema.safeParse(body);
  return parsed.success ? {} : problemsOf(parsed.error.issues, t);
}

/**
 * An invite code as the server reads it (spaces, dashes and lower case forgiven), so a pasted
 * 'abcd-efgh 23' fills the field as the code it is.
 */
export function normalizeInviteCode(raw: string): string {
  return raw.toUpperCase().replaceAll(/[\s-]/g, '');
}

/** Why a typed code cannot be an invite code; null when it may be one. */
export function inviteCodeProblem(code: string, t: Translate): string | null {
  const parsed = joinTeamBodySchema.safeParse({ inviteCode: code });
  const issue = parsed.error?.issues[0];
  return issue ? validationMessage(issue, t) : null;
}

/** A refused request's VALIDATION_FAILED issues by field; empty for any other error. */
export function serverProblems(error: unknown, t: Translate): FieldProblems {
  if (!(error instanceof ApiRequestError) || !error.body.issues) return {};
  const problems: FieldProblems = {};
  for (const issue of error.body.issues) problems[issue.path] ??= validationMessage(issue, t);
  return problems;
}

/** The creator's changes as a PATCH body: only the name or the affiliation that differ from the team's. */
export function teamUpdateBody(
  team: { name: string; affiliation: Affiliation | null },
  fields: TeamFields,
): UpdateTeamBody {
  const wanted = teamBody(fields);
  const body: UpdateTeamBody = {};
  if (wanted.name !== team.name) body.name = wanted.name;
  const affiliation = wanted.affiliation ?? null;
  if (!sameAffiliation(affiliation, team.affiliation)) body.affiliation = affiliation;
  return body;
}
