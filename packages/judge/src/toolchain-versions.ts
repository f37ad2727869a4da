/** The real compiler versions, read once at start-up, for labels such as "C++ (GCC 12.2.0)". */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LanguageId } from '@codeconquer/contracts';
import { TOOLCHAINS } from './languages';

const run = promisify(execFile);

/** Picks "12.2.0" out of "gcc (Debian 12.2.0-14+deb12u1) 12.2.0", "17.0.15" out of 'openjdk version "17.0.15"'. */
export function parseVersion(language: LanguageId, output: string): string | null {
  const firstLine = output.trim().split('\n')[0] ?? '';
  if (language === 'c' || language === 'cpp') {
    const version = /(\d+\.\d+\.\d+)\s*$/.exec(firstLine)?.[1];
    return version ? `GCC ${version}` : null;
  }
  if (language === 'java') {
    const version = /version "([^"]+)"/.exec(firstLine)?.[1];
    return version ? `OpenJDK ${version}` : null;
  }
  const version = /Python (\S+)/.exec(firstLine)?.[1];
  if (language === 'pypy') {
    // "Python 3.9.16 (…)" then "[PyPy 7.3.11 with GCC 12.2.0]": PyPy's own version, with the Python it runs.
    const pypy = /PyPy (\d[\w.]*)/.exec(output)?.[1];
    return pypy ? `PyPy ${pypy}${version ? ` (Python ${version})` : ''}` : null;
  }
  return version ? `Python ${version}` : null;
}

export async function readToolchainVersions(): Promise<Record<LanguageId, string | null>> {
  const entries = await Promise.all(
    Object.values(TOOLCHAINS).map(async (toolchain) => {
      const [command, ...args] = toolchain.versionCommand as [string, ...string[]];
      try {
        const { stdout, stderr } = await run(command, args, { timeout: 10_000 });
        // java -version writes to stderr.
        return [toolchain.id, parseVersion(toolchain.id, stdout || stderr)] as const;
      } catch {
        return [toolchain.id, null] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as Record<LanguageId, string | null>;
}
