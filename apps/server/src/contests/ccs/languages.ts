/**
 * Our languages as the Contest API's: the ids are the specification's well-known ones (c, cpp, java, and
 * python3 for our `python`), the extensions and commands our catalogue's. No language needs an entry point
 * from the submitter: a submission is one file, and the judge finds Java's public class itself. So only
 * Python's names one (the file it runs, always main.py); C and C++ must not have one, and Java's is left
 * null rather than read out of every source.
 */
import { LANGUAGES, type LanguageId } from '@codeconquer/contracts';
import { TOOLCHAINS } from '@codeconquer/judge';
import type { CcsCommand, CcsLanguage } from './types';

const CCS_LANGUAGE_IDS: Record<LanguageId, string> = {
  c: 'c',
  cpp: 'cpp',
  java: 'java',
  python: 'python3',
  // The Contest API's id for PyPy (as DOMjudge names it).
  pypy: 'pypy3',
};

export function ccsLanguageId(language: LanguageId): string {
  return CCS_LANGUAGE_IDS[language];
}

/** "g++ -O2 main.cpp" as {command: "g++", args: "-O2 main.cpp"}. */
function command(line: string): CcsCommand {
  const [name = line, ...rest] = line.split(' ');
  return rest.length > 0 ? { command: name, args: rest.join(' ') } : { command: name };
}

export function ccsLanguages(): CcsLanguage[] {
  return LANGUAGES.map((language) => ({
    id: ccsLanguageId(language.id),
    name: language.label,
    entry_point_required: false,
    entry_point_name: null,
    extensions: language.sourceExtensions.map((extension) => extension.replace(/^\./, '')),
    compiler: language.compileCommand ? command(language.compileCommand) : null,
    runner: command(language.runCommand),
  }));
}

/** The file the judge writes the source to (main.cpp, Foo.java, …): the name inside a submission's zip. */
export function sourceFileName(language: LanguageId, source: string): string {
  return TOOLCHAINS[language].sourceFile(source);
}

/** Python runs its one file; the others need no entry point (see above). */
export function entryPoint(language: LanguageId): string | null {
  return language === 'python' ? sourceFileName(language, '') : null;
}
