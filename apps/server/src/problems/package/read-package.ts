/**
 * Reads an ICPC/Kattis problem package folder (legacy or 2023-07 layout) into what the platform stores
 * and judges: metadata, statement blocks, tests (samples are the visible examples), the checker, and the
 * package's own submissions with the verdict their folder promises.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  languageOfSourceFile,
  statementBlocks,
  statementImageUrl,
  type LanguageId,
  type Verdict,
} from '@codeconquer/contracts';
import type { CustomChecker, TokenCheckOptions } from '@codeconquer/judge';
import {
  authorOf,
  parseValidatorFlags,
  problemYamlSchema,
  sourceOf,
  titleOf,
  type Difficulty,
} from './problem-yaml';
import { detectStatementImageType } from '../../lib/image-type';
import { latexToMarkdown, type ContentBlock } from './statement';

export type PackageTest = {
  /** Path under data/, e.g. secret/03-max (unique within the package). */
  name: string;
  input: string;
  answer: string;
  /** The sample's explanation (`.desc`), shown under the example. */
  explanation: string | null;
  isSample: boolean;
};

export type PackageSubmission = {
  /** Path under submissions/, e.g. accepted/solution.cpp */
  file: string;
  language: LanguageId;
  expected: Verdict;
  source: string;
};

export type ProblemPackage = {
  slug: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  hint: string | null;
  author: string | null;
  /** Where the problem was first used, and its licence (problem.yaml's `source` and `license`). */
  source: string | null;
  license: string | null;
  timeLimitMs: number;
  memoryLimitMb: number;
  checker: TokenCheckOptions;
  validator: CustomChecker | null;
  statement: string;
  blocks: ContentBlock[];
  /** Statement images: file name → absolute path, copied to uploads on import. */
  images: Map<string, string>;
  tests: PackageTest[];
  submissions: PackageSubmission[];
};

export class PackageError extends Error {}

/** Kattis 2023-07 defaults to 2048 MiB; a shared judge caps it. */
const MAX_MEMORY_MB = 1024;
const DEFAULT_MEMORY_MB = 256;
/** Legacy packages derive the limit from their solutions' times; without that, this. */
const DEFAULT_TIME_LIMIT_S = 2;
const MAX_TIME_LIMIT_S = 10;

/** The folders under submissions/ in the order they are read, and the verdict each promises. */
export const VERDICT_BY_FOLDER: Record<string, Verdict> = {
  accepted: 'Accepted',
  wrong_answer: 'Wrong Answer',
  time_limit_exceeded: 'Time Limit Exceeded',
  run_time_error: 'Runtime Error',
  memory_limit_exceeded: 'Memory Limit Exceeded',
  output_limit_exceeded: 'Output Limit Exceeded',
  compile_error: 'Compilation Error',
};

/**
 * The blocks a problem page shows: the statement's, its images served from uploads, then the author.
 * Importing and exporting both build them here, so an exported problem imports as the same page.
 * `onImage` is told every image file the statement names.
 */
export function problemBlocks(
  statement: string,
  slug: string,
  author: string | null,
  onImage: (file: string) => void,
): ContentBlock[] {
  const blocks: ContentBlock[] = statementBlocks(statement, (file) => {
    onImage(file);
    return statementImageUrl(slug, file);
  });
  if (author) blocks.push({ type: 'author', value: author });
  return blocks;
}

/** How a folder's entries are ordered when tests are read: the exporter predicts this order. */
export function compareEntryNames(a: string, b: string): number {
  return a.localeCompare(b);
}

export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'problem';
}

function readText(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

function firstExisting(dir: string, names: string[]): string | null {
  for (const name of names) if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  return null;
}

function readStatement(dir: string): { markdown: string; folder: string | null } {
  for (const folder of ['statement', 'problem_statement']) {
    const full = path.join(dir, folder);
    const markdown = firstExisting(full, ['problem.en.md', 'problem.md']);
    if (markdown) return { markdown: fs.readFileSync(markdown, 'utf8'), folder: full };
    const latex = firstExisting(full, ['problem.en.tex', 'problem.tex']);
    if (latex) return { markdown: latexToMarkdown(fs.readFileSync(latex, 'utf8')), folder: full };
  }
  return { markdown: '', folder: null };
}

/** Every test under data/sample and data/secret (groups in sub-folders), sorted by path. */
function readTests(dir: string): PackageTest[] {
  const tests: PackageTest[] = [];
  const walk = (folder: string, relative: string, isSample: boolean) => {
    if (!fs.existsSync(folder)) return;
    const entries = fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => compareEntryNames(a.name, b.name));
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full, `${relative}/${entry.name}`, isSample);
      else if (entry.name.endsWith('.in')) {
        const base = entry.name.slice(0, -3);
        const answer = readText(path.join(folder, `${base}.ans`));
        if (answer === null) throw new PackageError(`${relative}/${entry.name} has no .ans file`);
        tests.push({
          name: `${relative}/${base}`,
          input: fs.readFileSync(full, 'utf8'),
          answer,
          explanation: readText(path.join(folder, `${base}.desc`))?.trim() || null,
          isSample,
        });
      }
    }
  };
  walk(path.join(dir, 'data', 'sample'), 'sample', true);
  walk(path.join(dir, 'data', 'secret'), 'secret', false);
  return tests;
}

/** The output validator as one source file; local `#include "x.h"` headers are inlined. */
function readValidator(dir: string): CustomChecker | null {
  const candidates = [path.join(dir, 'output_validator')];
  const legacy = path.join(dir, 'output_validators');
  if (fs.existsSync(legacy))
    for (const entry of fs.readdirSync(legacy, { withFileTypes: true }))
      if (entry.isDirectory()) candidates.push(path.join(legacy, entry.name));
  for (const folder of candidates) {
    if (!fs.existsSync(folder)) continue;
    const files = fs.readdirSync(folder).sort();
    for (const file of files) {
      const language = languageOfSourceFile(file);
      if (!language) continue;
      let source = fs.readFileSync(path.join(folder, file), 'utf8');
      if (language === 'c' || language === 'cpp')
        source = source.replace(/^\s*#include\s+"([^"]+)"\s*$/gm, (line, header: string) => {
          const headerFile = path.join(folder, header);
          return path.dirname(headerFile) === folder && fs.existsSync(headerFile)
            ? fs.readFileSync(headerFile, 'utf8')
            : line;
        });
      return { language, source };
    }
  }
  return null;
}

function readSubmissions(dir: string): PackageSubmission[] {
  const root = path.join(dir, 'submissions');
  if (!fs.existsSync(root)) return [];
  const submissions: PackageSubmission[] = [];
  for (const [folder, expected] of Object.entries(VERDICT_BY_FOLDER)) {
    const full = path.join(root, folder);
    if (!fs.existsSync(full)) continue;
    for (const file of fs.readdirSync(full).sort()) {
      const language = languageOfSourceFile(file);
      if (!language || !fs.statSync(path.join(full, file)).isFile()) continue;
      submissions.push({
        file: `${folder}/${file}`,
        language,
        expected,
        source: fs.readFileSync(path.join(full, file), 'utf8'),
      });
    }
  }
  return submissions;
}

function timeLimitSeconds(dir: string, fromYaml: number | undefined): number {
  const legacy = readText(path.join(dir, '.timelimit'));
  const seconds = fromYaml ?? (legacy ? Number(legacy.trim()) : DEFAULT_TIME_LIMIT_S);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new PackageError('the time limit is not a positive number');
  return Math.min(seconds, MAX_TIME_LIMIT_S);
}

export function readProblemPackage(dir: string, slug = slugify(path.basename(dir))): ProblemPackage {
  const yamlText = readText(path.join(dir, 'problem.yaml'));
  if (yamlText === null) throw new PackageError(`${dir} has no problem.yaml`);
  const parsed = problemYamlSchema.safeParse(parseYaml(yamlText) ?? {});
  if (!parsed.success)
    throw new PackageError(
      `problem.yaml: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const yaml = parsed.data;
  const validation = (yaml.validation ?? 'default').split(/\s+/);
  if (validation.includes('interactive')) throw new PackageError('interactive problems are not supported');

  let checker: TokenCheckOptions;
  try {
    checker = parseValidatorFlags(yaml.validator_flags);
  } catch (error) {
    throw new PackageError(`problem.yaml validator_flags: ${(error as Error).message}`);
  }
  const validator = readValidator(dir);
  if (validation.includes('custom') && !validator)
    throw new PackageError('validation is custom but there is no output validator in C, C++, Java or Python');

  const { markdown, folder } = readStatement(dir);
  const images = new Map<string, string>();
  const author = authorOf(yaml);
  const blocks = problemBlocks(markdown, slug, author, (file) => {
    const full = folder ? path.join(folder, file) : '';
    if (full && path.dirname(full) === folder && fs.existsSync(full)) {
      // Served from our origin: only real images, whatever the file is called.
      if (!detectStatementImageType(fs.readFileSync(full)))
        throw new PackageError(`statement image ${file} is not a PNG, JPEG, GIF, WebP or SVG image`);
      images.set(file, full);
    }
  });

  const tests = readTests(dir);
  if (tests.length === 0) throw new PackageError('the package has no tests under data/');

  return {
    slug,
    title: titleOf(yaml, slug),
    difficulty: yaml.difficulty ?? 'Medium',
    tags: [...new Set([...(yaml.keywords ?? []), ...(yaml.tags ?? [])])],
    hint: yaml.hint?.trim() || null,
    author,
    source: sourceOf(yaml),
    license: yaml.license?.trim() || null,
    timeLimitMs: Math.round(timeLimitSeconds(dir, yaml.limits?.time_limit) * 1000),
    memoryLimitMb: Math.min(yaml.limits?.memory ?? DEFAULT_MEMORY_MB, MAX_MEMORY_MB),
    checker,
    validator: validation.includes('custom') ? validator : null,
    statement: markdown,
    blocks,
    images,
    tests,
    submissions: readSubmissions(dir),
  };
}
