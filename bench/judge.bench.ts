/**
 * `npm run bench:judge` (also part of `npm run bench`): what the sandbox costs, each figure against a
 * baseline measured in the same run, interleaved with it (bench/interleave.ts: every round runs each side
 * once, in a new random order; medians over the rounds, with the 25th–75th percentile spread):
 *  1. per run of a trivial C binary: plain fork/exec (timed in C, no Node) against our Box.run (the Node
 *     round trip, the supervisor's own clock, and pipelined as the judge runs a submission's tests), and
 *     isolate's `--run` when isolate is installed;
 *  2. per box: ours reused from one submission to the next (reset + lease) and ours new (open + close)
 *     against isolate's `--init` + `--cleanup` (when installed);
 *  3. runs per second with 1, 2 and 4 boxes at once;
 *  4. A+B with 20 tests in each language: the judge (compile in a box, then the tests in one box) against
 *     the same compiler and the same 20 runs with no sandbox, one after the other, on the same machine.
 *     Both sides compile a fresh source each round (no cache). The plain side uses the toolchain as it
 *     comes: the judge's own accelerations (g++'s precompiled header, the JVM's class-data-sharing
 *     archives) are the judge's, and are left out of the baseline.
 *
 * Usage: npm run bench:judge -- [--json] [--rounds N]
 *   --json      one JSON line instead of the table: {plainMs, perTestMs, perTestRatio, pipelinedMs,
 *               pipelinedRatio, supervisorMs, isolateRunMs, boxMs, isolateBoxMs, boxRatio,
 *               aPlusB: {c, cpp, java, python, pypy}}, each A+B entry {judgeMs, plainMs, ratio};
 *               isolate's figures are null when isolate is not on PATH
 *   --rounds N  rounds of the per-run and per-box sides (default 15; A+B takes a third of them, at least 3)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageId } from '@codeconquer/contracts';
import { Box, Judge, memoryAccounting, TOOLCHAINS, type RunRequest, type TestBox } from '@codeconquer/judge';
import { interleaved, summarize, type Summary } from './interleave';
import { percentile } from './seeded-random';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-bench-'));
fs.chmodSync(root, 0o755);
const judge = new Judge(root);

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const asJson = process.argv.includes('--json');
const ROUNDS = Math.max(3, Number(option('--rounds') ?? 15));
/** Runs per sample of a per-run side: enough for a stable median, short enough to interleave finely. */
const RUNS_PER_SAMPLE = 40;
const LANGUAGES: LanguageId[] = ['c', 'cpp', 'java', 'python', 'pypy'];

const TRIVIAL_C = '#include <stdio.h>\nint main(void){ puts("ok"); return 0; }\n';
const APLUSB: Record<LanguageId, string> = {
  c: '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n',
  cpp: '#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;cin>>a>>b;cout<<a+b<<"\\n";}\n',
  java: 'import java.util.*;\npublic class Main { public static void main(String[] args) { Scanner in = new Scanner(System.in); System.out.println(in.nextLong() + in.nextLong()); } }\n',
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
  pypy: 'a, b = map(int, input().split())\nprint(a + b)\n',
};
const APLUSB_TESTS = Array.from({ length: 20 }, (_, i) => ({
  id: String(i),
  input: `${i} ${i * 7}\n`,
  answer: `${i * 8}\n`,
}));

let fresh = 0;
/** The source with a new comment: a compile the cache has never seen. */
const unique = (language: LanguageId, source: string) =>
  `${source}${language === 'python' || language === 'pypy' ? '#' : '//'} bench ${process.pid} ${(fresh += 1)}\n`;

const plainExec = path.join(root, 'plain-exec');
execFileSync('gcc', ['-O2', '-o', plainExec, path.join(here, 'plain-exec.c')]);

/** The median µs of `runs` plain fork/execs of `binary`, timed by plain-exec in C, as ms. */
function plainRunMs(binary: string, runs: number): number {
  return Number(execFileSync(plainExec, ['runs', String(runs), binary], { encoding: 'utf8' })) / 1000;
}

const trivialRun: RunRequest = {
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

const BOX_MEMORY_BYTES = 512 * 1024 * 1024;

/** A box as the judge opens one for a submission's tests: the compiled program read-only at /box. */
function openRunBox(artifactDir: string): Promise<Box> {
  const scratch = fs.mkdtempSync(path.join(root, 'scratch-'));
  fs.chmodSync(scratch, 0o755);
  return Box.open({
    boxDir: artifactDir,
    boxWritable: false,
    scratchDir: scratch,
    memoryBytes: BOX_MEMORY_BYTES,
    maxProcesses: 64,
  });
}

async function compileTrivial(): Promise<string> {
  const compiled = await judge.compiler.compile('c', TRIVIAL_C);
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.artifactDir;
}

/** isolate (ioi/isolate) when it is on PATH: its box 0, with the trivial binary copied in. */
function findIsolate(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v isolate'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

function isolateInit(isolate: string): string {
  return `${execFileSync(isolate, ['--box-id=0', '--init'], { encoding: 'utf8' }).trim()}/box`;
}

function isolateCleanup(isolate: string): void {
  execFileSync(isolate, ['--box-id=0', '--cleanup']);
}

type PerRun = {
  plain: Summary;
  roundTrip: Summary;
  supervisor: Summary;
  pipelined: Summary;
  isolateRun: Summary | null;
  box: Summary;
  reusedBox: Summary;
  isolateBox: Summary | null;
};

/** Per run and per box, every side interleaved with plain fork/exec and with each other. */
async function perRunAndBox(artifactDir: string, isolate: string | null): Promise<PerRun> {
  const binary = path.join(artifactDir, 'main');
  const box = await openRunBox(artifactDir);
  const supervisorClock: number[] = [];
  if (isolate) {
    const isolateBoxDir = isolateInit(isolate);
    fs.copyFileSync(binary, path.join(isolateBoxDir, 'main'));
    fs.chmodSync(path.join(isolateBoxDir, 'main'), 0o755);
  }
  try {
    const sides: Record<string, () => Promise<number>> = {
      plain: async () => plainRunMs(binary, RUNS_PER_SAMPLE),
      roundTrip: async () => {
        const times: number[] = [];
        const inside: number[] = [];
        for (let i = 0; i < RUNS_PER_SAMPLE; i += 1) {
          const started = performance.now();
          const result = await box.run(trivialRun);
          times.push(performance.now() - started);
          inside.push(result.wallMs);
        }
        supervisorClock.push(percentile(inside, 50));
        return percentile(times, 50);
      },
      // As the judge runs a submission's tests (test-runner.ts): the next run is sent while one runs.
      pipelined: async () => {
        const started = performance.now();
        let previous = box.run(trivialRun);
        for (let i = 1; i < RUNS_PER_SAMPLE; i += 1) {
          const current = box.run(trivialRun);
          await previous;
          previous = current;
        }
        await previous;
        return (performance.now() - started) / RUNS_PER_SAMPLE;
      },
      box: async () => {
        const started = performance.now();
        const opened = await openRunBox(artifactDir);
        await opened.close();
        return performance.now() - started;
      },
      // What the judge pays per submission for a box once one is open (test-boxes.ts): a box that ran a
      // test goes back to the pool (reset, its folders emptied) and is leased again.
      reusedBox: async () => {
        const [used] = await judge.testBoxes.lease(1, BOX_MEMORY_BYTES);
        const { box: usedBox, programDir } = used as TestBox;
        fs.copyFileSync(binary, path.join(programDir, 'main'));
        fs.chmodSync(path.join(programDir, 'main'), 0o755);
        const ran = await usedBox.run(trivialRun);
        if (ran.exitCode !== 0) throw new Error(`the pooled box's run failed: ${JSON.stringify(ran)}`);
        const started = performance.now();
        await judge.testBoxes.giveBack([used as TestBox]);
        const [again] = await judge.testBoxes.lease(1, BOX_MEMORY_BYTES);
        const took = performance.now() - started;
        await judge.testBoxes.giveBack([again as TestBox]);
        return took;
      },
      ...(isolate
        ? {
            isolateRun: async () => {
              const times: number[] = [];
              for (let i = 0; i < 10; i += 1) {
                const started = performance.now();
                execFileSync(isolate, ['--box-id=0', '--silent', '--run', '--', './main'], {
                  stdio: 'ignore',
                });
                times.push(performance.now() - started);
              }
              return percentile(times, 50);
            },
            isolateBox: async () => {
              // Box 1, so that box 0 keeps the binary for isolateRun.
              const started = performance.now();
              execFileSync(isolate, ['--box-id=1', '--init'], { stdio: 'ignore' });
              execFileSync(isolate, ['--box-id=1', '--cleanup'], { stdio: 'ignore' });
              return performance.now() - started;
            },
          }
        : {}),
    };
    const measured: Record<string, Summary> = await interleaved(ROUNDS, sides);
    return {
      plain: measured.plain as Summary,
      roundTrip: measured.roundTrip as Summary,
      // Read during the round-trip side: its samples after the warm-up round.
      supervisor: summarize(supervisorClock.slice(-ROUNDS)),
      pipelined: measured.pipelined as Summary,
      isolateRun: measured.isolateRun ?? null,
      box: measured.box as Summary,
      reusedBox: measured.reusedBox as Summary,
      isolateBox: measured.isolateBox ?? null,
    };
  } finally {
    await box.close();
    if (isolate) isolateCleanup(isolate);
  }
}

/** Runs per second with 1, 2 and 4 boxes at once, interleaved. */
async function throughput(artifactDir: string): Promise<Record<'1' | '2' | '4', Summary>> {
  const perBox = 60;
  const rate = (boxes: number) => async () => {
    const opened = await Promise.all(Array.from({ length: boxes }, () => openRunBox(artifactDir)));
    const started = performance.now();
    await Promise.all(
      opened.map(async (box) => {
        for (let i = 0; i < perBox; i += 1) await box.run(trivialRun);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(opened.map((box) => box.close()));
    return (boxes * perBox) / seconds;
  };
  return interleaved(Math.max(3, Math.round(ROUNDS / 3)), { '1': rate(1), '2': rate(2), '4': rate(4) });
}

/** A command of the judge's toolchain as it runs outside any box: /box is `dir`, no judge accelerations. */
function plainCommand(command: string[], dir: string): string[] {
  const judgeOnly = /^(-I\/judge\/|-J-XX:SharedArchiveFile=|-XX:SharedArchiveFile=)/;
  return command
    .filter((arg) => !judgeOnly.test(arg))
    .map((arg) => arg.replaceAll('/box/', `${dir}/`).replace(/^\/box$/, dir));
}

/** A+B in one language: the judge (one box for the tests) against the plain compile and 20 runs. */
async function aPlusB(language: LanguageId): Promise<{ judge: Summary; plain: Summary }> {
  const toolchain = TOOLCHAINS[language];
  const limits = { timeLimitMs: 2000, memoryLimitMb: 256 };
  const sides = {
    judge: async () => {
      const source = unique(language, APLUSB[language]);
      const started = performance.now();
      const result = await judge.judge({ language, source, tests: APLUSB_TESTS, limits, parallelism: 1 });
      const elapsed = performance.now() - started;
      if (result.verdict !== 'Accepted') throw new Error(`${language}: ${result.verdict}`);
      return elapsed;
    },
    plain: async () => {
      const source = unique(language, APLUSB[language]);
      const dir = fs.mkdtempSync(path.join(root, `plain-${language}-`));
      const file = toolchain.sourceFile(source);
      fs.writeFileSync(path.join(dir, file), source);
      APLUSB_TESTS.forEach((test, i) => fs.writeFileSync(path.join(dir, `${i}.in`), test.input));
      const started = performance.now();
      const [compiler, ...compileArgs] = plainCommand(toolchain.compile(file), dir) as [string, ...string[]];
      execFileSync(compiler, compileArgs, { cwd: dir, stdio: 'ignore' });
      const run = plainCommand(toolchain.run(file, limits.memoryLimitMb), dir);
      execFileSync(plainExec, ['tests', dir, String(APLUSB_TESTS.length), ...run], { cwd: dir });
      const elapsed = performance.now() - started;
      APLUSB_TESTS.forEach((test, i) => {
        const output = fs.readFileSync(path.join(dir, `${i}.out`), 'utf8');
        if (output.trim() !== test.answer.trim())
          throw new Error(`plain ${language}: wrong answer on test ${i}`);
      });
      fs.rmSync(dir, { recursive: true, force: true });
      return elapsed;
    },
  };
  return interleaved(Math.max(3, Math.round(ROUNDS / 3)), sides);
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : value < 100 ? 1 : 0)}`;
const spread = (s: Summary) => `${ms(s.p25)}–${ms(s.p75)}`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((r) => r[column]?.length ?? 0)));
  const line = (r: string[]) =>
    `| ${r.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

async function main(): Promise<void> {
  const isolate = findIsolate();
  if (!asJson)
    console.log(
      `Judge benchmark: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, memory accounting ${memoryAccounting()}, node ${process.version}, isolate ${isolate ?? 'not installed'}; ${ROUNDS} interleaved rounds`,
    );
  const artifactDir = await compileTrivial();
  const perRun = await perRunAndBox(artifactDir, isolate);
  const rates = asJson ? null : await throughput(artifactDir);
  const aPlusBResults: Partial<Record<LanguageId, { judge: Summary; plain: Summary }>> = {};
  for (const language of LANGUAGES) aPlusBResults[language] = await aPlusB(language);

  const plain = perRun.plain.median;
  if (asJson) {
    const entry = (language: LanguageId) => {
      const result = aPlusBResults[language] as { judge: Summary; plain: Summary };
      return {
        judgeMs: result.judge.median,
        plainMs: result.plain.median,
        ratio: result.judge.median / result.plain.median,
      };
    };
    console.log(
      JSON.stringify({
        plainMs: plain,
        perTestMs: perRun.roundTrip.median,
        perTestRatio: perRun.roundTrip.median / plain,
        pipelinedMs: perRun.pipelined.median,
        pipelinedRatio: perRun.pipelined.median / plain,
        supervisorMs: perRun.supervisor.median,
        isolateRunMs: perRun.isolateRun?.median ?? null,
        boxMs: perRun.reusedBox.median,
        boxOpenMs: perRun.box.median,
        isolateBoxMs: perRun.isolateBox?.median ?? null,
        boxRatio: perRun.isolateBox ? perRun.reusedBox.median / perRun.isolateBox.median : null,
        aPlusB: Object.fromEntries(LANGUAGES.map((language) => [language, entry(language)])),
      }),
    );
    return;
  }

  const runRow = (what: string, s: Summary) => [what, ms(s.median), spread(s), ratio(s.median, plain)];
  printTable(
    `Per run of a trivial C binary (median of ${ROUNDS} rounds of ${RUNS_PER_SAMPLE} runs; × plain)`,
    ['per run of a trivial C binary', 'ms (median)', 'spread (p25–p75)', '× plain'],
    [
      runRow('plain fork/exec (timed in C)', perRun.plain),
      runRow('our Box.run (Node round trip)', perRun.roundTrip),
      runRow('… by the supervisor’s own clock', perRun.supervisor),
      runRow('… pipelined, as the judge runs tests (mean)', perRun.pipelined),
      ...(perRun.isolateRun ? [runRow('isolate --run (Node round trip)', perRun.isolateRun)] : []),
    ],
  );
  printTable(
    `Per box (median of ${ROUNDS} rounds)`,
    ['per box', 'ms (median)', 'spread (p25–p75)', '× isolate'],
    [
      [
        'ours, reused: reset + lease, as the judge does per submission',
        ms(perRun.reusedBox.median),
        spread(perRun.reusedBox),
        perRun.isolateBox
          ? ratio(perRun.reusedBox.median, perRun.isolateBox.median)
          : 'isolate not installed',
      ],
      [
        'ours, new: open + close',
        ms(perRun.box.median),
        spread(perRun.box),
        perRun.isolateBox ? ratio(perRun.box.median, perRun.isolateBox.median) : 'isolate not installed',
      ],
      ...(perRun.isolateBox
        ? [['isolate --init + --cleanup', ms(perRun.isolateBox.median), spread(perRun.isolateBox), '1.00×']]
        : []),
    ],
  );
  if (rates) {
    const one = rates['1'].median;
    printTable(
      `Runs per second with boxes at once (${os.cpus().length} cores; median of ${rates['1'].samples.length} rounds)`,
      ['boxes at once', 'runs per second', 'spread (p25–p75)', '× 1 box'],
      (['1', '2', '4'] as const).map((boxes) => [
        boxes,
        rates[boxes].median.toFixed(0),
        `${rates[boxes].p25.toFixed(0)}–${rates[boxes].p75.toFixed(0)}`,
        ratio(rates[boxes].median, one),
      ]),
    );
  }
  printTable(
    'A+B, 20 tests: compile + run, fresh source each round (the judge: one box for the tests)',
    ['language', 'judge ms (spread)', 'plain ms (spread)', '× plain'],
    LANGUAGES.map((language) => {
      const result = aPlusBResults[language] as { judge: Summary; plain: Summary };
      return [
        language,
        `${ms(result.judge.median)} (${spread(result.judge)})`,
        `${ms(result.plain.median)} (${spread(result.plain)})`,
        ratio(result.judge.median, result.plain.median),
      ];
    }),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await judge.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
