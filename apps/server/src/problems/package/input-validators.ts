/**
 * A package's input validators (`input_validators/`, legacy's deprecated `input_format_validators/`):
 * programs that read a test's input on standard input and exit 42 when it is valid. `problems:verify`
 * runs each on every test input, in the sandbox. One source file each (C/C++ headers inlined), as output
 * validators; Checktestdata (`.ctd`) and VIVA (`.viva`) scripts, and programs we cannot build, are listed
 * as not run, with the reason. Flags per test group (`input_validator_flags`) are not passed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CustomChecker } from '@codeconquer/judge';
import { compareEntryNames } from './entry-order';
import { PackageError } from './package-error';
import { IGNORED_FILE, isHeader, readValidatorProgram, type Program } from './validator-program';

export type InputValidators = {
  programs: { name: string; program: CustomChecker }[];
  notRun: { name: string; reason: string }[];
};

const FOLDERS = ['input_validators', 'input_format_validators'];

const SCRIPT_LANGUAGES: Record<string, string> = {
  '.ctd': 'a Checktestdata script: the checktestdata tool is not installed here',
  '.viva': 'a VIVA script: VIVA is not installed here',
};

export function readInputValidators(dir: string): InputValidators {
  const found: InputValidators = { programs: [], notRun: [] };
  for (const folder of FOLDERS) {
    const root = path.join(dir, folder);
    if (!fs.statSync(root, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const entry of fs
      .readdirSync(root, { withFileTypes: true })
      .sort((a, b) => compareEntryNames(a.name, b.name))) {
      if (
        entry.name.startsWith('.') ||
        (!entry.isDirectory() && (isHeader(entry.name) || IGNORED_FILE.test(entry.name)))
      )
        continue;
      const program: Program = {
        name: `${folder}/${entry.name}`,
        full: path.join(root, entry.name),
        isFolder: entry.isDirectory(),
      };
      const script = SCRIPT_LANGUAGES[path.extname(entry.name).toLowerCase()];
      if (script) {
        found.notRun.push({ name: program.name, reason: script });
        continue;
      }
      try {
        found.programs.push({ name: program.name, program: readValidatorProgram(program) });
      } catch (error) {
        if (!(error instanceof PackageError)) throw error;
        found.notRun.push({ name: program.name, reason: error.message });
      }
    }
  }
  return found;
}
