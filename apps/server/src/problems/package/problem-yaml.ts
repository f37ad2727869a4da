/**
 * problem.yaml of an ICPC/Kattis problem package, in both layouts (legacy and 2023-07), read leniently:
 * unknown keys are ignored, and the CodeConquer keys (difficulty, keywords as tags, hint) are optional so
 * that any real package imports.
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
    limits: z
      .object({
        time_limit: z.coerce.number().positive().optional(),
        memory: z.coerce.number().int().positive().optional(),
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
