/**
 * A test box's program folder, its /box (test-boxes.ts): made when the box opens, before any program is
 * compiled; each submission's compiled files are linked in, and the folder emptied when the box comes
 * back. The box sees them at once: /box is a read-only bind of this very folder, so nothing in a box can
 * change them, here or in the compile cache they are links to. The compiler caches its output with the
 * same links (compile.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { makeReachableDir } from './sandbox';

export function makeProgramDir(workDir: string): string {
  return makeReachableDir(workDir, 'program-');
}

/** Hard links of every file of a folder, in its sub-folders too (a copy where the two are on different disks). */
export function linkProgram(artifactDir: string, programDir: string): void {
  for (const entry of fs.readdirSync(artifactDir, { withFileTypes: true })) {
    const from = path.join(artifactDir, entry.name);
    const to = path.join(programDir, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(to, { mode: 0o755 });
      linkProgram(from, to);
    } else if (entry.isFile()) {
      try {
        fs.linkSync(from, to);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        fs.copyFileSync(from, to);
      }
    }
  }
}

export function removeProgramDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
