/**
 * Compiles every accepted solution of the problem bank (problems/<slug>/submissions/accepted/) in the
 * real sandbox, one at a time, and prints per language the slowest and biggest compile beside the
 * compile limits (src/compile.ts), with the headroom each limit leaves. The figures behind the limits
 * in the README come from here:
 *
 *   node --import tsx packages/judge/scripts/measure-compiles.ts [--repeat N] [--generous]
 *
 * --generous measures under 4× the limits, so that a compile that does not fit still gets a figure.
 * Exits non-zero when an accepted solution does not compile.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageOfSourceFile, type LanguageId } from '@codeconquer/contracts';
import { memoryAccounting } from '../src/sandbox';
import { Compiler, DEFAULT_COMPILE_LIMITS, type CompileLimits, type CompileUsage } from '../src/compile';

const problemsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../problems');

const args = process.argv.slice(2);
const repeat = Number(args[args.indexOf('--repeat') + 1] ?? 1) || 1;
const generous = args.includes('--generous');
const limits: CompileLimits = generous
  ? {
      ...DEFAULT_COMPILE_LIMITS,
      cpuMs: DEFAULT_COMPILE_LIMITS.cpuMs * 4,
      wallMs: DEFAULT_COMPILE_LIMITS.wallMs * 4,
      memoryBytes: DEFAULT_COMPILE_LIMITS.memoryBytes * 4,
      outputLimitBytes: DEFAULT_COMPILE_LIMITS.outputLimitBytes * 4,
    }
  : DEFAULT_COMPILE_LIMITS;

type Sample = { file: string; usage: CompileUsage };
const samples = new Map<LanguageId, Sample[]>();
const failures: string[] = [];

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-measure-'));
fs.chmodSync(root, 0o755);
try {
  const files = fs
    .readdirSync(problemsDir)
    .flatMap((slug) => {
      const dir = path.join(problemsDir, slug, 'submissions', 'accepted');
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
    })
    .filter((file) => languageOfSourceFile(file) !== null);
  console.log(
    `${files.length} accepted solutions, ${repeat} compile(s) each, memory accounting ${memoryAccounting()}, load ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  for (let round = 0; round < repeat; round += 1) {
    // A fresh cache every round: every compile is a real one.
    const compiler = new Compiler(fs.mkdtempSync(path.join(root, 'round-')), limits);
    for (const file of files) {
      const language = languageOfSourceFile(file) as LanguageId;
      const result = await compiler.compile(language, fs.readFileSync(file, 'utf8'));
      const name = path.relative(problemsDir, file);
      if (!result.ok) failures.push(`${name}: ${result.message.split('\n')[0]}`);
      if (result.usage)
        samples.set(language, [...(samples.get(language) ?? []), { file: name, usage: result.usage }]);
    }
  }
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const worst = (list: Sample[], pick: (usage: CompileUsage) => number) =>
  list.reduce((best, sample) => (pick(sample.usage) > pick(best.usage) ? sample : best));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log('\nlanguage  compiles  wall median/max      CPU max   largest process  box peak  output max');
const overall = { wallMs: 0, cpuMs: 0, peakKb: 0, boxPeak: 0, output: 0 };
for (const [language, list] of samples) {
  const wall = worst(list, (usage) => usage.wallMs);
  const cpu = worst(list, (usage) => usage.cpuMs);
  const rss = worst(list, (usage) => usage.peakMemoryKb);
  const box = worst(list, (usage) => usage.boxPeakBytes ?? 0);
  const output = Math.max(...list.map((sample) => sample.usage.outputBytes));
  overall.wallMs = Math.max(overall.wallMs, wall.usage.wallMs);
  overall.cpuMs = Math.max(overall.cpuMs, cpu.usage.cpuMs);
  overall.peakKb = Math.max(overall.peakKb, rss.usage.peakMemoryKb);
  overall.boxPeak = Math.max(overall.boxPeak, box.usage.boxPeakBytes ?? 0);
  overall.output = Math.max(overall.output, output);
  console.log(
    [
      language.padEnd(9),
      String(list.length).padEnd(9),
      `${median(list.map((sample) => sample.usage.wallMs)).toFixed(0)} / ${wall.usage.wallMs.toFixed(0)} ms`.padEnd(
        20,
      ),
      `${cpu.usage.cpuMs.toFixed(0)} ms`.padEnd(9),
      mb(rss.usage.peakMemoryKb * 1024).padEnd(16),
      (box.usage.boxPeakBytes === null ? 'n/a' : mb(box.usage.boxPeakBytes)).padEnd(9),
      `${output} B`,
    ].join(' '),
  );
  console.log(`          slowest: ${wall.file}; biggest: ${box.file}`);
}
const ratio = (limit: number, used: number) => (used > 0 ? `${(limit / used).toFixed(1)}×` : '–');
console.log(
  `\nlimits: wall ${limits.wallMs} ms (${ratio(limits.wallMs, overall.wallMs)} the slowest), CPU ${limits.cpuMs} ms (${ratio(
    limits.cpuMs,
    overall.cpuMs,
  )}), memory ${mb(limits.memoryBytes)} (${ratio(limits.memoryBytes, overall.boxPeak || overall.peakKb * 1024)} the biggest box), compiler output ${limits.outputLimitBytes} B`,
);
if (failures.length > 0) {
  console.log(`\n${failures.length} accepted solution(s) did not compile:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
