/**
 * The one error registry: every error the API can answer with has a stable code, an HTTP status and a
 * default human message. The server throws these; the web app may switch on the codes.
 */
export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  REQUEST_TOO_LARGE: { status: 431, message: 'The address or headers of the request are too long.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not supported.' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid credentials.' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Your email is not verified.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  CROSS_SITE_REQUEST: {
    status: 403,
    message:
      'This request came from another website, so it was refused. Open CodeConquer itself and try again.',
  },
  ACCOUNT_BANNED: { status: 403, message: 'This account has been banned.' },
  REGISTRATION_CLOSED: { status: 403, message: 'Sign-up is closed for now.' },
  TOKENS_BELOW_ZERO: { status: 400, message: 'A user cannot have fewer than 0 tokens.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  USERNAME_TAKEN: { status: 409, message: 'This username is already taken.' },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'This email is already verified. Please sign in.' },
  REGISTRATION_NOT_FOUND: {
    status: 400,
    message:
      'This sign-up has expired or was started in another browser. Sign up again, or sign in with your password to get a new code.',
  },
  HANDOFF_INVALID: {
    status: 400,
    message: 'This sign-in has expired or was already used. Please sign in again.',
  },
  SWITCH_NOT_CONFIRMED: {
    status: 409,
    message: 'This browser is signed in to another account. Confirm to switch accounts.',
  },
  OTP_INVALID: { status: 400, message: 'The code is incorrect.' },
  OTP_EXPIRED: { status: 400, message: 'The code has expired. Please request a new one.' },
  OTP_TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many wrong codes. Please request a new one.' },
  OTP_DAILY_LIMIT: {
    status: 429,
    message: 'Too many wrong codes for this email today. Please try again in 24 hours.',
  },
  TOO_MANY_SIGN_IN_FAILURES: {
    status: 429,
    message: 'Too many failed sign-ins. Please wait a few minutes, or reset your password.',
  },
  OTP_COOLDOWN: { status: 429, message: 'Please wait before requesting another code.' },
  RESET_NOT_ALLOWED: { status: 403, message: 'Please verify the code sent to your email first.' },
  WRONG_PASSWORD: { status: 400, message: 'Current password is incorrect.' },
  INVALID_IMAGE: { status: 400, message: 'Please upload an image file (PNG, JPEG, GIF or WebP).' },
  MAIL_FAILED: { status: 503, message: 'We could not send the email. Please try again shortly.' },
  GOOGLE_NOT_CONFIGURED: { status: 503, message: 'Google sign-in is not configured on this server.' },
  GOOGLE_SIGN_IN_FAILED: { status: 401, message: 'Authentication failed. Please try again.' },
  PROBLEM_NOT_FOUND: { status: 404, message: 'Problem not found' },
  SUBMISSION_NOT_FOUND: { status: 404, message: 'Submission not found' },
  PROBLEM_EXISTS: { status: 409, message: 'A problem with this ID already exists.' },
  INVALID_PACKAGE: { status: 400, message: 'The problem package could not be read.' },
  TEST_NOT_FOUND: { status: 404, message: 'Test not found' },
  SOLUTION_NOT_FOUND: { status: 404, message: 'Reference solution not found' },
  INVALID_UPLOAD: { status: 400, message: 'Please choose a file to upload.' },
  REJUDGE_RUNNING: { status: 409, message: 'A rejudge of this problem is still running.' },
  CONTEST_NOT_FOUND: { status: 404, message: 'Contest not found' },
  CLARIFICATION_NOT_FOUND: { status: 404, message: 'Clarification not found' },
  TEAM_NOT_FOUND: { status: 404, message: 'Team not found' },
  TEAM_INVITE_INVALID: {
    status: 404,
    message: 'No team has this invite code. Ask your team for the code again.',
  },
  TEAM_FULL: { status: 409, message: 'This team is full.' },
  TEAM_ALREADY_MEMBER: { status: 409, message: 'You are already in this team.' },
  TEAM_NOT_MEMBER: { status: 403, message: "Only the team's members can do this." },
  TEAM_NOT_CREATOR: { status: 403, message: 'Only the member who created the team can do this.' },
  TEAM_CREATOR_LEAVING: {
    status: 409,
    message: 'Remove the other members before you leave the team you created.',
  },
  TEAM_LIMIT: { status: 409, message: 'You are in as many teams as one person can be (20).' },
  TEAM_CONTEST_CLASH: {
    status: 409,
    message: 'Someone in this team already takes part in this contest, alone or in another team.',
  },
  TEAM_TOO_LARGE: { status: 409, message: 'This team has more members than the contest allows.' },
  TEAM_REQUIRED: { status: 400, message: 'This is a team contest: register with one of your teams.' },
  TEAM_NOT_ALLOWED: { status: 400, message: 'This contest is for individuals: register without a team.' },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 400,
    message: 'This unsubscribe link is not valid. Change your e-mail settings on your profile instead.',
  },
  CONTEST_ENDED: { status: 409, message: 'This contest has ended.' },
  CONTEST_NOT_STARTED: { status: 409, message: 'This contest has not started yet.' },
  CONTEST_NOT_ENDED: { status: 409, message: 'Results can be published once the contest has ended.' },
  NOT_REGISTERED: { status: 403, message: 'Register for this contest to take part.' },
  VIRTUAL_NOT_OPEN: { status: 409, message: 'A virtual run can start only after the contest has ended.' },
  VIRTUAL_STARTED: { status: 409, message: 'You have already started a virtual run of this contest.' },
  CONTESTANT_NO_VIRTUAL: {
    status: 409,
    message: 'You took part in this contest, so it has no virtual run for you.',
  },
  JUDGE_UNAVAILABLE: { status: 503, message: 'Code cannot be run on this server right now.' },
  JUDGE_TIMEOUT: { status: 503, message: 'The judge is busy. Please try again in a moment.' },
  TOO_MANY_RUNS: {
    status: 429,
    message: 'Your previous runs are still going. Please wait for them to finish.',
  },
  REVIEW_LIMIT_PROBLEM: {
    status: 429,
    message: "You've reached the limit of 3 AI reviews for this question.",
  },
  REVIEW_LIMIT_DAY: { status: 429, message: "You've reached your daily limit of 15 AI reviews." },
  NOT_ENOUGH_TOKENS: { status: 402, message: "You don't have enough tokens for this hint." },
  NO_STATIC_HINT: { status: 404, message: 'This problem has no setter hint.' },
  THREAD_NOT_FOUND: { status: 404, message: 'This discussion was not found. It may have been deleted.' },
  POST_NOT_FOUND: { status: 404, message: 'This post was not found. It may have been deleted.' },
  THREAD_LOCKED: { status: 403, message: 'This thread is locked: it takes no new replies or votes.' },
  DISCUSSION_CLOSED_IN_CONTEST: {
    status: 403,
    message: 'Discussion of this problem is closed to contestants until the contest ends.',
  },
  NOT_YOUR_POST: { status: 403, message: 'Only its author can change this post.' },
  POST_DELETED: { status: 409, message: 'This post was deleted.' },
  POSTING_TOO_FAST: {
    status: 429,
    message: 'You are posting too fast. Please wait a few minutes before posting again.',
  },
  DUPLICATE_POST: {
    status: 409,
    message: 'You just posted the same text. Edit your post instead of posting it again.',
  },
  TEXT_TOO_COMPLEX: {
    status: 422,
    message:
      'This text takes too long to lay out. Split it, or simplify its longest lists, tables or formulas.',
  },
  RENDERER_BUSY: {
    status: 503,
    message: 'Many texts are being laid out right now. Please try again in a moment.',
  },
  OWN_POST_VOTE: { status: 400, message: 'You cannot vote on your own post.' },
  EDITORIAL_NOT_FOUND: { status: 404, message: 'This problem has no editorial yet.' },
  EDITORIAL_LOCKED: {
    status: 403,
    message: 'Solve the problem to read its editorial, or unlock it for tokens.',
  },
  EDITORIAL_CONTEST: {
    status: 403,
    message: 'This problem is in a contest that has not ended: its editorial opens when the contest ends.',
  },
  INVALID_EDITORIAL_SOLUTIONS: {
    status: 400,
    message: 'Pick reference solutions of this problem that expect Accepted, at most one per language.',
  },
  COUNTEREXAMPLE_NOT_OFFERED: {
    status: 400,
    message: 'A failing test is looked for after Wrong Answer, Runtime Error or Time Limit Exceeded.',
  },
  COUNTEREXAMPLE_CONTEST: {
    status: 403,
    message: 'This problem is in a contest that has not ended: failing tests can be looked for once it ends.',
  },
  COUNTEREXAMPLE_BUSY: {
    status: 409,
    message: 'You already have a search for a failing test running. Wait for it to finish.',
  },
  COUNTEREXAMPLE_FAILED: {
    status: 503,
    message: 'The search for a failing test could not run. Your tokens were given back; try again later.',
  },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please slow down and try again shortly.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is starting up. Please try again shortly.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;
