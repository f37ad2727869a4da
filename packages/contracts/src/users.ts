import { z } from 'zod';
import {
  BIO_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  URL_MAX_LENGTH,
} from './limits';
import { SUPPORTED_LOCALES } from './locales';
import { affiliationBodySchema, affiliationSchema } from './teams';
import { NAME_CHARACTERS_RULE, hasControlCharacters, hasNulCharacter } from './text';

export const themeSchema = z.enum(['light', 'dark']);
export type Theme = z.infer<typeof themeSchema>;

export const localeSchema = z.enum(SUPPORTED_LOCALES, {
  error: `The language must be one of: ${SUPPORTED_LOCALES.join(', ')}.`,
});

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** A user as the API shows it. `email` and `tokens` are present only for the user themself and admins. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().optional(),
  role: roleSchema,
  rating: z.number().int(),
  tokens: z.number().int().optional(),
  solvedProblems: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
  bio: z.string(),
  github: z.string(),
  linkedin: z.string(),
  twitter: z.string(),
  website: z.string(),
  /** The university or school the user names (docs/contests.md#affiliations); boards show it. */
  affiliation: affiliationSchema.nullable(),
  profilePhotoUrl: z.string().nullable(),
  theme: themeSchema,
  /** The interface language the user chose (null: the browser's); present only for the user themself and admins. */
  locale: localeSchema.nullable().optional(),
  isEmailVerified: z.boolean(),
  joinedAt: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.string().max(64) });
export const usernameParamsSchema = z.object({ username: z.string().max(64) });

/**
 * Social links: a value without an http(s) scheme gets https:// in front. The web app applies
 * the same function before saving so the user sees what is stored.
 */
export function normalizeSocialLink(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const socialLinkSchema = z
  .string()
  .max(URL_MAX_LENGTH, `Links can be at most ${URL_MAX_LENGTH} characters.`)
  .refine((value) => !hasControlCharacters(value), 'Please enter a valid link.')
  .transform(normalizeSocialLink)
  .refine((value) => value === '' || z.url().safeParse(value).success, 'Please enter a valid link.');

export const updateUserBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Full name is required')
      .max(NAME_MAX_LENGTH, `Full name can be at most ${NAME_MAX_LENGTH} characters.`)
      .refine((value) => !hasControlCharacters(value), NAME_CHARACTERS_RULE),
    bio: z
      .string()
      .max(BIO_MAX_LENGTH, `Bio can be at most ${BIO_MAX_LENGTH} characters.`)
      .refine((value) => !hasNulCharacter(value), 'Bio cannot contain NUL characters.'),
    github: socialLinkSchema,
    linkedin: socialLinkSchema,
    twitter: socialLinkSchema,
    website: socialLinkSchema,
    theme: themeSchema,
    /** The interface language; null goes back to following the browser. */
    locale: localeSchema.nullable(),
    /** An affiliation as written (shared with others who name the same short name and country); null clears it. */
    affiliation: affiliationBodySchema.nullable(),
    /** Only null is accepted here (removal); a photo is set through the upload call. */
    profilePhotoUrl: z.null(),
  })
  .partial()
  .strict();
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string({ error: 'All fields are required.' }).max(PASSWORD_MAX_LENGTH),
    newPassword: z.string({ error: 'All fields are required.' }).max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((body, ctx) => {
    const empty = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find(
      (key) => body[key] === '',
    );
    if (empty) {
      // A path is needed: an issue at the root reads as "the body is not an object" to the error handler.
      ctx.addIssue({ code: 'custom', path: [empty], message: 'All fields are required.' });
    } else if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'New passwords do not match.' });
    } else if (body.newPassword.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'Password must be at least 6 characters long',
      });
    }
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
