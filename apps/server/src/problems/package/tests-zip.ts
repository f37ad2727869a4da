/**
 * A zip of test files as admins upload them: every `x.in` with its `x.ans` (and an optional `x.desc`, the
 * sample's explanation), in any folders. A test is a sample when a folder on its path is called `sample`
 * (as in a package's data/sample/) or its file name starts with `sample`. Read in memory, with the same
 * zip-bomb bound as package imports.
 */
import { unzipSync } from 'fflate';
import { PackageError } from './read-package';

export type ZippedTest = {
  name: string;
  input: string;
  answer: string;
  explanation: string | null;
  interaction: string | null;
  isSample: boolean;
};

const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;
const decoder = new TextDecoder();

/** `data/secret/03.in` → `secret/03`: the package's own data/ prefix adds nothing to a name. */
function testName(path: string): string {
  return path.replace(/\.in$/, '').replace(/^(?:[^/]+\/)?data\//, '');
}

function isSamplePath(path: string): boolean {
  const parts = path.toLowerCase().split('/');
  const file = parts.pop() ?? '';
  return parts.includes('sample') || file.startsWith('sample');
}

export function readTestsZip(bytes: Uint8Array): ZippedTest[] {
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        if (total > MAX_UNPACKED_BYTES) throw new PackageError('the zip unpacks to more than 512 MB');
        return /\.(in|ans|desc|interaction)$/.test(file.name) && !file.name.startsWith('__MACOSX/');
      },
    });
  } catch (error) {
    if (error instanceof PackageError) throw error;
    throw new PackageError('the file is not a zip archive');
  }
  const tests: ZippedTest[] = [];
  for (const path of Object.keys(files).sort()) {
    if (!path.endsWith('.in')) continue;
    const base = path.slice(0, -3);
    const answer = files[`${base}.ans`];
    if (!answer) throw new PackageError(`${path} has no ${base.split('/').pop() ?? base}.ans beside it`);
    const description = files[`${base}.desc`];
    const interaction = files[`${base}.interaction`];
    const input = decoder.decode(files[path]);
    const answerText = decoder.decode(answer);
    // Test texts are stored as text, which cannot hold NUL (and no text test has one).
    if (input.includes('\u0000') || answerText.includes('\u0000'))
      throw new PackageError(`${base} holds NUL bytes: tests are text files`);
    tests.push({
      name: testName(path),
      input,
      answer: answerText,
      explanation: description ? decoder.decode(description).trim() || null : null,
      interaction: interaction ? decoder.decode(interaction) : null,
      isSample: isSamplePath(path),
    });
  }
  if (tests.length === 0) throw new PackageError('the zip holds no .in/.ans pairs');
  // Samples first (they are the examples, shown in this order), each group in name order.
  return [...tests.filter((test) => test.isSample), ...tests.filter((test) => !test.isSample)];
}
