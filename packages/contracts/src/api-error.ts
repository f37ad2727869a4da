import { z } from 'zod';

/**
 * One field's problem in a VALIDATION_FAILED answer: where and what, in English, and, for an issue of a
 * schema, what a client needs to say it in another language (the web app's i18n/validation-message.ts):
 * zod's issue code and the numbers or names its message is made of. A refusal written by hand (a contest
 * whose teams are too large) has only path and message, and a client shows it as the error's code says.
 */
export const apiIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string().optional(),
  origin: z.string().optional(),
  format: z.string().optional(),
  expected: z.string().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  /** A refinement's own code (`params.code` of a custom issue: endBeforeStart, countryCode, …). */
  params: z.object({ code: z.string() }).optional(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/** The body of every error answer. `error` is the human message the client shows as it is. */
export const apiErrorSchema = z.object({
  code: z.string(),
  error: z.string(),
  /** Field-level problems of a VALIDATION_FAILED answer, in the order they were checked. */
  issues: z.array(apiIssueSchema).optional(),
  /** Set with EMAIL_NOT_VERIFIED so the client can offer to verify. */
  unverified: z.boolean().optional(),
  email: z.string().optional(),
  /** Set with EMAIL_NOT_VERIFIED: the registration's fresh token, which verify-otp needs. */
  registrationToken: z.string().optional(),
  /** Seconds until the request may be repeated (cooldowns and rate limits). */
  retryAfter: z.number().optional(),
  /** Set with SWITCH_NOT_CONFIRMED: who the browser is signed in as, and who the sign-in would make it. */
  signedInAs: z.object({ name: z.string(), username: z.string() }).optional(),
  switchTo: z.object({ name: z.string(), username: z.string() }).optional(),
  /** Set with PROBLEM_EXISTS by a package import: the problem the package would replace. */
  problemId: z.string().optional(),
  /** Set with EDITORIAL_LOCKED: the tokens unlocking the editorial costs. */
  price: z.number().int().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
