// Builds the judge's native parts (run by `npm run setup`): the C supervisor, and the precompiled
// <bits/stdc++.h> that brings a typical C++ compile from ~2.7 s down to ~0.5 s. The header must be built
// with exactly the flags user code is compiled with (src/languages.ts: CPP_FLAGS), or g++ ignores it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const nativeDir = path.resolve(here, '../native');
const buildDir = path.join(nativeDir, 'build');
const CPP_FLAGS = ['-O2', '-std=gnu++17'];

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit' });
}

function newer(target, source) {
  return fs.existsSync(target) && fs.statSync(target).mtimeMs >= fs.statSync(source).mtimeMs;
}

fs.mkdirSync(path.join(buildDir, 'pch', 'bits'), { recursive: true });

const supervisorSource = path.join(nativeDir, 'supervisor.c');
const supervisor = path.join(buildDir, 'supervisor');
if (!newer(supervisor, supervisorSource)) {
  run('gcc', ['-O2', '-Wall', '-Wextra', '-Werror', '-o', supervisor, supervisorSource]);
}

const header = execFileSync('g++', ['-print-file-name=include'], { encoding: 'utf8' }).trim();
const candidates = execFileSync('sh', ['-c', 'echo | g++ -xc++ -E -v - 2>&1 | sed -n "/^ \\//p"'], { encoding: 'utf8' })
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
  .map((dir) => path.join(dir, 'bits', 'stdc++.h'));
const stdcpp = candidates.find((file) => fs.existsSync(file));
const pch = path.join(buildDir, 'pch', 'bits', 'stdc++.h.gch');
if (!stdcpp) {
  console.warn(`No bits/stdc++.h found (searched from ${header}); C++ compiles without a precompiled header.`);
} else if (!newer(pch, stdcpp)) {
  run('g++', [...CPP_FLAGS, '-x', 'c++-header', stdcpp, '-o', pch]);
}
// A class-data-sharing archive of javac's own classes: javac starts in about half the time. Dumped with
// exactly the JVM flags the judge compiles with (src/languages.ts: JAVAC_JVM_FLAGS).
const JAVAC_JVM_FLAGS = ['-J-Xmx512m', '-J-XX:+UseSerialGC', '-J-XX:TieredStopAtLevel=1'];
const javacArchive = path.join(buildDir, 'jsa', 'javac.jsa');
if (!fs.existsSync(javacArchive) && fs.existsSync('/usr/bin/javac')) {
  fs.mkdirSync(path.dirname(javacArchive), { recursive: true });
  const sampleDir = fs.mkdtempSync(path.join(buildDir, 'jsa-sample-'));
  const sample = path.join(sampleDir, 'Main.java');
  fs.writeFileSync(
    sample,
    'import java.util.*;\nimport java.io.*;\npublic class Main { public static void main(String[] a) throws IOException { BufferedReader r = new BufferedReader(new InputStreamReader(System.in)); List<Integer> l = new ArrayList<>(); Map<String, Integer> m = new HashMap<>(); System.out.println(r.readLine() + l.size() + m.size()); } }\n',
  );
  run('javac', [...JAVAC_JVM_FLAGS, `-J-XX:ArchiveClassesAtExit=${javacArchive}`, '-d', sampleDir, sample]);
  fs.rmSync(sampleDir, { recursive: true, force: true });
}
console.log('Judge native parts are built.');
