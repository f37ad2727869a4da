/**
 * The problem form's values as typed. Numbers stay text until saved, so a field can be empty or
 * half-typed; tags are one comma-separated line; the checker is one of three modes, each mapped onto the
 * contracts' pair `checker` (token flags and float tolerances) + `validator` (a custom program, or null).
 * Saving reads the draft with the contracts' own schema, so a refusal shows under its field before
 * anything is sent; the server checks again and its message shows beside Save.
 */
import {
  adminProblemDetailsSchema,
  tokenCheckerSchema,
  type AdminProblem,
  type AdminProblemDetails,
  type Difficulty,
  type LanguageId,
  type ProblemVisibility,
} from '@codeconquer/contracts';
import { PROBLEM_ID_PATTERN } from '@codeconquer/contracts/problem-id';
import { formatTags, parseTags } from './tags';
import type { Translate } from '@/i18n/use-t';
import { validationMessage } from '@/i18n/validation-message';

/** Exact tokens (Kattis' default validator), tokens with numbers within a tolerance, or a program of ours. */
export type CheckerMode = 'tokens' | 'float' | 'validator';

/** The languages an output validator is written in here (the judge runs any, imports may bring others). */
export const VALIDATOR_LANGUAGES = ['cpp', 'python'] as const satisfies readonly LanguageId[];

export type DetailsDraft = {
  /** Only a new problem's: an id is its URL and never changes. */
  id: string;
  title: string;
  difficulty: Difficulty;
  tags: string;
  timeLimitMs: string;
  memoryLimitMb: string;
  statement: string;
  author: string;
  source: string;
  license: string;
  staticHint: string;
  visibility: ProblemVisibility;
  checkerMode: CheckerMode;
  caseSensitive: boolean;
  spaceChangeSensitive: boolean;
  absoluteTolerance: string;
  relativeTolerance: string;
  validatorLanguage: LanguageId;
  validatorSource: string;
  /** The validator's arguments, separated by spaces (a package's validator_flags). */
  validatorArgs: string;
  /** An interactive problem: the validator is its interactor. */
  validatorInteractive: boolean;
};

/** The fields a problem can be named under; `form` is for one that belongs to no field. */
export type DetailsField =
  | 'id'
  | 'title'
  | 'difficulty'
  | 'tags'
  | 'timeLimitMs'
  | 'memoryLimitMb'
  | 'statement'
  | 'author'
  | 'source'
  | 'license'
  | 'staticHint'
  | 'visibility'
  | 'absoluteTolerance'
  | 'relativeTolerance'
  | 'validatorLanguage'
  | 'validatorSource'
  | 'validatorArgs'
  | 'form';

export type DetailsErrors = Partial<Record<DetailsField, string>>;

export type DetailsReading = { details: AdminProblemDetails; id: string } | { errors: DetailsErrors };

/** What a new problem starts with: a draft nobody sees (2 s and 256 MB, Kattis' usual limits). */
export const NEW_PROBLEM_DRAFT: DetailsDraft = {
  id: '',
  title: '',
  difficulty: 'Easy',
  tags: '',
  timeLimitMs: '2000',
  memoryLimitMb: '256',
  statement: '',
  author: '',
  source: '',
  license: '',
  staticHint: '',
  visibility: 'draft',
  checkerMode: 'tokens',
  caseSensitive: false,
  spaceChangeSensitive: false,
  absoluteTolerance: '',
  relativeTolerance: '',
  validatorLanguage: 'cpp',
  validatorSource: '',
  validatorArgs: '',
  validatorInteractive: false,
};

function checkerModeOf(details: AdminProblem['details']): CheckerMode {
  if (details.validator) return 'validator';
  const { floatAbsoluteTolerance, floatRelativeTolerance } = details.checker;
  return floatAbsoluteTolerance !== null || floatRelativeTolerance !== null ? 'float' : 'tokens';
}

const textOf = (value: number | null): string => (value === null ? '' : String(value));

export function draftFromDetails(id: string, details: AdminProblem['details']): DetailsDraft {
  return {
    id,
    title: details.title,
    difficulty: details.difficulty,
    tags: formatTags(details.tags),
    timeLimitMs: String(details.timeLimitMs),
    memoryLimitMb: String(details.memoryLimitMb),
    statement: details.statement,
    author: details.author ?? '',
    source: details.source ?? '',
    license: details.license ?? '',
    staticHint: details.staticHint ?? '',
    visibility: details.visibility,
    checkerMode: checkerModeOf(details),
    caseSensitive: details.checker.caseSensitive,
    spaceChangeSensitive: details.checker.spaceChangeSensitive,
    absoluteTolerance: textOf(details.checker.floatAbsoluteTolerance),
    relativeTolerance: textOf(details.checker.floatRelativeTolerance),
    validatorLanguage: details.validator?.language ?? 'cpp',
    validatorSource: details.validator?.source ?? '',
    validatorArgs: details.validator?.args?.join(' ') ?? '',
    validatorInteractive: details.validator?.interactive === true,
  };
}

export function sameDraft(a: DetailsDraft, b: DetailsDraft): boolean {
  return (Object.keys(a) as (keyof DetailsDraft)[]).every((key) => a[key] === b[key]);
}

/** A number as typed; a decimal or a negative one gets the schema's own message ('… a whole number …'). */
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : undefined;
}

/** A tolerance: empty is none; a number in plain or exponent notation (1e-6) as typed. */
function readTolerance(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** The schema's path of a problem → the field it is shown under. */
function fieldOf(path: readonly PropertyKey[]): DetailsField {
  const [first, second] = path;
  if (first === 'checker') {
    if (second === 'floatAbsoluteTolerance') return 'absoluteTolerance';
    if (second === 'floatRelativeTolerance') return 'relativeTolerance';
    return 'form';
  }
  if (first === 'validator')
    return second === 'language'
      ? 'validatorLanguage'
      : second === 'args'
        ? 'validatorArgs'
        : 'validatorSource';
  const fields: readonly DetailsField[] = [
    'title',
    'difficulty',
    'tags',
    'timeLimitMs',
    'memoryLimitMb',
    'statement',
    'author',
    'source',
    'license',
    'staticHint',
    'visibility',
  ];
  return fields.find((field) => field === first) ?? 'form';
}

/** The checker and validator the draft's mode stands for. Only the chosen mode's fields count. */
function checkerOf(
  t: Translate,
  draft: DetailsDraft,
  errors: DetailsErrors,
): Pick<AdminProblemDetails, 'checker' | 'validator'> {
  if (draft.checkerMode === 'validator') {
    const args = draft.validatorArgs.split(/\s+/).filter(Boolean);
    // The validator alone decides; the token checker's settings are then unused and kept at their defaults.
    return {
      checker: tokenCheckerSchema.parse({}),
      validator: {
        language: draft.validatorLanguage,
        source: draft.validatorSource,
        ...(args.length > 0 && { args }),
        ...(draft.validatorInteractive && { interactive: true }),
      },
    };
  }
  const flags = { caseSensitive: draft.caseSensitive, spaceChangeSensitive: draft.spaceChangeSensitive };
  if (draft.checkerMode === 'tokens') {
    return {
      checker: { ...flags, floatAbsoluteTolerance: null, floatRelativeTolerance: null },
      validator: null,
    };
  }
  const absolute = readTolerance(draft.absoluteTolerance);
  const relative = readTolerance(draft.relativeTolerance);
  if (absolute === undefined) errors.absoluteTolerance = t('admin.problems.error.tolerance');
  if (relative === undefined) errors.relativeTolerance = t('admin.problems.error.tolerance');
  if (absolute === null && relative === null)
    errors.absoluteTolerance = t('admin.problems.error.noTolerance');
  return {
    checker: {
      ...flags,
      floatAbsoluteTolerance: absolute ?? null,
      floatRelativeTolerance: relative ?? null,
    },
    validator: null,
  };
}

/**
 * The details to send, or the first problem with each field. For a new problem (`isNew`) the id is read
 * too: createAdminProblemBodySchema is the details' schema and the id's pattern, checked here with a
 * message a form can use (problemIdSchema says 'Problem not found', its message for URLs).
 */
export function detailsFromDraft(t: Translate, draft: DetailsDraft, isNew: boolean): DetailsReading {
  const errors: DetailsErrors = {};
  const timeLimitMs = readNumber(draft.timeLimitMs);
  const memoryLimitMb = readNumber(draft.memoryLimitMb);
  if (timeLimitMs === undefined) errors.timeLimitMs = t('admin.problems.error.timeLimit');
  if (memoryLimitMb === undefined) errors.memoryLimitMb = t('admin.problems.error.memoryLimit');
  const id = isNew ? draft.id.trim() : draft.id;
  if (isNew && !PROBLEM_ID_PATTERN.test(id)) errors.id = t('admin.problems.error.id');

  const parsed = adminProblemDetailsSchema.safeParse({
    title: draft.title,
    difficulty: draft.difficulty,
    tags: parseTags(draft.tags),
    timeLimitMs: timeLimitMs ?? Number.NaN,
    memoryLimitMb: memoryLimitMb ?? Number.NaN,
    statement: draft.statement,
    author: draft.author,
    source: draft.source,
    license: draft.license,
    staticHint: draft.staticHint,
    visibility: draft.visibility,
    ...checkerOf(t, draft, errors),
  });
  if (parsed.success && Object.keys(errors).length === 0) return { details: parsed.data, id };
  // The first problem of each field: ours (set above) before the schema's for the same field.
  for (const issue of parsed.error?.issues ?? []) errors[fieldOf(issue.path)] ??= validationMessage(issue, t);
  return { errors };
}
