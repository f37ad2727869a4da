/** Business constants shared by the server and the web app (docs/product.md#limits). */
export const PASSWORD_MIN_LENGTH = 6;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
/**
 * Wrong codes one address may send in 24 hours, over all its codes: with a new code every 30 s, five
 * tries each would otherwise allow 14,400 guesses a day at a six-digit code (a 1.4 % chance).
 */
export const OTP_MAX_WRONG_TRIES_PER_DAY = 20;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
/** How long a sign-in handed to the web app (Google's callback → POST /auth/handoff) may wait to be taken. */
export const HANDOFF_TTL_SECONDS = 60;
export const GREETING_NEW_USER_SECONDS = 60;
export const STARTING_TOKENS = 200;
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const NAME_MAX_LENGTH = 80;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
/** argon2 hashes any length, but an unbounded password is a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 256;
export const BIO_MAX_LENGTH = 500;
export const URL_MAX_LENGTH = 300;
/** Tokens earned by a user's first Accepted on a problem, by difficulty. */
export const FIRST_SOLVE_REWARD = { Easy: 10, Medium: 20, Hard: 40 } as const;

/** A user's program; 64 KB is what Codeforces allows and far beyond any solution in the bank. */
export const CODE_MAX_BYTES = 64 * 1024;
export const CUSTOM_INPUT_MAX_BYTES = 256 * 1024;
