/**
 * A validator program of a package (an output validator, or an input validator) read as the one source
 * file the judge compiles: C/C++ headers beside it inlined, anything else we cannot build refused with a
 * PackageError. Output and input validators (read-package.ts, input-validators.ts) share these rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { languageOfSourceFile } from '@codeconquer/contracts';
import type { CustomChecker } from '@codeconquer/judge';
import { compareEntryNames } from './entry-order';
import { PackageError } from './package-error';

/** A program of the package: a file, or a folder holding its files (Kattis "Programs"). */
export type Program = { name: string; full: string; isFolder: boolean };

/** The languages a validator may be written in, as refusals name them. */
export const VALIDATOR_LANGUAGES = 'C, C++, Java or Python';

const HEADER_EXTENSIONS = new Set(['.h', '.hh', '.hpp', '.hxx']);
/** Files beside a validator's source that are not part of the program. */
export const IGNORED_FILE = /^(readme|license|copying)(\..*)?$|\.(md|txt)$/i;

export function isHeader(file: string): boolean {
  return HEADER_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/**
 * Local `#include "x.h"` lines replaced by the header from the validator's folder, recursively, each
 * header once (the judge compiles one source file). Other includes stay as they are.
 */
function inlineHeaders(source: string, folder: string, seen = new Set<string>()): string {
  return source.replace(/^[ \t]*#[ \t]*include[ \t]+"([^"]+)"[ \t]*$/gm, (line, header: string) => {
    const headerFile = path.join(folder, header);
    if (path.dirname(headerFile) !== folder || !fs.existsSync(headerFile)) return line;
    if (seen.has(headerFile)) return '';
    seen.add(headerFile);
    const text = fs.readFileSync(headerFile, 'utf8').replace(/^[ \t]*#[ \t]*pragma[ \t]+once[ \t]*$/gm, '');
    return inlineHeaders(text, folder, seen);
  });
}

/**
 * The validator as one source file. A folder may hold one source file and C/C++ headers (inlined);
 * several source files, or build/run scripts, are refused: the judge compiles exactly one file.
 */
export function readValidatorProgram(program: Program): CustomChecker {
  let file = program.full;
  if (program.isFolder) {
    const files = fs
      .readdirSync(program.full, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort(compareEntryNames);
    if (files.includes('build') || files.includes('run'))
      throw new PackageError(
        `${program.name}: validators built or run by build/run scripts are not supported`,
      );
    const sources = files.filter((name) => languageOfSourceFile(name) !== null);
    if (sources.length === 0)
      throw new PackageError(`${program.name} holds no source file in ${VALIDATOR_LANGUAGES}`);
    if (sources.length > 1)
      throw new PackageError(
        `${program.name}: validators of several source files are not supported yet (${sources.join(', ')}): ` +
          'the judge compiles one source file (C/C++ headers beside it are inlined)',
      );
    file = path.join(program.full, sources[0] ?? '');
  }
  const language = languageOfSourceFile(path.basename(file));
  if (!language) throw new PackageError(`${program.name} is not a source file in ${VALIDATOR_LANGUAGES}`);
  const source = fs.readFileSync(file, 'utf8');
  return {
    language,
    source: language === 'c' || language === 'cpp' ? inlineHeaders(source, path.dirname(file)) : source,
  };
}
