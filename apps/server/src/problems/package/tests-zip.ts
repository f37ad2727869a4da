/**
 * A zip of test files as admins upload them: every `x.in` with its `x.ans` (and an optional `x.desc`, the
 * sample's explanation), in any folders. A test is a sample when a folder on its path is called `sample`
 * (as in a package's data/sample/) or its file name starts with `sample`. Unpacked to disk with the same
 * limits as package imports (unpack-zip.ts), then read.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ZipLimits } from '../../config/config';
import { PackageError } from './package-error';
import { unpackZip } from './unpack-zip';

export type ZippedTest = {
  name: string;
  input: string;
  answer: string;
  explanation: string | null;
  interaction: string | null;
  isSample: boolean;
};

const TEST_FILE = /\.(in|ans|desc|interaction)$/;

/** `data/secret/03.in` → `secret/03`: the package's own data/ prefix adds nothing to a name. */
function testName(file: string): string {
  return file.replace(/\.in$/, '').replace(/^(?:[^/]+\/)?data\//, '');
}

function isSamplePath(file: string): boolean {
  const parts = file.toLowerCase().split('/');
  const base = parts.pop() ?? '';
  return parts.includes('sample') || base.startsWith('sample');
}

/** Every file under `root`, as `a/b/c` paths relative to it. */
function filesUnder(root: string, relative = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...filesUnder(root, name));
    else if (entry.isFile()) files.push(name);
  }
  return files;
}

/** The tests of the zip at `zipFile`, unpacked to disk within `limits` first (unpack-zip.ts). */
export async function readTestsZip(zipFile: string, limits: ZipLimits): Promise<ZippedTest[]> {
  const unpacked = await unpackZip(zipFile, limits);
  try {
    const names = filesUnder(unpacked.root).filter(
      (name) => TEST_FILE.test(name) && !name.startsWith('__MACOSX/'),
    );
    const files = new Set(names);
    const read = (name: string) => fs.readFileSync(path.join(unpacked.root, name), 'utf8');
    const tests: ZippedTest[] = [];
    for (const name of names.sort()) {
      if (!name.endsWith('.in')) continue;
      const base = name.slice(0, -3);
      if (!files.has(`${base}.ans`))
        throw new PackageError(`${name} has no ${base.split('/').pop() ?? base}.ans beside it`);
      const input = read(name);
      const answer = read(`${base}.ans`);
      // Test texts are stored as text, which cannot hold NUL (and no text test has one).
      if (input.includes('\u0000') || answer.includes('\u0000'))
        throw new PackageError(`${base} holds NUL bytes: tests are text files`);
      tests.push({
        name: testName(name),
        input,
        answer,
        explanation: files.has(`${base}.desc`) ? read(`${base}.desc`).trim() || null : null,
        interaction: files.has(`${base}.interaction`) ? read(`${base}.interaction`) : null,
        isSample: isSamplePath(name),
      });
    }
    if (tests.length === 0) throw new PackageError('the zip holds no .in/.ans pairs');
    // Samples first (they are the examples, shown in this order), each group in name order.
    return [...tests.filter((test) => test.isSample), ...tests.filter((test) => !test.isSample)];
  } finally {
    unpacked.cleanup();
  }
}
