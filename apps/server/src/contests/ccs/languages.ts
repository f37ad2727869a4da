/**
 * Our languages as the Contest API's: the ids are the specification's well-known ones (c, cpp, java, and
 * python3 for our `python`), the extensions and commands our catalogue's.
 *
 * Entry points: no language needs one from the submitter (a submission is one file, and the judge finds
 * Java's public class itself), so `entry_point_required` is false everywhere and `entry_point_name` is
 * left out: the 2023-06 schema forbids the property, even as null, when no entry point is required.
 *
 * Commands: every language has a compiler and a runner. C, C++ and Java compile. Python and PyPy have no
 * compiler users need to know about, but the judge checks the program's syntax before it runs anything
 * (packages/judge/src/languages.ts: a SyntaxError is a Compilation Error), and that check is their compile
 * step. A null compiler is also what the ICPC tools' model fails on. The source file in a command is the
 * specification's `{files}`.
 */
import { LANGUAGES, type LanguageId, type LanguageInfo } from '@codeconquer/contracts';
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

/** The specification's placeholder for the submitted files in a command's arguments. */
const FILES = '{files}';

/** An argument as a shell would need it: quoted when it holds a space or a quote. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./{}-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** ["g++", "-O2", "main.cpp"] as {command: "g++", args: "-O2 {files}"} (`file` is the source file). */
function command(argv: readonly string[], file: string): CcsCommand {
  const [name = '', ...rest] = argv;
  const args = rest.map((word) => (word === file ? FILES : shellWord(word))).join(' ');
  return args === '' ? { command: name } : { command: name, args };
}

/** The file the judge writes a language's template to (main.cpp, Solution.java, main.py). */
function shownSourceFile(language: LanguageInfo): string {
  return TOOLCHAINS[language.id].sourceFile(language.template);
}

/**
 * The compile step as users see it (the catalogue's command), or for a language without one the judge's
 * syntax check, with the interpreter named as on the catalogue's run command (`python3`, not its path).
 */
function compiler(language: LanguageInfo): CcsCommand {
  const file = shownSourceFile(language);
  if (language.compileCommand) return command(language.compileCommand.split(' '), file);
  const [, ...checkArgs] = TOOLCHAINS[language.id].compile(file);
  const [interpreter = ''] = language.runCommand.split(' ');
  const inBox = `/box/${file}`;
  return command([interpreter, ...checkArgs.map((word) => (word === inBox ? file : word))], file);
}

function extensions(language: LanguageInfo): string[] {
  const endings = [
    language.extension,
    ...language.sourceExtensions.map((ending) => ending.replace(/^\./, '')),
  ];
  return [...new Set(endings)];
}

export function ccsLanguages(): CcsLanguage[] {
  return LANGUAGES.map((language) => ({
    id: ccsLanguageId(language.id),
    name: language.label,
    entry_point_required: false,
    extensions: extensions(language),
    compiler: compiler(language),
    runner: command(language.runCommand.split(' '), shownSourceFile(language)),
  }));
}

/** The file the judge writes the source to (main.cpp, Foo.java, …): the name inside a submission's zip. */
export function sourceFileName(language: LanguageId, source: string): string {
  return TOOLCHAINS[language].sourceFile(source);
}

/** A submission's entry point: the file Python and PyPy run (always main.py); the others need none. */
export function entryPoint(language: LanguageId): string | null {
  return language === 'python' || language === 'pypy' ? sourceFileName(language, '') : null;
}
