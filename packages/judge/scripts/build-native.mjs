// Builds the judge's native parts (run by `npm run setup`): the C supervisor and box launcher, and the precompiled
// <bits/stdc++.h> that brings a typical C++ compile from ~2.7 s down to ~0.5 s. The header must be built
// with exactly the flags user code is compiled with (src/languages.ts: CPP_FLAGS), or g++ ignores it.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const nativeDir = path.resolve(here, '../native');
const buildDir = path.join(nativeDir, 'build');
const CPP_FLAGS = ['-O2', '-std=gnu++20', '-fstack-protector-strong', '-D_FORTIFY_SOURCE=2'];

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit' });
}

function newer(target, source) {
  return fs.existsSync(target) && fs.statSync(target).mtimeMs >= fs.statSync(source).mtimeMs;
}

fs.mkdirSync(path.join(buildDir, 'pch', 'bits'), { recursive: true });

// The supervisor (PID 1 of a box's work) and the launcher a root judge starts each box with.
for (const name of ['supervisor', 'box-launch']) {
  const source = path.join(nativeDir, `${name}.c`);
  const binary = path.join(buildDir, name);
  if (!newer(binary, source)) run('gcc', ['-O2', '-Wall', '-Wextra', '-Werror', '-o', binary, source]);
}

const header = execFileSync('g++', ['-print-file-name=include'], { encoding: 'utf8' }).trim();
const candidates = execFileSync('sh', ['-c', 'echo | g++ -xc++ -E -v - 2>&1 | sed -n "/^ \\//p"'], {
  encoding: 'utf8',
})
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)
  .map((dir) => path.join(dir, 'bits', 'stdc++.h'));
const stdcpp = candidates.find((file) => fs.existsSync(file));
const pch = path.join(buildDir, 'pch', 'bits', 'stdc++.h.gch');
// The flags the header was built with, beside it: the judge's tests compare them with the flags it compiles with.
const pchFlags = path.join(buildDir, 'pch', 'flags.txt');
const builtWith = fs.existsSync(pchFlags) ? fs.readFileSync(pchFlags, 'utf8').trim() : '';
if (!stdcpp) {
  console.warn(
    `No bits/stdc++.h found (searched from ${header}); C++ compiles without a precompiled header.`,
  );
} else if (!newer(pch, stdcpp) || builtWith !== CPP_FLAGS.join(' ')) {
  run('g++', [...CPP_FLAGS, '-x', 'c++-header', stdcpp, '-o', pch]);
  fs.writeFileSync(pchFlags, `${CPP_FLAGS.join(' ')}\n`);
}
// A class-data-sharing archive of javac's own classes: javac starts in about half the time. Dumped with
// exactly the JVM flags the judge compiles with (src/languages.ts: JAVAC_JVM_FLAGS).
const JAVAC_JVM_FLAGS = ['-J-Xmx512m', '-J-XX:+UseSerialGC', '-J-XX:TieredStopAtLevel=1'];
const javacArchive = path.join(buildDir, 'jsa', 'javac.jsa');
// A dynamic archive stays valid only with the JDK's own base archive it was dumped on (a JDK update or
// `java -Xshare:dump` replaces that one); the JVM would then silently ignore it, so rebuild it.
if (fs.existsSync(javacArchive)) {
  const check = spawnSync(
    'javac',
    [...JAVAC_JVM_FLAGS, '-J-Xshare:on', `-J-XX:SharedArchiveFile=${javacArchive}`, '-version'],
    {
      stdio: 'ignore',
    },
  );
  if (check.status !== 0) fs.rmSync(javacArchive, { force: true });
}
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
// A class-data-sharing archive of the JDK classes a typical contest program loads (Scanner, collections,
// streams, formatting): each Java test starts faster. Only JDK classes go in, so it fits any program;
// src/languages.ts passes it to every `java` run.
const runArchive = path.join(buildDir, 'jsa', 'java-run.jsa');
if (
  fs.existsSync(runArchive) &&
  spawnSync('java', ['-Xshare:on', `-XX:SharedArchiveFile=${runArchive}`, '-version'], { stdio: 'ignore' })
    .status !== 0
) {
  fs.rmSync(runArchive, { force: true });
}
if (!fs.existsSync(runArchive) && fs.existsSync('/usr/bin/java')) {
  fs.mkdirSync(path.dirname(runArchive), { recursive: true });
  const sampleDir = fs.mkdtempSync(path.join(buildDir, 'jsa-run-'));
  fs.writeFileSync(
    path.join(sampleDir, 'Sample.java'),
    `import java.io.*;
import java.math.*;
import java.util.*;
import java.util.stream.*;
public class Sample {
  public static void main(String[] args) throws IOException {
    Scanner in = new Scanner(System.in);
    long a = in.nextLong(), b = in.nextLong();
    BufferedReader reader = new BufferedReader(new InputStreamReader(new ByteArrayInputStream("3 4\\n".getBytes())));
    StringTokenizer tokens = new StringTokenizer(reader.readLine());
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
    List<Integer> list = new ArrayList<>(List.of(3, 1, 2));
    Map<String, Integer> map = new HashMap<>(Map.of("x", 1));
    TreeMap<Integer, Integer> tree = new TreeMap<>(); tree.put(1, 1);
    Deque<Integer> deque = new ArrayDeque<>(list); PriorityQueue<Long> heap = new PriorityQueue<>(Comparator.reverseOrder()); heap.add(a);
    Set<Long> set = new HashSet<>(heap); TreeSet<Integer> sorted = new TreeSet<>(deque);
    int[] numbers = {3, 1, 2}; Arrays.sort(numbers); Integer[] boxed = {3, 1, 2}; Arrays.sort(boxed, Collections.reverseOrder());
    Collections.sort(list);
    String joined = list.stream().map(String::valueOf).collect(Collectors.joining(" "));
    long total = IntStream.range(0, 10).asLongStream().sum() + Arrays.stream(numbers).sum();
    StringBuilder text = new StringBuilder().append(a + b).append(' ').append(String.format("%.2f", 1.5)).append(joined);
    out.println(text + tokens.nextToken() + map + tree + set + sorted + total + Math.max(a, b) + new BigInteger("7").pow(3) + new BigDecimal("1.5"));
    out.printf("%d%n", Long.parseLong("5") + Integer.parseInt("6"));
    out.flush();
    System.out.println(a + b);
  }
}
`,
  );
  run('javac', ['-d', sampleDir, path.join(sampleDir, 'Sample.java')]);
  const classList = path.join(sampleDir, 'classes.lst');
  execFileSync(
    'java',
    ['-Xshare:off', '-XX:+UseSerialGC', `-XX:DumpLoadedClassList=${classList}`, '-cp', sampleDir, 'Sample'],
    {
      input: '1 2\n',
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
  // The sample's own classes (and lambdas bound to them) stay out: the archive must suit any program.
  const jdkOnly = fs
    .readFileSync(classList, 'utf8')
    .split('\n')
    .filter((line) => line && !line.includes('Sample'));
  fs.writeFileSync(classList, `${jdkOnly.join('\n')}\n`);
  run('java', [
    '-Xshare:dump',
    '-XX:+UseSerialGC',
    `-XX:SharedClassListFile=${classList}`,
    `-XX:SharedArchiveFile=${runArchive}`,
  ]);
  fs.rmSync(sampleDir, { recursive: true, force: true });
}
console.log('Judge native parts are built.');
