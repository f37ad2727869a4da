/**
 * Problems as admins manage them (docs/product.md#admin-problems): the list, one problem with everything
 * a package holds (statement, limits, checker, tests, reference solutions), and the calls that change it.
 * Every call is under /api/admin: 401 to guests, 403 to users who are not admins.
 */
import { z } from 'zod';
import { paginationSchema } from './admin';
import { languageIdSchema } from './languages';
import {
  contentBlockSchema,
  difficultySchema,
  problemIdSchema,
  problemVisibilitySchema,
  renderedBlockSchema,
} from './problems';
import { hasNulCharacter, utf8Length } from './text';
import { verdictSchema, type Verdict } from './verdicts';

/**
 * Where a problem's time limit came from (docs/packages.md#limits): a package's problem.yaml, its
 * .timelimit or domjudge-problem.ini file, our default when the package has none, or an admin's edit.
 */
export const TIME_LIMIT_ORIGINS = [
  'problem.yaml',
  '.timelimit',
  'domjudge-problem.ini',
  'default',
  'admin',
] as const;
export type TimeLimitOrigin = (typeof TIME_LIMIT_ORIGINS)[number];

/** A statement bigger than this is not a statement (the bank's longest is under 5 KB). */
export const STATEMENT_MAX_BYTES = 256 * 1024;
/** One test's input or answer typed or pasted in the panel; bigger tests come in a zip. */
export const TEST_TEXT_MAX_BYTES = 8 * 1024 * 1024;
/** Time limits an admin may set, in milliseconds. */
export const TIME_LIMIT_MS_RANGE = { min: 100, max: 10_000 } as const;
/** Memory limits an admin may set, in MB. */
export const MEMORY_LIMIT_MB_RANGE = { min: 16, max: 1024 } as const;
/** Statement images an admin may upload, in bytes. */
export const STATEMENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

function boundedText(label: string, maxBytes: number) {
  return z
    .string()
    .refine(
      (text) => utf8Length(text) <= maxBytes,
      `${label} can be at most ${Math.round(maxBytes / 1024)} KB.`,
    )
    .refine((text) => !hasNulCharacter(text), `${label} cannot contain NUL characters.`);
}

const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** The default checker: tokens compared, numbers within a tolerance when one is set (Kattis' flags). */
export const tokenCheckerSchema = z.strictObject({
  caseSensitive: z.boolean().default(false),
  spaceChangeSensitive: z.boolean().default(false),
  floatAbsoluteTolerance: z.number().min(0).max(1).nullable().default(null),
  floatRelativeTolerance: z.number().min(0).max(1).nullable().default(null),
});
export type TokenChecker = z.infer<typeof tokenCheckerSchema>;

/** A custom output validator (Kattis protocol: input, answer and feedback dir as arguments, output on stdin). */
export const outputValidatorSchema = z.strictObject({
  language: languageIdSchema,
  source: boundedText('The validator', 256 * 1024).refine(
    (source) => source.trim() !== '',
    'The validator needs its source.',
  ),
  /** Given after `input answer feedback_dir` on every check (a package's validator_flags). */
  args: z
    .array(z.string().min(1).max(200, 'An argument can be at most 200 characters.'))
    .max(50, 'At most 50 arguments.')
    .optional(),
  /** The validator is the problem's interactor: it talks with the program while it runs. */
  interactive: z.boolean().optional(),
});
export type OutputValidator = z.infer<typeof outputValidatorSchema>;

/** What the problem form edits: everything but the tests and the reference solutions. */
export const adminProblemDetailsSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Give the problem a title.')
    .max(120, 'A title can be at most 120 characters.'),
  difficulty: difficultySchema,
  tags: z
    .array(z.string().trim().min(1).max(40, 'A tag can be at most 40 characters.'))
    .max(20, 'At most 20 tags.')
    .transform((tags) => [...new Set(tags)]),
  timeLimitMs: z
    .number()
    .int('The time limit is a whole number of milliseconds.')
    .min(TIME_LIMIT_MS_RANGE.min, `The time limit is at least ${TIME_LIMIT_MS_RANGE.min} ms.`)
    .max(TIME_LIMIT_MS_RANGE.max, `The time limit is at most ${TIME_LIMIT_MS_RANGE.max / 1000} s.`),
  memoryLimitMb: z
    .number()
    .int('The memory limit is a whole number of MB.')
    .min(MEMORY_LIMIT_MB_RANGE.min, `The memory limit is at least ${MEMORY_LIMIT_MB_RANGE.min} MB.`)
    .max(MEMORY_LIMIT_MB_RANGE.max, `The memory limit is at most ${MEMORY_LIMIT_MB_RANGE.max} MB.`),
  /** Markdown with $…$ and $$…$$ math; `# Constraints` starts the constraints block; `![](file)` an image. */
  statement: boundedText('The statement', STATEMENT_MAX_BYTES),
  author: optionalLine('The author', 200),
  source: optionalLine('The source', 200),
  license: optionalLine('The licence', 100),
  staticHint: optionalLine('The hint', 2000),
  visibility: problemVisibilitySchema,
  checker: tokenCheckerSchema,
  /** Null: the token checker decides. */
  validator: outputValidatorSchema.nullable(),
});
export type AdminProblemDetails = z.output<typeof adminProblemDetailsSchema>;
export type AdminProblemDetailsInput = z.input<typeof adminProblemDetailsSchema>;

/** POST /api/admin/problems: the details and the new problem's id (its URL, never changed later). */
export const createAdminProblemBodySchema = adminProblemDetailsSchema.extend({
  // /admin/problems/new is the form of a new problem, so no problem can be called 'new'.
  id: problemIdSchema.refine(
    (id) => id !== 'new',
    "'new' is kept for the new-problem page: pick another ID.",
  ),
});

export const adminProblemParamsSchema = z.object({ id: problemIdSchema });

/** A test as the panel lists it: no texts (they can be megabytes), their sizes. */
export const adminTestSchema = z.object({
  ordinal: z.number().int(),
  name: z.string(),
  isSample: z.boolean(),
  explanation: z.string().nullable(),
  interaction: z.string().nullable(),
  inputBytes: z.number().int(),
  answerBytes: z.number().int(),
});
export type AdminTest = z.infer<typeof adminTestSchema>;

export const solutionNameSchema = z
  .string()
  .regex(/^[a-z_]+\/[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/, 'Name a solution like accepted/solution.cpp.');

/**
 * The folder under submissions/ of a stored reference solution, by the verdict it expects (the package
 * format's names, and ours for the three verdicts it has no folder for), in the order packages are read.
 * A solution's folder and its expected verdict are one fact: its name is `{folder}/{file}`.
 */
export const SOLUTION_FOLDER_BY_VERDICT = {
  Accepted: 'accepted',
  'Wrong Answer': 'wrong_answer',
  'Time Limit Exceeded': 'time_limit_exceeded',
  'Runtime Error': 'run_time_error',
  'Memory Limit Exceeded': 'memory_limit_exceeded',
  'Output Limit Exceeded': 'output_limit_exceeded',
  'Compilation Error': 'compile_error',
} as const satisfies Record<Verdict, string>;

/** What a solution's file name may be: the admin form's hint says exactly this. */
export const SOLUTION_FILE_RULE =
  "Letters, digits, '.', '_' and '-', starting with a letter or a digit; at most 81 characters.";
export const solutionFileSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,80}$/, SOLUTION_FILE_RULE);

/** The verdict a solution's name promises by its folder ('wrong_answer/x.py': Wrong Answer), if any. */
export function verdictOfSolutionName(name: string): Verdict | undefined {
  const folder = name.split('/')[0];
  const found = Object.entries(SOLUTION_FOLDER_BY_VERDICT).find(([, value]) => value === folder);
  return found?.[0] as Verdict | undefined;
}

export const referenceSolutionSchema = z.object({
  /** Path under submissions/ in the package: the folder says what it expects, e.g. accepted/solution.cpp. */
  name: z.string(),
  language: languageIdSchema,
  expected: verdictSchema,
  source: z.string(),
});
export type ReferenceSolution = z.infer<typeof referenceSolutionSchema>;

export const adminProblemSchema = z.object({
  id: z.string(),
  details: z.object({
    title: z.string(),
    difficulty: difficultySchema,
    tags: z.array(z.string()),
    timeLimitMs: z.number().int(),
    memoryLimitMb: z.number().int(),
    statement: z.string(),
    author: z.string().nullable(),
    source: z.string().nullable(),
    license: z.string().nullable(),
    staticHint: z.string().nullable(),
    visibility: problemVisibilitySchema,
    checker: tokenCheckerSchema,
    validator: outputValidatorSchema.nullable(),
  }),
  tests: z.array(adminTestSchema),
  solutions: z.array(referenceSolutionSchema),
  /** Files in the statement's image folder, for `![](file)`. */
  images: z.array(z.string()),
  counts: z.object({
    submissions: z.number().int(),
    accepted: z.number().int(),
    solved: z.number().int(),
    attempted: z.number().int(),
  }),
  /** Loaded from the bank and never edited since (the bank may update it). */
  fromBank: z.boolean(),
  /** Where the time limit came from; null for problems stored before it was recorded. */
  timeLimitOrigin: z.enum(TIME_LIMIT_ORIGINS).nullable(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProblem = z.infer<typeof adminProblemSchema>;
export const adminProblemResponseSchema = z.object({ problem: adminProblemSchema });
export type AdminProblemResponse = z.infer<typeof adminProblemResponseSchema>;

export const adminProblemsQuerySchema = z.object({
  /** Matched against id, title and tags, case-insensitively. */
  query: z.string().trim().max(100, 'Search at most 100 characters.').default(''),
  visibility: problemVisibilitySchema.optional(),
  /** Deleted problems are listed only when asked for. */
  deleted: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminProblemRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  difficulty: difficultySchema,
  visibility: problemVisibilitySchema,
  tags: z.array(z.string()),
  testCount: z.number().int(),
  solutionCount: z.number().int(),
  /** It has a small-test generator, so failed practice submissions can ask for a failing test. */
  hasSmallTests: z.boolean(),
  submissions: z.number().int(),
  accepted: z.number().int(),
  solved: z.number().int(),
  fromBank: z.boolean(),
  deletedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProblemRow = z.infer<typeof adminProblemRowSchema>;

export const adminProblemsResponseSchema = z.object({
  problems: z.array(adminProblemRowSchema),
  pagination: paginationSchema,
});
export type AdminProblemsResponse = z.infer<typeof adminProblemsResponseSchema>;

/** A test typed in the panel (POST adds it at the end, PUT /tests/{ordinal} replaces that one). */
export const adminTestBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$/, 'Name a test with letters, digits, ., _, - and /.'),
  input: boundedText('The input', TEST_TEXT_MAX_BYTES),
  answer: boundedText('The answer', TEST_TEXT_MAX_BYTES),
  isSample: z.boolean(),
  explanation: optionalLine('The explanation', 4000),
  /**
   * Interactive problems: a sample's conversation (`>` the program's lines, `<` the judge's). Left out
   * when a test is replaced: the test keeps the one it had.
   */
  interaction: boundedText('The interaction', 64 * 1024)
    .nullable()
    .optional(),
});
export type AdminTestBody = z.input<typeof adminTestBodySchema>;

export const adminTestParamsSchema = z.object({
  id: problemIdSchema,
  ordinal: z.coerce.number().int().min(1, 'Test not found').max(100_000, 'Test not found'),
});

/** GET /api/admin/problems/{id}/tests/{ordinal}: one test with its texts. */
export const adminTestTextsSchema = adminTestSchema.extend({ input: z.string(), answer: z.string() });
export const adminTestResponseSchema = z.object({ test: adminTestTextsSchema });

/** PUT /api/admin/problems/{id}/tests: the tests' new order (every ordinal once) and which are samples. */
export const reorderTestsBodySchema = z.strictObject({
  order: z.array(z.number().int().min(1)).min(1, 'A problem keeps at least one test.'),
});

/** PUT /api/admin/problems/{id}/solutions: adds or replaces one reference solution by its name. */
export const saveSolutionBodySchema = z
  .strictObject({
    name: solutionNameSchema,
    language: languageIdSchema,
    expected: verdictSchema,
    source: boundedText('The solution', 64 * 1024).refine(
      (source) => source.trim() !== '',
      'Write the solution first.',
    ),
  })
  // The folder says what the solution expects: a name in another folder would be exported (and read
  // back, and verified by problems:verify) expecting another verdict.
  .superRefine((body, context) => {
    const folder = SOLUTION_FOLDER_BY_VERDICT[body.expected];
    if (verdictOfSolutionName(body.name) !== body.expected)
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: `A solution expecting ${body.expected} goes in ${folder}/: name it ${folder}/….`,
      });
  });
export type SaveSolutionBody = z.input<typeof saveSolutionBodySchema>;

export const deleteSolutionQuerySchema = z.object({ name: solutionNameSchema });

/** POST /api/admin/problems/{id}/verify: each reference solution judged on every test. */
export const solutionVerdictSchema = z.object({
  name: z.string(),
  language: languageIdSchema,
  expected: verdictSchema,
  verdict: z.string(),
  ok: z.boolean(),
  compileMessage: z.string().nullable(),
  tests: z.array(
    z.object({ name: z.string(), verdict: z.string(), timeMs: z.number(), memoryMb: z.number() }),
  ),
});
export type SolutionVerdict = z.infer<typeof solutionVerdictSchema>;
export const verifyResponseSchema = z.object({
  solutions: z.array(solutionVerdictSchema),
  /** Every solution got the verdict it expects. */
  ok: z.boolean(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** A rejudge of a problem's submissions and how far it is. */
export const rejudgeSchema = z.object({
  id: z.string(),
  problemId: z.string(),
  total: z.number().int(),
  /** Still waiting for their new verdict. */
  pending: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Rejudge = z.infer<typeof rejudgeSchema>;
export const rejudgeResponseSchema = z.object({ rejudge: rejudgeSchema.nullable() });
export type RejudgeResponse = z.infer<typeof rejudgeResponseSchema>;

/** POST /api/admin/problems/{id}/images answers where the image is and how the statement names it. */
export const statementImageResponseSchema = z.object({ file: z.string(), markdown: z.string() });

/**
 * GET /api/admin/problems/import-limits: what an uploaded package or tests zip may be (the server's
 * IMPORT_MAX_* settings), so the panel can say it before the upload. Bytes are of the unpacked files,
 * counted as they really inflate.
 */
export const importLimitsResponseSchema = z.object({
  /** The zip file itself. */
  maxUploadBytes: z.number().int(),
  /** Every file of the zip, unpacked, together. */
  maxTotalBytes: z.number().int(),
  /** Any one file, unpacked. */
  maxFileBytes: z.number().int(),
  /** Entries (files and folders) in the zip. */
  maxEntries: z.number().int(),
});
export type ImportLimitsResponse = z.infer<typeof importLimitsResponseSchema>;

/** A limit's size as people read it and as the limits are set: 1 GiB, 256 MiB, 512 KiB (the server's
 * refusals and the panel's import form say the same words). */
export function formatLimitBytes(bytes: number): string {
  for (const [unit, size] of [
    ['GiB', 1024 ** 3],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
  ] as const)
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  return `${bytes} bytes`;
}

/** POST /api/admin/problems/import?replace=true replaces the problem of the package's id, if it exists. */
export const importPackageQuerySchema = z.object({
  replace: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** Blocks a preview may hold: a statement splits at each heading, and 256 KB of headings is absurd already. */
export const STATEMENT_PREVIEW_MAX_BLOCKS = 500;

/**
 * POST /admin/problems/statement/preview: the statement's blocks being written (the contracts'
 * statementBlocks of the typed Markdown), rendered by the very renderer that stores readers' copies.
 */
export const statementPreviewBodySchema = z.object({
  content: z
    .array(contentBlockSchema.extend({ value: boundedText('A block', STATEMENT_MAX_BYTES) }))
    .max(STATEMENT_PREVIEW_MAX_BLOCKS, `A preview can hold at most ${STATEMENT_PREVIEW_MAX_BLOCKS} blocks.`)
    .refine(
      (blocks) => blocks.reduce((bytes, block) => bytes + utf8Length(block.value), 0) <= STATEMENT_MAX_BYTES,
      `A statement can be at most ${STATEMENT_MAX_BYTES / 1024} KB.`,
    ),
});
export type StatementPreviewBody = z.infer<typeof statementPreviewBodySchema>;
export const statementPreviewResponseSchema = z.object({ statement: z.array(renderedBlockSchema) });
export type StatementPreviewResponse = z.infer<typeof statementPreviewResponseSchema>;
