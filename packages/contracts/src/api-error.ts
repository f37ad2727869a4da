import { z } from 'zod';

/** The body of every error answer. `error` is the human message the client shows as it is. */
export const apiErrorSchema = z.object({
  code: z.string(),
  error: z.string(),
  /** Field-level problems of a VALIDATION_FAILED answer, in the order they were checked. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
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
