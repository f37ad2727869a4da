/**
 * `npm run bench:lighthouse` (also part of `npm run bench`): Lighthouse with its mobile defaults (Moto G
 * Power screen, simulated slow 4G and 4x CPU slowdown) on the landing page, the problem list, one problem
 * page and the online compiler, served by the real server (`node --import tsx apps/server/src/server.ts`,
 * PGlite in a temporary DATA_DIR, the whole problem bank) and driven in Debian's Chromium.
 *
 * For each page it prints the four category scores, LCP and TBT beside the targets (docs/delivery.md),
 * and the JavaScript the page loaded, gzip-compressed (what a browser that accepts only gzip downloads).
 * A missed target is reported, never an exit code: the figures depend on the machine.
 *
 * Usage: npm run bench:lighthouse -- [--runs N] [--rebuild] [--save DIR]
 *   --runs N     runs per page (default 3); the run with the median performance score is shown
 *   --rebuild    build the web app first even if apps/web/dist exists (it is built when missing)
 *   --save DIR   also write each shown run's full Lighthouse report (JSON) into DIR
 * CHROMIUM_PATH picks the browser (default /usr/bin/chromium); WEB_DIST_DIR serves another build (e.g. a
 * copy of an older one, to compare in the same conditions; it is never built here).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { startServer } from '../e2e/support/server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS = { lcpMs: 2500, accessibility: 95, landingJsGzipKb: 150 };

type Page = { label: string; path: string; performanceTarget: number };
type Measure = {
  lhr: LighthouseResult;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  jsGzipBytes: number;
  jsFiles: number;
};

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function ensureBuilt(): void {
  if (process.env.WEB_DIST_DIR) return;
  if (!process.argv.includes('--rebuild') && fs.existsSync(path.join(distDir, 'index.html'))) return;
  console.log('Building the web app (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

/** The gzip size of a file the page loaded from our /assets (the build's .gz copy, else compressed now). */
function gzipBytesOf(url: string): number {
  const file = path.join(distDir, decodeURIComponent(new URL(url).pathname));
  if (!file.startsWith(distDir) || !fs.existsSync(file)) return 0;
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

type NetworkItem = { url: string; resourceType?: string };
type LighthouseResult = RunnerResult['lhr'];

/** One Lighthouse run; a failed trace (NO_NAVSTART now and then on a cold browser) is tried again. */
async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  let failure = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    failure = result?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse failed on ${url}: ${failure}`);
}

async function measure(url: string, port: number, origin: string): Promise<Measure> {
  const lhr = await runLighthouse(url, port);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Measure['scores'];
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(origin),
  );
  return {
    lhr,
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsGzipBytes: scripts.reduce((sum, item) => sum + gzipBytesOf(item.url), 0),
    jsFiles: scripts.length,
  };
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function row(page: Page, m: Measure): string[] {
  const perf = m.scores.performance;
  const a11y = m.scores.accessibility;
  return [
    page.label,
    `${perf} ${mark(perf >= page.performanceTarget)} (≥ ${page.performanceTarget})`,
    `${a11y} ${mark(a11y >= TARGETS.accessibility)} (≥ ${TARGETS.accessibility})`,
    String(m.scores['best-practices']),
    String(m.scores.seo),
    `${(m.lcpMs / 1000).toFixed(2)} s ${mark(m.lcpMs <= TARGETS.lcpMs)} (≤ 2.5 s)`,
    `${Math.round(m.tbtMs)} ms`,
    `${kb(m.jsGzipBytes)} in ${m.jsFiles} files`,
  ];
}

function printTable(rows: string[][]): void {
  const head = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'JS (gzip)'];
  const all = [head, ...rows];
  const widths = head.map((_, column) => Math.max(...all.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(head));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const cells of rows) console.log(line(cells));
}

async function main(): Promise<void> {
  const runs = Math.max(1, Number(option('--runs') ?? 3));
  const saveDir = option('--save');
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  ensureBuilt();
  const server = await startServer({
    WEB_DIST_DIR: distDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    PROBLEMS_DIR: path.join(repoRoot, 'problems'),
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const list = (await (await fetch(`${server.url}/api/problem/list`)).json()) as { id: string }[];
    const problem = list[0]?.id;
    if (!problem) throw new Error('The server lists no problems.');
    const pages: Page[] = [
      { label: '/', path: '/', performanceTarget: 90 },
      { label: '/problems', path: '/problems', performanceTarget: 90 },
      {
        label: `/problems/${problem}`,
        path: `/problems/${encodeURIComponent(problem)}`,
        performanceTarget: 90,
      },
      { label: '/compiler', path: '/compiler', performanceTarget: 75 },
    ];
    const rows: string[][] = [];
    let landingJs = 0;
    for (const page of pages) {
      const measures: Measure[] = [];
      for (let run = 0; run < runs; run += 1) {
        measures.push(await measure(`${server.url}${page.path}`, chrome.port, server.url));
      }
      measures.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = measures[Math.floor(measures.length / 2)] as Measure;
      if (page.path === '/') landingJs = median.jsGzipBytes;
      if (saveDir) {
        const name = page.path === '/' ? 'landing' : page.path.slice(1).replaceAll('/', '_');
        fs.writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify(median.lhr, null, 1));
      }
      rows.push(row(page, median));
      console.log(
        `${page.label}: performance ${measures.map((m) => m.scores.performance).join(', ')} over ${runs} run(s)`,
      );
    }
    console.log(
      `\nLighthouse ${lighthouseVersion()}, mobile defaults (simulated slow 4G, 4x CPU slowdown), Chromium ${chromiumVersion()}, median of ${runs} run(s) by performance score:\n`,
    );
    printTable(rows);
    console.log(
      `\nLanding page JavaScript: ${kb(landingJs)} gzip ${mark(landingJs <= TARGETS.landingJsGzipKb * 1024)} (≤ ${TARGETS.landingJsGzipKb} kB)`,
    );
  } finally {
    chrome.kill();
    await server.stop();
  }
}

function lighthouseVersion(): string {
  const manifest = path.join(repoRoot, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function chromiumVersion(): string {
  try {
    const out = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /[\d.]+/.exec(out)?.[0] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
