/**
 * `npm run bench` (judge part). Every figure is printed beside a baseline measured in the same run:
 *  1. per-test cost of a trivial C program in the sandbox vs the same binary fork/exec'd with no sandbox;
 *  2. sandboxed runs per second with 1, 2 and 4 boxes at once;
 *  3. compile time per language, fresh and from the compile cache;
 *  4. end to end: A+B with 20 tests in each language (fresh compile, then cached).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageId } from '@codeconquer/contracts';
import { Box, Judge, memoryAccounting } from '@codeconquer/judge';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-bench-'));
fs.chmodSync(root, 0o755);
const judge = new Judge(root);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const rows: [string, string, string, string][] = [];
const row = (what: string, measured: string, baseline: string, ratio: string) =>
  rows.push([what, measured, baseline, ratio]);

const TRIVIAL_C = '#include <stdio.h>\nint main(void){ puts("ok"); return 0; }\n';
const APLUSB: Record<LanguageId, string> = {
  c: '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n',
  cpp: '#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;cin>>a>>b;cout<<a+b<<"\\n";}\n',
  java: 'import java.util.*;\npublic class Main { public static void main(String[] args) { Scanner in = new Scanner(System.in); System.out.println(in.nextLong() + in.nextLong()); } }\n',
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
  pypy: 'a, b = map(int, input().split())\nprint(a + b)\n',
};
const TARGET_AB_SECONDS: Record<LanguageId, number> = { c: 0.2, cpp: 0.6, python: 0.5, pypy: 0.6, java: 2 };
let fresh = 0;
const unique = (language: LanguageId, source: string) =>
  `${source}${language === 'python' || language === 'pypy' ? '#' : '//'} bench ${Date.now()} ${(fresh += 1)}\n`;

async function openTrivialBox(): Promise<{ box: Box; artifactDir: string }> {
  const compiled = await judge.compiler.compile('c', TRIVIAL_C);
  if (!compiled.ok) throw new Error(compiled.message);
  const scratch = fs.mkdtempSync(path.join(root, 'scratch-'));
  fs.chmodSync(scratch, 0o755);
  const box = await Box.open({
    boxDir: compiled.artifactDir,
    boxWritable: false,
    scratchDir: scratch,
    memoryBytes: 512 * 1024 * 1024,
    maxProcesses: 64,
  });
  return { box, artifactDir: compiled.artifactDir };
}

const trivialRun = {
  argv: ['/box/main'],
  cpuMs: 1000,
  wallMs: 3000,
  memoryKb: 256 * 1024,
  addressSpaceKb: 0,
  outputLimitBytes: 1024 * 1024,
  tmpKb: 32 * 1024,
  stdinPath: '/dev/null',
  cwd: '/tmp',
};

async function perTestCost(): Promise<void> {
  const runs = 400;
  const { box, artifactDir } = await openTrivialBox();
  const roundTrips: number[] = [];
  const inside: number[] = [];
  for (let i = 0; i < runs + 20; i += 1) {
    const started = performance.now();
    const result = await box.run(trivialRun);
    if (i >= 20) {
      roundTrips.push(performance.now() - started);
      inside.push(result.wallMs);
    }
  }
  // As the judge runs a submission's tests: the next run is queued while the current one runs.
  const pipelinedStarted = performance.now();
  let previous = box.run(trivialRun);
  for (let i = 1; i < runs; i += 1) {
    const current = box.run(trivialRun);
    await previous;
    previous = current;
  }
  await previous;
  const pipelinedMean = (performance.now() - pipelinedStarted) / runs;
  await box.close();

  const plainRunner = path.join(root, 'plain-exec');
  execFileSync('gcc', ['-O2', '-o', plainRunner, path.join(here, 'plain-exec.c')]);
  const plainUs = Number(
    execFileSync(plainRunner, [String(runs), path.join(artifactDir, 'main')], { encoding: 'utf8' }),
  );
  const plainMs = plainUs / 1000;
  row(
    'Per test, trivial C: sandboxed (Node round trip)',
    ms(median(roundTrips)),
    `${ms(plainMs)} plain fork/exec`,
    `${(median(roundTrips) / plainMs).toFixed(2)}×`,
  );
  row(
    'Per test, trivial C: sandboxed, pipelined (mean)',
    ms(pipelinedMean),
    `${ms(plainMs)} plain fork/exec`,
    `${(pipelinedMean / plainMs).toFixed(2)}×`,
  );
  row(
    'Per test, trivial C: sandboxed (supervisor clock)',
    ms(median(inside)),
    `${ms(plainMs)} plain fork/exec`,
    `${(median(inside) / plainMs).toFixed(2)}×`,
  );
}

async function throughput(): Promise<void> {
  const perBox = 150;
  let single = 0;
  for (const boxes of [1, 2, 4]) {
    const opened = await Promise.all(Array.from({ length: boxes }, () => openTrivialBox()));
    const started = performance.now();
    await Promise.all(
      opened.map(async ({ box }) => {
        for (let i = 0; i < perBox; i += 1) await box.run(trivialRun);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(opened.map(({ box }) => box.close()));
    const rate = (boxes * perBox) / seconds;
    if (boxes === 1) single = rate;
    row(
      `Runs per second, ${boxes} box${boxes > 1 ? 'es' : ''} at once (${os.cpus().length} cores)`,
      `${rate.toFixed(0)}/s`,
      `${single.toFixed(0)}/s with 1 box`,
      `${(rate / single).toFixed(2)}×`,
    );
  }
}

async function compileTimes(): Promise<void> {
  for (const language of ['c', 'cpp', 'java', 'python'] as const) {
    const source = unique(language, APLUSB[language]);
    const first = await judge.compiler.compile(language, source);
    const started = performance.now();
    const second = await judge.compiler.compile(language, source);
    const cachedMs = performance.now() - started;
    if (!first.ok || !second.ok) throw new Error(`${language} did not compile`);
    row(
      `Compile ${language} (A+B${language === 'cpp' ? ', bits/stdc++.h' : ''})`,
      ms(first.compileMs),
      `${ms(cachedMs)} from cache`,
      `${(first.compileMs / Math.max(cachedMs, 0.01)).toFixed(0)}× slower uncached`,
    );
  }
}

async function endToEnd(): Promise<void> {
  const tests = Array.from({ length: 20 }, (_, i) => ({
    id: String(i),
    input: `${i} ${i * 7}\n`,
    answer: `${i * 8}\n`,
  }));
  for (const language of ['c', 'cpp', 'python', 'java'] as const) {
    const limits = { timeLimitMs: 2000, memoryLimitMb: 256 };
    // One box per core: how the in-process queue judges a submission on an otherwise idle machine.
    const parallelism = os.cpus().length;
    // Three fresh sources (each compiles), the median reported: one run moves by ±30 % with the load.
    const coldRuns: number[] = [];
    let source = '';
    for (let run = 0; run < 3; run += 1) {
      source = unique(language, APLUSB[language]);
      const started = performance.now();
      const cold = await judge.judge({ language, source, tests, limits, parallelism });
      coldRuns.push((performance.now() - started) / 1000);
      if (cold.verdict !== 'Accepted') throw new Error(`${language}: ${cold.verdict}`);
    }
    const coldSeconds = median(coldRuns);
    const started = performance.now();
    const warm = await judge.judge({ language, source, tests, limits, parallelism });
    const warmSeconds = (performance.now() - started) / 1000;
    if (warm.verdict !== 'Accepted') throw new Error(`${language}: ${warm.verdict}`);
    row(
      `A+B, 20 tests, ${language}: compile + run (${parallelism} boxes, median of 3)`,
      `${coldSeconds.toFixed(2)} s`,
      `target ≤ ${TARGET_AB_SECONDS[language]} s`,
      coldSeconds <= TARGET_AB_SECONDS[language] ? 'met' : 'MISSED',
    );
    row(
      `A+B, 20 tests, ${language}: cached compile`,
      `${warmSeconds.toFixed(2)} s`,
      `${((warmSeconds / 20) * 1000).toFixed(1)} ms per test`,
      '',
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `Judge benchmark: ${os.cpus().length} cores, memory accounting ${memoryAccounting()}, node ${process.version}\n`,
  );
  await perTestCost();
  await throughput();
  await compileTimes();
  await endToEnd();
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(...[['What', 'Measured', 'Baseline', 'Ratio'], ...rows].map((r) => r[column]?.length ?? 0)),
  );
  const line = (r: string[]) =>
    `| ${r.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(['What', 'Measured', 'Baseline', 'Ratio']));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(root, { recursive: true, force: true }));
