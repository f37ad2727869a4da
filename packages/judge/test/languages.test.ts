/** The catalogue users see (packages/contracts) and the commands the judge runs must not drift apart. */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, languageInfo } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { CPP_FLAGS, javaClassName, TOOLCHAINS } from '../src/languages';
import { nativePaths } from '../src/sandbox';

const flags = (command: string | null) => (command ?? '').split(/\s+/).filter((word) => word.startsWith('-'));

describe('language catalogue', () => {
  it('has a toolchain for every language of the catalogue', () => {
    expect(Object.keys(TOOLCHAINS).sort()).toEqual(LANGUAGES.map((language) => language.id).sort());
  });

  it.each(['c', 'cpp'] as const)('%s: the compile flags shown are exactly the ones used', (id) => {
    const shownFlag = (word: string) => /^-(O|std=|l|f|D)/.test(word);
    const used = TOOLCHAINS[id].compile('main').filter(shownFlag);
    expect(flags(languageInfo(id).compileCommand).filter(shownFlag)).toEqual(used);
  });

  it('java: the run flags shown are used, with -Xmx from the memory limit', () => {
    const argv = TOOLCHAINS.java.run('Solution.java', 256);
    const shown = flags(languageInfo('java').runCommand.replace('{memoryLimitMb}', '256'));
    for (const flag of shown) expect(argv).toContain(flag);
    expect(argv.at(-1)).toBe('Solution');
  });

  it('python: runs /usr/bin/python3 itself, never a shim on PATH', () => {
    const argv = TOOLCHAINS.python.run('main.py', 256);
    expect(argv[0]).toBe('/usr/bin/python3');
    for (const flag of flags(languageInfo('python').runCommand)) expect(argv).toContain(flag);
  });

  it('the precompiled header was built with the flags C++ compiles with', () => {
    const builtWith = path.join(nativePaths.pchDir, 'flags.txt');
    expect(fs.existsSync(builtWith), 'run node packages/judge/scripts/build-native.mjs').toBe(true);
    expect(fs.readFileSync(builtWith, 'utf8').trim()).toBe(CPP_FLAGS.join(' '));
  });

  it('names the Java file after its public class', () => {
    expect(javaClassName('import java.util.*;\nclass Helper {}\npublic final class Äpfel { }')).toBe('Äpfel');
    expect(javaClassName('class Main { public static void main(String[] a) {} }')).toBe('Main');
    expect(
      javaClassName(
        '// public class Fake\n/* public class Fake2 */\npublic class Real { String s = "public class Fake3"; }',
      ),
    ).toBe('Real');
  });
});
