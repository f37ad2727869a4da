import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from './limits';
import { NAME_CHARACTERS_RULE, hasControlCharacters } from './text';
import { userSchema } from './users';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
const USERNAME_RULE = 'Username must be 3–30 characters: letters, digits, dots, hyphens or underscores.';
const EMAIL_RULE = 'Please enter a valid email address.';

const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, EMAIL_RULE)
  .pipe(z.email(EMAIL_RULE))
  .transform((email) => email.toLowerCase());

/**
 * Signup. The order of the first four checks and their messages are product rules
 * (docs/product.md#validation-rules), and the web form runs the same function, so they live in one ordered
 * refinement rather than per field.
 */
export function firstSignupProblem(body: {
  name: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}): { path: string; message: string } | null {
  if (body.password !== body.confirmPassword)
    return { path: 'confirmPassword', message: 'Passwords do not match' };
  if (body.password.length < PASSWORD_MIN_LENGTH)
    return { path: 'password', message: 'Password must be at least 6 characters long' };
  if (body.name.trim() === '') return { path: 'name', message: 'Full name is required' };
  if (body.username.trim() === '') return { path: 'username', message: 'Username is required' };
  if (body.email.trim() === '') return { path: 'email', message: 'Email is required' };
  return null;
}

export const registerBodySchema = z
  .object({
    name: z
      .string({ error: 'Full name is required' })
      .max(NAME_MAX_LENGTH, `Full name can be at most ${NAME_MAX_LENGTH} characters.`),
    username: z.string({ error: 'Username is required' }).max(USERNAME_MAX_LENGTH, USERNAME_RULE),
    email: z.string({ error: 'Email is required' }).max(EMAIL_MAX_LENGTH, EMAIL_RULE),
    password: z
      .string({ error: 'Password is required' })
      .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters.`),
    confirmPassword: z.string({ error: 'Passwords do not match' }).max(PASSWORD_MAX_LENGTH),
  })
  .superRefine((body, ctx) => {
    const problem = firstSignupProblem(body);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
      return;
    }
    if (hasControlCharacters(body.name))
      ctx.addIssue({ code: 'custom', path: ['name'], message: NAME_CHARACTERS_RULE });
    if (!USERNAME_PATTERN.test(body.username.trim()))
      ctx.addIssue({ code: 'custom', path: ['username'], message: USERNAME_RULE });
    if (!z.email().safeParse(body.email.trim()).success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_RULE });
  })
  .transform((body) => ({
    name: body.name.trim(),
    username: body.username.trim(),
    email: body.email.trim().toLowerCase(),
    password: body.password,
  }));
export type RegisterBody = z.input<typeof registerBodySchema>;

/**
 * `registrationToken` stays with the browser that signed up: verify-otp needs it with the code, so that
 * only that browser (or one that signs in with the password) can complete this registration.
 */
export const registerResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  registrationToken: z.string(),
});

export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const registrationTokenSchema = z.string().min(1).max(200);

/** Login by username or e-mail: the form sends `email`, API clients may send `username`. */
export const loginBodySchema = z
  .object({
    email: z.string().max(EMAIL_MAX_LENGTH).optional(),
    username: z.string().max(EMAIL_MAX_LENGTH).optional(),
    password: z.string({ error: 'Password is required' }).max(PASSWORD_MAX_LENGTH),
  })
  .superRefine((body, ctx) => {
    if ((body.email ?? body.username ?? '').trim() === '')
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email or username is required' });
    if (body.password === '')
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
  })
  .transform((body) => ({ identifier: (body.email ?? body.username ?? '').trim(), password: body.password }));
export type LoginBody = z.input<typeof loginBodySchema>;

export const sessionResponseSchema = z.object({ token: z.string(), user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * POST /auth/handoff: the one-time code a redirect sign-in (Google) left for this browser. A browser signed
 * in to another account is asked first: without `switchAccount` the answer is SWITCH_NOT_CONFIRMED.
 */
export const handoffBodySchema = z.object({
  code: z.string({ error: 'The sign-in code is missing.' }).min(1).max(200),
  switchAccount: z.boolean().optional(),
});
export type HandoffBody = z.input<typeof handoffBodySchema>;

export const sendOtpBodySchema = z.object({
  email: emailField,
  forPasswordReset: z.boolean().optional(),
});
export type SendOtpBody = z.input<typeof sendOtpBodySchema>;

export const sendOtpResponseSchema = z.object({
  message: z.string(),
  /** Seconds before another code may be requested. */
  cooldown: z.number(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;

export const otpCodeSchema = z
  .string({ error: 'Please enter the 6-digit code.' })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'Please enter the 6-digit code.');

export const verifyOtpBodySchema = z.object({
  email: emailField,
  otp: otpCodeSchema,
  forPasswordReset: z.boolean().optional(),
  /** Sign-up only: the token register (or a sign-in to the unverified registration) answered with. */
  registrationToken: registrationTokenSchema.optional(),
});
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

/**
 * After an e-mail verification the user is signed in (token + user). After a password-reset code the
 * answer carries a single-use `resetToken` that /auth/reset-password requires.
 */
export const verifyOtpResponseSchema = z.object({
  message: z.string(),
  token: z.string().optional(),
  user: userSchema.optional(),
  resetToken: z.string().optional(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const resetPasswordBodySchema = z
  .object({
    email: emailField,
    password: z.string({ error: 'Both fields are required.' }).max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    resetToken: z.string({ error: 'Please verify the code sent to your email first.' }).min(1).max(200),
  })
  .superRefine((body, ctx) => {
    if (body.password === '' || body.confirmPassword === '')
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Both fields are required.' });
    else if (body.confirmPassword !== undefined && body.confirmPassword !== body.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match.' });
    else if (body.password.length < PASSWORD_MIN_LENGTH)
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Password must be at least 6 characters.',
      });
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const authProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;
