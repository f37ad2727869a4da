/**
 * The folder a submission's test boxes see at /box. It is made before the program compiles, so that the
 * boxes start while the compiler runs (a box's start, ~20 ms, is then off the submission's path); once
 * compiled, the program's files are linked in. The boxes see them at once: /box is a read-only bind of
 * this very folder, so nothing in a box can change them, here or in the compile cache they are links to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { makeReachableDir } from './sandbox';

export function makeProgramDir(workDir: string): string {
  return makeReachableDir(workDir, 'program-');
}

/** Hard links of every file of a compiled program (a copy where the two folders are on different disks). */
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
