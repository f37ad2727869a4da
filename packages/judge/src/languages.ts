/**
 * How the judge compiles and runs each language of the catalogue (packages/contracts/src/languages.ts).
 * Paths are the ones inside the box: the source and artifacts live in /box, the precompiled header in
 * /judge/pch. Toolchains are called by absolute path (a PATH lookup could find a pyenv shim under /root).
 */
import type { LanguageId } from '@codeconquer/contracts';
import { hasJavacArchive, hasJavaRunArchive } from './sandbox';

/**
 * Code hardening as Ubuntu's gcc applies it by default, which is what Kattis and most judges compile with:
 * a stack smash or a checked buffer overflow ends the program (a Runtime Error) instead of passing
 * unnoticed. Debian's gcc does not turn these on by itself.
 */
const HARDENING = ['-fstack-protector-strong', '-D_FORTIFY_SOURCE=2'];

/**
 * GNU C++20, as Kattis compiles C++ (contest code uses std::ssize, set::contains, ranges). Must equal the
 * flags scripts/build-native.mjs builds the precompiled header with.
 */
export const CPP_FLAGS = ['-O2', '-std=gnu++20', ...HARDENING];
/** Must equal the flags scripts/build-native.mjs dumps javac's class-data-sharing archive with. */
export const JAVAC_JVM_FLAGS = ['-J-Xmx512m', '-J-XX:+UseSerialGC', '-J-XX:TieredStopAtLevel=1'];

function javacArchiveFlags(): string[] {
  return hasJavacArchive() ? ['-J-XX:SharedArchiveFile=/judge/jsa/javac.jsa'] : [];
}

export type Toolchain = {
  id: LanguageId;
  /** The file the source is written to, inside /box. */
  sourceFile: (source: string) => string;
  /** The compile command, or null for languages that only check syntax. */
  compile: (sourceFile: string) => string[];
  run: (sourceFile: string, memoryLimitMb: number) => string[];
  /** Whether an address-space limit may stand in for a memory cgroup (the JVM reserves gigabytes). */
  addressSpaceLimitWorks: boolean;
  /** The command whose first output line names the toolchain's version. */
  versionCommand: string[];
};

/** Comments and string literals, which may mention a `public class` that is not one. */
const COMMENTS_AND_STRINGS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g;

/** `public class Foo` names the file Foo.java; without a public class, Main. */
export function javaClassName(source: string): string {
  const code = source.replace(COMMENTS_AND_STRINGS, ' ');
  const match =
    /(?:^|[^\p{L}\p{N}_$])public\s+(?:(?:final|abstract|strictfp)\s+)*class\s+([\p{L}_$][\p{L}\p{N}_$]*)/u.exec(
      code,
    );
  return match?.[1] ?? 'Main';
}

/**
 * How a Python program is started. `-S` skips the site module: a few milliseconds of every run (on
 * Debian it reads dist-packages and runs their .pth files), and no third-party package leaks in from the
 * host. But site is also what defines exit() and quit(), which programs end with. So the program is run
 * by this bootstrap: it defines them with the standard library's own Quitter (the object site uses),
 * then runs the file as `python3 main.py` would: in __main__, with __file__, sys.argv[0] and sys.path[0]
 * set as for a script. It costs about a millisecond more than bare `-S`, and still less than the site
 * module. A traceback starts at the program's own code (an excepthook drops the bootstrap's frame).
 */
const PYTHON_MAIN = [
  'import builtins as _b, sys as _s',
  'from _sitebuiltins import Quitter as _Q',
  "_b.exit = _Q('exit', 'Ctrl-D (i.e. EOF)')",
  "_b.quit = _Q('quit', 'Ctrl-D (i.e. EOF)')",
  '_p = _s.argv.pop(1)',
  '_s.argv[0] = _p',
  "_s.path[0] = _p.rpartition('/')[0]",
  '__file__ = _p',
  "_c = compile(open(_p, 'rb').read(), _p, 'exec')",
  // A traceback starts at the program's own code: the bootstrap's frame (this `-c` line, '<string>') is
  // dropped before the default hook prints it (CPython's prints the exception's own __traceback__).
  "_s.excepthook = lambda t, v, tb, _h=_s.__excepthook__: _h(t, v.with_traceback(_t := tb.tb_next if tb is not None and tb.tb_frame.f_code.co_filename == '<string>' else tb), _t)",
  'del _b, _s, _Q, _p',
  // The program's globals are __main__'s own, holding nothing of the bootstrap's.
  "exec(globals().pop('_c'), globals())",
  // One line: the sandbox's command fields carry no newline.
].join('; ');

function pythonToolchain(id: 'python' | 'pypy', interpreter: string): Toolchain {
  return {
    id,
    sourceFile: () => 'main.py',
    // A syntax check, so that a SyntaxError is a Compilation Error, as users of other judges expect.
    compile: (file) => [
      interpreter,
      '-S',
      '-c',
      'import sys; compile(open(sys.argv[1], encoding="utf-8").read(), sys.argv[1], "exec")',
      `/box/${file}`,
    ],
    run: (file) => [interpreter, '-S', '-B', '-c', PYTHON_MAIN, `/box/${file}`],
    addressSpaceLimitWorks: true,
    versionCommand: [interpreter, '--version'],
  };
}

export const TOOLCHAINS: Record<LanguageId, Toolchain> = {
  c: {
    id: 'c',
    sourceFile: () => 'main.c',
    compile: (file) => [
      '/usr/bin/gcc',
      '-O2',
      '-std=gnu17',
      ...HARDENING,
      '-pipe',
      '-o',
      '/box/main',
      `/box/${file}`,
      '-lm',
    ],
    run: () => ['/box/main'],
    addressSpaceLimitWorks: true,
    versionCommand: ['/usr/bin/gcc', '--version'],
  },
  cpp: {
    id: 'cpp',
    sourceFile: () => 'main.cpp',
    compile: (file) => [
      '/usr/bin/g++',
      ...CPP_FLAGS,
      '-pipe',
      '-I/judge/pch',
      '-o',
      '/box/main',
      `/box/${file}`,
    ],
    run: () => ['/box/main'],
    addressSpaceLimitWorks: true,
    versionCommand: ['/usr/bin/g++', '--version'],
  },
  java: {
    id: 'java',
    sourceFile: (source) => `${javaClassName(source)}.java`,
    compile: (file) => [
      '/usr/bin/javac',
      ...JAVAC_JVM_FLAGS,
      ...javacArchiveFlags(),
      '-encoding',
      'UTF-8',
      '-d',
      '/box',
      `/box/${file}`,
    ],
    run: (file, memoryLimitMb) => [
      '/usr/bin/java',
      `-Xmx${memoryLimitMb}m`,
      '-Xss64m',
      '-XX:+UseSerialGC',
      '-XX:ActiveProcessorCount=1',
      // No hsperfdata file in /tmp: nothing reads it, and creating it costs start-up time.
      '-XX:-UsePerfData',
      ...(hasJavaRunArchive() ? ['-XX:SharedArchiveFile=/judge/jsa/java-run.jsa'] : []),
      '-cp',
      '/box',
      file.replace(/\.java$/, ''),
    ],
    addressSpaceLimitWorks: false,
    versionCommand: ['/usr/bin/java', '-version'],
  },
  python: pythonToolchain('python', '/usr/bin/python3'),
  // Debian's PyPy 3 (Python 3.9): the same bootstrap, its own syntax check (3.10's match is an error there).
  pypy: pythonToolchain('pypy', '/usr/bin/pypy3'),
};
