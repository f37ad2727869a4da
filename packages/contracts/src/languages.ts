/**
 * The language catalogue (docs/product.md#languages): the one list of languages the judge runs and the web
 * app offers. Compile and run commands live with the judge (packages/judge/src/languages), which reads the
 * real compiler versions at start-up; this file holds what both sides show.
 */
import { z } from 'zod';

/** Every language id; the database columns, the schemas and the catalogue below all derive from it. */
export const LANGUAGE_IDS = ['c', 'cpp', 'java', 'python', 'pypy'] as const;

export const languageIdSchema = z.enum(LANGUAGE_IDS, {
  error: `Language must be one of ${LANGUAGE_IDS.join(', ')}.`,
});
export type LanguageId = z.infer<typeof languageIdSchema>;

export const DEFAULT_LANGUAGE: LanguageId = 'python';

export type LanguageInfo = {
  id: LanguageId;
  label: string;
  extension: 'c' | 'cpp' | 'java' | 'py';
  /** File endings of this language in problem packages' submissions (the first is `extension`). */
  sourceExtensions: readonly string[];
  /** The file a download is saved as: code.{extension}. */
  downloadName: string;
  template: string;
  /**
   * How the judge compiles and runs the code, as shown to users. The judge's own argv lives in
   * packages/judge/src/languages.ts; its tests check that every flag shown here is the one it uses.
   * null: nothing to compile (Python's syntax check is not a compiler users need to know about).
   */
  compileCommand: string | null;
  runCommand: string;
};

export const LANGUAGES: readonly LanguageInfo[] = [
  {
    id: 'cpp',
    label: 'C++',
    extension: 'cpp',
    sourceExtensions: ['.cpp', '.cc', '.cxx'],
    downloadName: 'code.cpp',
    template:
      '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    // Write your code here\n    return 0;\n}\n',
    compileCommand: 'g++ -O2 -std=gnu++20 -fstack-protector-strong -D_FORTIFY_SOURCE=2 -o main main.cpp',
    runCommand: './main',
  },
  {
    id: 'java',
    label: 'Java',
    extension: 'java',
    sourceExtensions: ['.java'],
    downloadName: 'code.java',
    template:
      'import java.util.*;\n\npublic class Solution {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        // Write your code here\n    }\n}\n',
    // The file is named after the public class, whatever its name; the heap is the problem's memory limit.
    compileCommand: 'javac -encoding UTF-8 Solution.java',
    runCommand: 'java -Xmx{memoryLimitMb}m -Xss64m -XX:+UseSerialGC Solution',
  },
  {
    id: 'python',
    label: 'Python',
    extension: 'py',
    sourceExtensions: ['.py', '.py3'],
    downloadName: 'code.py',
    template: '# Write your code here\n',
    compileCommand: null,
    runCommand: 'python3 -S -B main.py',
  },
  {
    // The same Python 3 run by PyPy's JIT: loops run many times faster (what Kattis judges Python with),
    // start-up is slower. A package's .py files are Python; problems:verify judges external packages'
    // ones with PyPy, as problemtools does (docs/packages.md#toolchains).
    id: 'pypy',
    label: 'PyPy 3',
    extension: 'py',
    sourceExtensions: [],
    downloadName: 'code.py',
    template: '# Write your code here\n',
    compileCommand: null,
    runCommand: 'pypy3 -S -B main.py',
  },
  {
    id: 'c',
    label: 'C',
    extension: 'c',
    sourceExtensions: ['.c'],
    downloadName: 'code.c',
    template: '#include <stdio.h>\n\nint main(void) {\n    // Write your code here\n    return 0;\n}\n',
    compileCommand: 'gcc -O2 -std=gnu17 -fstack-protector-strong -D_FORTIFY_SOURCE=2 -o main main.c -lm',
    runCommand: './main',
  },
];

export function languageInfo(id: LanguageId): LanguageInfo {
  const found = LANGUAGES.find((language) => language.id === id);
  if (!found) throw new Error(`Unknown language: ${id}`);
  return found;
}

const LANGUAGE_BY_SOURCE_EXTENSION = new Map<string, LanguageId>(
  LANGUAGES.flatMap((language) => language.sourceExtensions.map((ending) => [ending, language.id] as const)),
);

/** The language of a source file by its ending ('.cc' → cpp), or null for any other file. */
export function languageOfSourceFile(fileName: string): LanguageId | null {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? null : (LANGUAGE_BY_SOURCE_EXTENSION.get(fileName.slice(dot)) ?? null);
}
