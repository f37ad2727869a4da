/** Where `npm run setup` (scripts/build-native.mjs) puts the supervisor and the precompiled header. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../native/build');

export const nativePaths = {
  supervisor: path.join(buildDir, 'supervisor'),
  /** What a root judge starts each box with: joins its cgroups, drops to the sandbox user, execs bwrap. */
  boxLaunch: path.join(buildDir, 'box-launch'),
  /** Holds bits/stdc++.h.gch; mounted at /judge/pch and put first on g++'s include path. */
  pchDir: path.join(buildDir, 'pch'),
  /** Holds the class-data-sharing archives (javac.jsa, java-run.jsa); mounted at /judge/jsa in every box. */
  jsaDir: path.join(buildDir, 'jsa'),
};

export function hasJavacArchive(): boolean {
  return fs.existsSync(path.join(nativePaths.jsaDir, 'javac.jsa'));
}

/** java-run.jsa: the JDK classes contest programs load, archived so that each test's JVM starts faster. */
export function hasJavaRunArchive(): boolean {
  return fs.existsSync(path.join(nativePaths.jsaDir, 'java-run.jsa'));
}

export function hasPrecompiledHeader(): boolean {
  return fs.existsSync(path.join(nativePaths.pchDir, 'bits', 'stdc++.h.gch'));
}
