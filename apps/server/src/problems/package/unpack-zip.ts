/** Unpacks a zipped problem package into a temporary folder, refusing paths that leave it (zip-slip). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { PackageError } from './read-package';

/** Imports are admin-run, but a zip bomb should still fail cleanly. */
const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;

export type UnpackedPackage = { dir: string; cleanup: () => void };

export function unpackZip(zipFile: string): UnpackedPackage {
  return unpackZipBytes(fs.readFileSync(zipFile));
}

/** A zip's bytes unpacked into a temporary folder; `dir` is its one top folder when it has one. */
export function unpackZipBytes(bytes: Uint8Array): UnpackedPackage {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-import-'));
  const cleanup = () => fs.rmSync(root, { recursive: true, force: true });
  try {
    let total = 0;
    const files = unzipSync(bytes, {
      filter: (file) => {
        total += file.originalSize;
        if (total > MAX_UNPACKED_BYTES) throw new PackageError('the package unpacks to more than 512 MB');
        return true;
      },
    });
    for (const [name, data] of Object.entries(files)) {
      const target = path.resolve(root, name);
      if (!target.startsWith(root + path.sep))
        throw new PackageError(`the zip holds an unsafe path: ${name}`);
      if (name.endsWith('/')) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, data);
    }
    // A zip usually holds one top folder named after the problem.
    const entries = fs.readdirSync(root);
    const only = entries.length === 1 ? path.join(root, entries[0] as string) : root;
    const dir = fs.existsSync(path.join(only, 'problem.yaml')) ? only : root;
    return { dir, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}
