/**
 * problem.yaml of an ICPC/Kattis problem package, in both layouts (legacy and 2023-07), read leniently:
 * unknown keys are ignored, and the CodeConquer keys (difficulty, keywords as tags, hint) are optional so
 * that any real package imports. Also here: which layout a problem.yaml is in, its problem types, its
 * limits with each layout's defaults, and the time limit problemtools would compute from the slowest
 * accepted submission. What is read, refused and ignored: docs/packages.md.
 */
import { z } from 'zod';
import type { TokenCheckOptions } from '@codeconquer/judge';

const difficultySchema = z.enum(['Easy', 'Medium', 'Hard']);
export type Difficulty = z.infer<typeof difficultySchema>;

const stringList = z.union([z.array(z.coerce.string()), z.string()]).transform((value) =>
  typeof value === 'string'
    ? value
        .split(/[,\s]+/)
        .map((word) => word.trim())
        .filter(Boolean)
    : value,
);

const authorsSchema = z
  .union([
    z.string(),
    z.array(z.union([z.string(), z.object({ name: z.string() }).loose()])),
    z.object({ name: z.string() }).loose(),
  ])
  .transform((value) => {
    const list = Array.isArray(value) ? value : [value];
    return list.map((entry) => (typeof entry === 'string' ? entry : entry.name)).join(', ');
  });

const positive = z.coerce.number().positive().optional();
const positiveInt = z.coerce.number().int().positive().optional();

export const problemYamlSchema = z
  .object({
    name: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
    difficulty: z
      .string()
      .transform((value) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase())
      .pipe(difficultySchema)
      .optional(),
    keywords: stringList.optional(),
    tags: stringList.optional(),
    hint: z.string().optional(),
    author: z.string().optional(),
    credits: z.union([z.string(), z.object({ authors: authorsSchema.optional() }).loose()]).optional(),
    /** The layout: absent or `legacy` (legacy), `2023-07`, `2023-07-draft` or `draft` (2023-07). */
    problem_format_version: z.coerce.string().optional(),
    /** 2023-07: `pass-fail` (default), `scoring`, `multi-pass`, `interactive`, `submit-answer`, or a list. */
    type: z.union([z.string(), z.array(z.string())]).optional(),
    limits: z
      .object({
        // 2023-07
        time_limit: positive,
        time_resolution: positive,
        time_multipliers: z
          .object({ ac_to_time_limit: positive, time_limit_to_tle: positive })
          .loose()
          .optional(),
        validation_passes: positiveInt,
        // legacy
        time_multiplier: positive,
        time_safety_margin: positive,
        // both
        memory: positiveInt,
        output: positive,
        code: positive,
        compilation_time: positive,
        compilation_memory: positive,
        validation_time: positive,
        validation_memory: positive,
        validation_output: positive,
      })
      .loose()
      .optional(),
    /** Legacy: a string (plus source_url); 2023-07: a string, `{ name, url }`, or a list of those. */
    source: z
      .union([
        z.string(),
        z.object({ name: z.string() }).loose(),
        z.array(z.union([z.string(), z.object({ name: z.string() }).loose()])),
      ])
      .optional(),
    license: z.string().optional(),
    validation: z.string().optional(),
    validator_flags: z.string().optional(),
  })
  .loose();

export type ProblemYaml = z.infer<typeof problemYamlSchema>;

/** The title in English (2023-07 allows a map of languages). */
export function titleOf(yaml: ProblemYaml, fallback: string): string {
  if (typeof yaml.name === 'string') return yaml.name;
  if (yaml.name) return yaml.name.en ?? Object.values(yaml.name)[0] ?? fallback;
  return fallback;
}

export function authorOf(yaml: ProblemYaml): string | null {
  if (typeof yaml.credits === 'string') return yaml.credits;
  return yaml.credits?.authors ?? yaml.author ?? null;
}

/** The Kattis default validator's flags (`float_tolerance 1e-6 case_sensitive …`) as judge options. */
export function parseValidatorFlags(flags: string | undefined): TokenCheckOptions {
  const options: TokenCheckOptions = {};
  const words = (flags ?? '').split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    const number = () => {
      const value = Number(words[i + 1]);
      if (!Number.isFinite(value)) throw new Error(`validator flag ${word} needs a number`);
      i += 1;
      return value;
    };
    if (word === 'case_sensitive') options.caseSensitive = true;
    else if (word === 'space_change_sensitive') options.spaceChangeSensitive = true;
    else if (word === 'float_tolerance') {
      const value = number();
      options.floatAbsoluteTolerance = value;
      options.floatRelativeTolerance = value;
    } else if (word === 'float_absolute_tolerance') options.floatAbsoluteTolerance = number();
    else if (word === 'float_relative_tolerance') options.floatRelativeTolerance = number();
    else throw new Error(`unknown validator flag '${word}'`);
  }
  return options;
}

/** Where the problem was first used, as one line. */
export function sourceOf(yaml: ProblemYaml): string | null {
  const list = yaml.source === undefined ? [] : Array.isArray(yaml.source) ? yaml.source : [yaml.source];
  const names = list.map((entry) => (typeof entry === 'string' ? entry : entry.name).trim()).filter(Boolean);
  return names.length > 0 ? names.join('; ') : null;
}

/** The two layouts of the Kattis problem package format that we read. */
export type PackageFormat = 'legacy' | '2023-07';

/**
 * problem_format_version → layout. `2025-09` is the name the finished 2023-07-draft was published under
 * (same problem.yaml keys, same output_validator/).
 */
const FORMAT_BY_VERSION: Record<string, PackageFormat> = {
  legacy: 'legacy',
  'legacy-icpc': 'legacy',
  '2023-07': '2023-07',
  '2023-07-draft': '2023-07',
  draft: '2023-07',
  '2025-09': '2023-07',
};

/** The layout problem.yaml says it is in (no problem_format_version: legacy); null for one we do not know. */
export function packageFormatOf(yaml: ProblemYaml): PackageFormat | null {
  const version = yaml.problem_format_version?.trim();
  if (!version) return 'legacy';
  return Object.hasOwn(FORMAT_BY_VERSION, version) ? (FORMAT_BY_VERSION[version] ?? null) : null;
}

/**
 * The problem's types as 2023-07 names them (`pass-fail`, `scoring`, `interactive`, `multi-pass`,
 * `submit-answer`, or anything else the package wrote). Legacy packages say it with `type`
 * (pass-fail or scoring) and `validation: custom [interactive] [score]`; a `validation` key in a 2023-07
 * package (our bank writes one) is read the same way, so that it can only add types, never hide one.
 */
export function problemTypesOf(yaml: ProblemYaml): string[] {
  const declared = yaml.type === undefined ? [] : Array.isArray(yaml.type) ? yaml.type : [yaml.type];
  const types = declared.map((type) => type.trim().toLowerCase()).filter(Boolean);
  const validation = (yaml.validation ?? '').toLowerCase().split(/\s+/);
  if (validation.includes('interactive')) types.push('interactive');
  if (validation.includes('score')) types.push('scoring');
  // Both layouts: pass-fail unless scoring.
  if (!types.includes('scoring')) types.unshift('pass-fail');
  return [...new Set(types)];
}

/** How problemtools derives a time limit from the package's own submissions (see computedTimeLimit). */
export type TimeMultipliers = {
  /** The slowest accepted submission × this ≤ the time limit (2023-07 `ac_to_time_limit`, legacy `time_multiplier`). */
  acToTimeLimit: number;
  /** The time limit × this: what time_limit_exceeded submissions must still exceed (2023-07 `time_limit_to_tle`, legacy `time_safety_margin`). */
  timeLimitToTle: number;
  /** A computed limit is a whole multiple of this many seconds (2023-07 `time_resolution`; 1 in legacy). */
  timeResolutionS: number;
};

/** problem.yaml's `limits`, every key of both layouts, in the layout's units. */
export type PackageLimits = {
  /** `limits.time_limit` in seconds as written (before our cap); null when the package gives none. */
  timeLimitS: number | null;
  timeMultipliers: TimeMultipliers;
  /** MiB: the package's, else the layout's default (legacy 1024, 2023-07 2048), before our cap. */
  memoryMb: number;
  /** The rest as written; null where the package leaves it to the judging system. */
  outputMb: number | null;
  codeKb: number | null;
  compilationTimeS: number | null;
  compilationMemoryMb: number | null;
  validationTimeS: number | null;
  validationMemoryMb: number | null;
  validationOutputMb: number | null;
  /** Multi-pass problems only (2023-07). */
  validationPasses: number | null;
};

/** problemtools' default memory limit for legacy packages (its config/problem.yaml). */
export const LEGACY_DEFAULT_MEMORY_MB = 1024;
/** The 2023-07 specification's "typical system default". */
export const DEFAULT_MEMORY_MB_2023_07 = 2048;

/** The multipliers' defaults: legacy spec (5, 2) and 2023-07 spec (2.0, 1.5). */
export const DEFAULT_TIME_MULTIPLIERS: Record<PackageFormat, TimeMultipliers> = {
  legacy: { acToTimeLimit: 5, timeLimitToTle: 2, timeResolutionS: 1 },
  '2023-07': { acToTimeLimit: 2, timeLimitToTle: 1.5, timeResolutionS: 1 },
};

export function packageLimits(yaml: ProblemYaml, format: PackageFormat): PackageLimits {
  const limits = yaml.limits ?? {};
  const defaults = DEFAULT_TIME_MULTIPLIERS[format];
  const timeMultipliers: TimeMultipliers =
    format === 'legacy'
      ? {
          acToTimeLimit: limits.time_multiplier ?? defaults.acToTimeLimit,
          timeLimitToTle: limits.time_safety_margin ?? defaults.timeLimitToTle,
          timeResolutionS: limits.time_resolution ?? defaults.timeResolutionS,
        }
      : {
          acToTimeLimit: limits.time_multipliers?.ac_to_time_limit ?? defaults.acToTimeLimit,
          timeLimitToTle: limits.time_multipliers?.time_limit_to_tle ?? defaults.timeLimitToTle,
          timeResolutionS: limits.time_resolution ?? defaults.timeResolutionS,
        };
  return {
    timeLimitS: limits.time_limit ?? null,
    timeMultipliers,
    memoryMb: limits.memory ?? (format === 'legacy' ? LEGACY_DEFAULT_MEMORY_MB : DEFAULT_MEMORY_MB_2023_07),
    outputMb: limits.output ?? null,
    codeKb: limits.code ?? null,
    compilationTimeS: limits.compilation_time ?? null,
    compilationMemoryMb: limits.compilation_memory ?? null,
    validationTimeS: limits.validation_time ?? null,
    validationMemoryMb: limits.validation_memory ?? null,
    validationOutputMb: limits.validation_output ?? null,
    validationPasses: limits.validation_passes ?? null,
  };
}

/**
 * The time limit problemtools (verifyproblem) sets when problem.yaml gives none: the slowest accepted
 * submission × `acToTimeLimit`, rounded UP to a whole multiple of the time resolution, at least one
 * resolution step; and the limit × `timeLimitToTle`, which time_limit_exceeded submissions must still
 * exceed. (Older problemtools rounded legacy limits half-up to whole seconds; the current one rounds both
 * layouts up like this.) A product a hair above a whole step through float noise counts as that step.
 */
export function computedTimeLimit(
  slowestAcceptedMs: number,
  multipliers: TimeMultipliers,
): { timeLimitMs: number; tleLimitMs: number } {
  if (!Number.isFinite(slowestAcceptedMs) || slowestAcceptedMs < 0)
    throw new RangeError('the slowest accepted time must be a number of milliseconds ≥ 0');
  const resolutionMs = multipliers.timeResolutionS * 1000;
  const steps = Math.max(1, Math.ceil((slowestAcceptedMs * multipliers.acToTimeLimit) / resolutionMs - 1e-9));
  const timeLimitMs = Math.round(steps * resolutionMs);
  return { timeLimitMs, tleLimitMs: Math.round(timeLimitMs * multipliers.timeLimitToTle) };
}
