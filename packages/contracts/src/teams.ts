/**
 * Teams and affiliations (docs/contests.md#teams): a user creates a team and shares its invite code;
 * others join with it. A team takes part in team contests as one contestant. A team and a user may name
 * an affiliation (a university or school), which boards and the Contest API show.
 */
import { z } from 'zod';
import { countryAlpha2 } from './countries';
import { hasNulCharacter } from './text';

export { countryAlpha2 } from './countries';

/** Members a team may have at most; a contest's own team size (default 3) may be smaller. */
export const TEAM_MEMBERS_MAX = 10;
/** Teams a user may create or be in at once. */
export const TEAMS_PER_USER_MAX = 20;
/** An invite code: 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const TEAM_INVITE_CODE_LENGTH = 10;
export const TEAM_INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const plainText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Give the ${label.toLowerCase()}.`)
    .max(max, `The ${label.toLowerCase()} can be at most ${max} characters.`)
    .refine((text) => !hasNulCharacter(text), {
      message: `The ${label.toLowerCase()} cannot contain NUL characters.`,
      params: { code: 'nulCharacter' },
    });

/** ISO 3166-1 alpha-3 of a real country, as the Contest API's organizations carry it (e.g. VNM, BRA, USA). */
export const countryCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(
    z.string().refine(
      (code) => /^[A-Z]{3}$/.test(code) && countryAlpha2(code) !== null,
      // params.code: the web's other languages word the issue by it (apps/web/src/i18n/validation-message.ts).
      {
        message: 'A country is its three-letter code (ISO 3166-1 alpha-3), e.g. VNM.',
        params: { code: 'countryCode' },
      },
    ),
  );

export const affiliationSchema = z.object({
  /** The full name: 'University of Science, Ho Chi Minh City'. */
  name: z.string(),
  /** The short name the board shows: 'HCMUS'. */
  shortName: z.string(),
  country: z.string().nullable(),
});
export type Affiliation = z.infer<typeof affiliationSchema>;

export const affiliationBodySchema = z.strictObject({
  name: plainText('Affiliation name', 120),
  shortName: plainText('Short name', 24),
  country: countryCodeSchema.nullable().default(null),
});
export type AffiliationBody = z.input<typeof affiliationBodySchema>;

/** Groups a contest may define, and countries a group may hold. */
export const CONTEST_GROUPS_MAX = 50;
export const GROUP_COUNTRIES_MAX = 250;

/**
 * A contest's group (docs/contests.md#groups): the contestants whose affiliation is in one of its
 * countries. Its id is the Contest API's group id and names its award (group-winner-<id>), which must fit
 * the API's 36 characters: hence at most 23.
 */
export const contestGroupSchema = z.strictObject({
  id: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,22}$/,
      'A group id is 1–23 lower-case letters, digits and dashes, e.g. europe.',
    ),
  name: plainText('Group name', 60),
  countries: z
    .array(countryCodeSchema)
    .min(1, 'A group holds at least one country.')
    .max(GROUP_COUNTRIES_MAX, `A group holds at most ${GROUP_COUNTRIES_MAX} countries.`),
});
export type ContestGroup = z.infer<typeof contestGroupSchema>;

export const contestGroupsSchema = z
  .array(contestGroupSchema)
  .max(CONTEST_GROUPS_MAX, `A contest can have at most ${CONTEST_GROUPS_MAX} groups.`)
  .refine(
    (groups) => new Set(groups.map((group) => group.id)).size === groups.length,
    'Each group needs its own id.',
  );

export const teamIdSchema = z.uuid('Team not found');
export const teamParamsSchema = z.object({ id: teamIdSchema });
export const teamMemberParamsSchema = z.object({ id: teamIdSchema, userId: z.uuid('Member not found') });

export const teamMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  /** The member who created the team: they may rename it and remove members. */
  creator: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  affiliation: affiliationSchema.nullable(),
  /** Shown to the team's members only (null for anyone else). */
  inviteCode: z.string().nullable(),
  members: z.array(teamMemberSchema),
  createdAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamResponseSchema = z.object({ team: teamSchema });
export const teamsResponseSchema = z.object({ teams: z.array(teamSchema) });
export type TeamsResponse = z.infer<typeof teamsResponseSchema>;

export const createTeamBodySchema = z.strictObject({
  name: plainText('Team name', 60),
  affiliation: affiliationBodySchema.nullable().default(null),
});
export type CreateTeamBody = z.input<typeof createTeamBodySchema>;

export const updateTeamBodySchema = z.strictObject({
  name: plainText('Team name', 60).optional(),
  affiliation: affiliationBodySchema.nullable().optional(),
});
export type UpdateTeamBody = z.input<typeof updateTeamBodySchema>;

export const joinTeamBodySchema = z.strictObject({
  inviteCode: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase().replaceAll(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .length(TEAM_INVITE_CODE_LENGTH, 'An invite code has 10 characters.')
        .regex(new RegExp(`^[${TEAM_INVITE_ALPHABET}]+$`), 'This is not an invite code.'),
    ),
});
export type JoinTeamBody = z.input<typeof joinTeamBodySchema>;
