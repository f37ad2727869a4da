/**
 * The grading settings of a scoring problem's test groups: every `testdata.yaml` under data/ (legacy and
 * the 2023-07 drafts; a group without one takes its closest ancestor's, as grading.ts reads them). Keys:
 * `on_reject` (break | continue), `accept_score`, `reject_score`, `grader_flags` (the default grader's
 * words), `range` (checked, not stored: the grader's result must fall in it), `grading` (only `default`:
 * custom graders are refused). Keys for validators (`input_validator_flags`, `output_validator_flags`)
 * are not read here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_GROUP_SETTINGS, type GroupSettings } from '@codeconquer/judge';
import { compareEntryNames } from './entry-order';
import { PackageError } from './package-error';
import { parsePackageYaml } from './yaml-file';

const GRADER_WORDS = new Set([
  'first_error',
  'worst_error',
  'always_accept',
  'accept_if_any_accepted',
  'sum',
  'avg',
  'min',
  'max',
  'ignore_sample',
]);

const number = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^[-+]?\d+(\.\d+)?$/)
    .transform(Number),
]);

const testdataYamlSchema = z.looseObject({
  on_reject: z.enum(['break', 'continue']).optional(),
  grading: z.string().optional(),
  grader_flags: z.string().optional(),
  accept_score: number.optional(),
  reject_score: number.optional(),
  range: z.string().optional(),
});

function readSettings(file: string): GroupSettings {
  const name = path.relative(path.dirname(path.dirname(file)), file);
  const parsed = testdataYamlSchema.safeParse(parsePackageYaml(fs.readFileSync(file, 'utf8'), name));
  if (!parsed.success)
    throw new PackageError(
      `${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const yaml = parsed.data;
  if (yaml.grading !== undefined && yaml.grading.trim() !== 'default')
    throw new PackageError(`${name}: custom graders are not supported yet (grading: ${yaml.grading})`);
  const flags = yaml.grader_flags?.split(/\s+/).filter(Boolean);
  const unknown = flags?.filter((flag) => !GRADER_WORDS.has(flag)) ?? [];
  if (unknown.length > 0) throw new PackageError(`${name}: unknown grader_flags ${unknown.join(', ')}`);
  // A group's own file replaces its ancestor's whole (the format's rule): keys left out are defaults.
  const defaults = DEFAULT_GROUP_SETTINGS;
  return {
    onReject: yaml.on_reject ?? defaults.onReject,
    acceptScore: yaml.accept_score ?? defaults.acceptScore,
    rejectScore: yaml.reject_score ?? defaults.rejectScore,
    graderFlags: flags ?? defaults.graderFlags,
  };
}

/**
 * Settings by group path relative to data/ ('' for data/ itself, `secret`, `secret/group1`…), for every
 * folder that has a testdata.yaml.
 */
export function readTestGroups(dir: string): Record<string, GroupSettings> {
  const groups: Record<string, GroupSettings> = {};
  const walk = (folder: string, relative: string) => {
    const file = path.join(folder, 'testdata.yaml');
    if (fs.existsSync(file)) groups[relative] = readSettings(file);
    const entries = fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const entry of entries.sort((a, b) => compareEntryNames(a.name, b.name)))
      walk(path.join(folder, entry.name), relative ? `${relative}/${entry.name}` : entry.name);
  };
  const data = path.join(dir, 'data');
  if (fs.existsSync(data)) walk(data, '');
  return groups;
}

/** A test's group: the folder its name is in (`secret/group1/01` → `secret/group1`). */
export function testGroupOf(testName: string): string {
  const slash = testName.lastIndexOf('/');
  return slash < 0 ? '' : testName.slice(0, slash);
}

/** Output validator arguments as a group's settings file writes them: a string, a list, or legacy's map. */
const validatorArgsSchema = z.union([
  z.string(),
  z.array(z.union([z.string(), z.number()])),
  z.looseObject({ flags: z.string().optional() }),
]);

function argsOf(value: unknown): string[] {
  const parsed = validatorArgsSchema.safeParse(value);
  if (!parsed.success) return [];
  const args = parsed.data;
  if (typeof args === 'string') return args.split(/\s+/).filter(Boolean);
  if (Array.isArray(args)) return args.map(String);
  return (args.flags ?? '').split(/\s+/).filter(Boolean);
}

const GROUP_FILES = ['testdata.yaml', 'test_group.yaml'];

/**
 * The output validator arguments of the tests in `folder` (a path under data/): those of the closest
 * settings file at or above it (`testdata.yaml`, or 2023-07's `test_group.yaml`), under
 * `output_validator_args` (2023-07) or `output_validator_flags` (legacy); none when that file has neither.
 */
export function groupValidatorArgs(dir: string, folder: string): string[] {
  const segments = folder.split('/').filter(Boolean);
  for (let depth = segments.length; depth >= 0; depth -= 1) {
    const at = path.join(dir, 'data', ...segments.slice(0, depth));
    for (const name of GROUP_FILES) {
      const file = path.join(at, name);
      if (!fs.existsSync(file)) continue;
      const yaml = parsePackageYaml(fs.readFileSync(file, 'utf8'), path.relative(dir, file)) as Record<
        string,
        unknown
      >;
      return argsOf(yaml.output_validator_args ?? yaml.output_validator_flags);
    }
  }
  return [];
}
