/**
 * Problems (docs/product.md#problem-and-run-calls): the list, one problem, and test runs against its
 * visible tests or custom input.
 */
import { z } from 'zod';
import { languageIdSchema } from './languages';
import { PROBLEM_ID_PATTERN } from './problem-id';
import { CODE_MAX_BYTES, CUSTOM_INPUT_MAX_BYTES } from './limits';
import { CODE_NUL_RULE, INPUT_NUL_RULE, hasNulCharacter, utf8Length } from './text';
import { measuredRunFields, verdictSchema } from './verdicts';

/**
 * What a user types as a program's input (custom runs, the compiler). NUL cannot be stored (PostgreSQL
 * refuses U+0000 in text) and no one types it: refused with a clear message rather than a server error.
 */
export const customInputSchema = z
  .string()
  .refine((input) => utf8Length(input) <= CUSTOM_INPUT_MAX_BYTES, 'The input can be at most 256 KB.')
  .refine((input) => !hasNulCharacter(input), INPUT_NUL_RULE);

/** Who sees a problem: everyone, admins only, or contestants through a contest (docs/product.md). */
export const PROBLEM_VISIBILITIES = ['public', 'draft', 'contest'] as const;
export const problemVisibilitySchema = z.enum(PROBLEM_VISIBILITIES);
export type ProblemVisibility = z.infer<typeof problemVisibilitySchema>;

export const difficultySchema = z.enum(['Easy', 'Medium', 'Hard']);
export type Difficulty = z.infer<typeof difficultySchema>;

export const contentBlockSchema = z.object({
  type: z.enum(['text', 'constraints', 'image', 'author']),
  value: z.string(),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/**
 * One block of a statement as the page shows it, rendered once on the server when the problem is stored
 * (docs/rendering.md#stored-with-the-row): sanitised HTML with KaTeX's math and no interface language in
 * it. The web app adds the labels in the reader's language: the Constraints heading, the author line's
 * "Author:", the illustration's name. `html` is a text's or the constraints' rendered Markdown (`#` and `##` as h2,
 * `###` as h3: the page's title is the h1), an image's `<img>` from our uploads, or the author's name
 * (escaped text).
 */
export const renderedBlockSchema = z.object({
  type: z.enum(['text', 'constraints', 'image', 'author']),
  html: z.string(),
});
export type RenderedBlock = z.infer<typeof renderedBlockSchema>;

/** A problem in the list: no statement, no tests. */
export const problemSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  difficulty: difficultySchema,
  tags: z.array(z.string()),
  /** Seconds. */
  timeLimit: z.number(),
  /** MB. */
  memoryLimit: z.number().int(),
  /** Accepted submissions over all submissions, percent with one decimal. */
  acceptanceRate: z.number(),
  numSolved: z.number().int(),
  numAttempted: z.number().int(),
  submissions: z.number().int(),
  createdAt: z.string(),
});
export type ProblemSummary = z.infer<typeof problemSummarySchema>;

export const problemListResponseSchema = z.array(problemSummarySchema);

/** Inputs and answers of hidden tests reach admins only; everyone else sees the visible tests. */
export const testCaseSchema = z.object({
  id: z.string(),
  input: z.string(),
  expectedOutput: z.string(),
  isHidden: z.boolean(),
});
export type TestCase = z.infer<typeof testCaseSchema>;

export const exampleSchema = z.object({
  input: z.string(),
  output: z.string(),
  explanation: z.string().nullable(),
  /** The explanation rendered on the server (sanitised HTML, as the statement's blocks), or null. */
  explanationHtml: z.string().nullable(),
  /**
   * Interactive problems: the sample's conversation, one message per line, `>` for what the program
   * writes and `<` for what the judge answers. Its input and output are then the judge's own files.
   */
  interaction: z.string().nullable(),
});

export const problemSchema = problemSummarySchema.extend({
  content: z.array(contentBlockSchema),
  /** The whole statement as Markdown (the fallback when there are no blocks). */
  description: z.string(),
  /**
   * The statement as the page shows it (the content blocks, or the description as one text block when
   * there are none), rendered by the posts' renderer when the problem was stored. The web app inserts
   * each block's HTML and renders no Markdown itself.
   */
  statement: z.array(renderedBlockSchema),
  author: z.string().nullable(),
  /** Where the problem was first used (a contest, a book) and its licence, as its package says. */
  source: z.string().nullable(),
  license: z.string().nullable(),
  examples: z.array(exampleSchema),
  testCases: z.array(testCaseSchema),
  /** Every test a submission is judged on, hidden ones included. */
  totalTests: z.number().int(),
  /** Whether hint 1 (the setter's hint) exists; its text costs tokens and comes from /ai/hint. */
  hasStaticHint: z.boolean(),
  /** The problem has a small-test generator: a failed practice submission may ask for a failing test. */
  hasSmallTests: z.boolean(),
  /** The judge talks with the program while it runs (its examples show conversations). */
  interactive: z.boolean(),
});
export type Problem = z.infer<typeof problemSchema>;

export const problemResponseSchema = problemSchema;

/** Problem ids are package slugs (see the problem importer's slugify): nothing else can name one. */
export const problemIdSchema = z.string().regex(PROBLEM_ID_PATTERN, 'Problem not found');

export const problemParamsSchema = z.object({ id: problemIdSchema });

/** Code a user may save (a draft may be blank). No compiler wants a NUL byte in a source file either. */
export const storedCodeSchema = z
  .string()
  .refine((code) => utf8Length(code) <= CODE_MAX_BYTES, `Code can be at most ${CODE_MAX_BYTES / 1024} KB.`)
  .refine((code) => !hasNulCharacter(code), CODE_NUL_RULE);

/** Code to run, judge or review: never blank, and no bigger than a draft may be. */
export const codeSchema = z
  .string()
  .refine((code) => code.trim().length > 0, 'Please write some code first.')
  .pipe(storedCodeSchema);

export const executeBodySchema = z.object({
  code: codeSchema,
  language: languageIdSchema,
  problemId: z.string().min(1, 'missing problem ID').pipe(problemIdSchema),
});
export type ExecuteBody = z.input<typeof executeBodySchema>;

export const executeCustomBodySchema = z.object({
  code: codeSchema,
  language: languageIdSchema,
  input: customInputSchema,
  /** Runs with this problem's limits when given; with the platform's defaults otherwise. */
  problemId: problemIdSchema.optional(),
});
export type ExecuteCustomBody = z.input<typeof executeCustomBodySchema>;

/** Why a run on the user's input failed, if it did: the message shown, and which kind it was. */
export const runErrorFields = {
  error: z.string().nullable(),
  compileError: z.string().nullable(),
  runtimeError: z.string().nullable(),
};

/** One test of a run (the test result entry); `verdict` says exactly what happened. */
export const testResultEntrySchema = z.object({
  testCaseId: z.string(),
  input: z.string(),
  expectedOutput: z.string(),
  output: z.string(),
  success: z.boolean(),
  ...measuredRunFields,
  error: z.string().nullable(),
});
export type TestResultEntry = z.infer<typeof testResultEntrySchema>;

export const executeResponseSchema = z.object({
  verdict: verdictSchema,
  results: z.array(testResultEntrySchema),
  passedTests: z.number().int(),
  totalTests: z.number().int(),
  compileError: z.string().nullable(),
});
export type ExecuteResponse = z.infer<typeof executeResponseSchema>;

/** A run on custom input (the custom run result). */
export const customRunResultSchema = z.object({
  output: z.string(),
  success: z.boolean(),
  ...measuredRunFields,
  ...runErrorFields,
});
export type CustomRunResult = z.infer<typeof customRunResultSchema>;

export const executeCustomResponseSchema = z.object({ results: z.array(customRunResultSchema) });
export type ExecuteCustomResponse = z.infer<typeof executeCustomResponseSchema>;
