/**
 * `npm run bench:lighthouse` (also part of `npm run bench`): Lighthouse with its mobile defaults (Moto G
 * Power screen, simulated slow 4G and 4x CPU slowdown) on every page people land on (PAGES below), served
 * by the real server (`node --import tsx apps/server/src/server.ts`, PGlite in a temporary DATA_DIR, the
 * whole problem bank) and driven in Debian's Chromium. A contest with its board, a discussion thread and
 * a signed-in admin are made through the API first (bench/lighthouse-seed.ts); the dashboard and the
 * profile are measured signed in, as a returning visitor with an empty cache (returningVisitor below).
 *
 * For each page it prints the four category scores, LCP and TBT beside the targets (docs/delivery.md),
 * and the bytes the page loaded as the server sent them (Lighthouse's transfer sizes: brotli, since
 * Chromium asks for it): the JavaScript and everything. A missed target is reported, never an exit code:
 * the figures depend on the machine.
 *
 * Usage: npm run bench:lighthouse -- [--runs N] [--pages a,b] [--rebuild] [--save DIR] [--baseline DIR]
 *   --runs N      runs per page (default 3); the run with the median performance score is shown
 *   --pages a,b   only these pages (keys of PAGES: landing, problems, problem, compiler, contests, contest,
 *                 leaderboard, profile, dashboard, discussion)
 *   --rebuild     build the web app first even if apps/web/dist exists (it is built when missing)
 *   --save DIR    also write each shown run's full Lighthouse report (JSON) into DIR
 *   --baseline DIR  also measure another checkout (e.g. `git worktree add --detach ../old <commit>`, its
 *                 web app built there with `npm run build`): its own server and build, seeded the same
 *                 way, each run of a page measuring both in a random order, so that both sides see the
 *                 same machine; a table then sets each page's figures beside the baseline's
 * CHROMIUM_PATH picks the browser (default /usr/bin/chromium); WEB_DIST_DIR serves another build (e.g. a
 * copy of an older one, to compare in the same conditions; it is never built here).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer, type RunningServer } from '../e2e/support/server';
import { shuffled } from './interleave';
import { BENCH_ADMIN_EMAIL, seedLighthousePages, type LighthouseSeed } from './lighthouse-seed';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS = { lcpMs: 2500, tbtMs: 200, accessibility: 95 };

/** A page to measure: its key for --pages, its path, and whether it is measured signed in. */
type Page = { key: string; path: string; label?: string; signedIn?: boolean; performanceTarget: number };
type Measure = {
  lhr: LighthouseResult;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  jsBytes: number;
  jsFiles: number;
  totalBytes: number;
  requests: number;
};

/** Every landing page (issue 28: performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms on each). */
function landingPages(problem: string, seed: LighthouseSeed): Page[] {
  const pages: Omit<Page, 'performanceTarget'>[] = [
    { key: 'landing', path: '/' },
    { key: 'problems', path: '/problems' },
    { key: 'problem', path: `/problems/${encodeURIComponent(problem)}` },
    { key: 'compiler', path: '/compiler' },
    { key: 'contests', path: '/contests' },
    {
      key: 'contest',
      path: `/contests/${seed.contestId}?tab=scoreboard`,
      label: '/contests/:id?tab=scoreboard',
    },
    { key: 'leaderboard', path: '/leaderboard' },
    { key: 'profile', path: `/profile/${seed.username}`, label: '/profile/:username (own)', signedIn: true },
    { key: 'dashboard', path: '/dashboard', label: '/dashboard (signed in)', signedIn: true },
    { key: 'discussion', path: seed.threadPath, label: '/problems/:id/discussions/:thread' },
  ];
  return pages.map((page) => ({ ...page, performanceTarget: 90 }));
}

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

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };
type LighthouseResult = RunnerResult['lhr'];

/**
 * Before a signed-in run: a returning visitor whose browser cache is empty. What Lighthouse's own storage
 * reset does first (the origin's storage and the HTTP cache cleared), then the session token put where
 * the web app reads it, then one visit of the page, so that the origin's storage holds what the app keeps
 * between visits (the dashboard's greeting for the boot shell, docs/delivery.md), then the HTTP cache
 * cleared again, so the measured load is cold like every other run. Lighthouse is then told not to reset
 * storage, which would sign the page out again. Playwright connects for this only and disconnects before
 * Lighthouse drives the browser.
 */
async function returningVisitor(port: number, url: string, session: SignIn): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no default context.');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: session.origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    // A small file of the origin gives the tab the origin's localStorage without running the app.
    await page.goto(`${session.origin}/favicon.svg`);
    await page.evaluate((value) => localStorage.setItem('token', value), session.token);
    await page.goto(url);
    // The screen's heading is drawn once the session is verified; what the screen keeps is written by the
    // effects of that commit, which React runs by the next frame.
    await page.locator('#root h1').first().waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run; a failed trace (NO_NAVSTART now and then on a cold browser) is tried again. */
async function runLighthouse(url: string, port: number, session?: SignIn): Promise<LighthouseResult> {
  let failure = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (session) await returningVisitor(port, url, session);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: Boolean(session),
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    failure = result?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse failed on ${url}: ${failure}`);
}

type SignIn = { origin: string; token: string };

async function measure(url: string, port: number, origin: string, session?: SignIn): Promise<Measure> {
  const lhr = await runLighthouse(url, port, session);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Measure['scores'];
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = (details?.items ?? []).filter((item) => item.url.startsWith(origin));
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const bytes = (list: NetworkItem[]) => list.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    lhr,
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsBytes: bytes(scripts),
    jsFiles: scripts.length,
    totalBytes: bytes(items),
    requests: items.length,
  };
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function row(page: Page, m: Measure): string[] {
  const perf = m.scores.performance;
  const a11y = m.scores.accessibility;
  return [
    page.label ?? page.path,
    `${perf} ${mark(perf >= page.performanceTarget)}`,
    `${a11y} ${mark(a11y >= TARGETS.accessibility)}`,
    String(m.scores['best-practices']),
    String(m.scores.seo),
    `${(m.lcpMs / 1000).toFixed(2)} s ${mark(m.lcpMs <= TARGETS.lcpMs)}`,
    `${Math.round(m.tbtMs)} ms ${mark(m.tbtMs <= TARGETS.tbtMs)}`,
    `${kb(m.jsBytes)} in ${m.jsFiles}`,
    `${kb(m.totalBytes)} in ${m.requests}`,
  ];
}

function printTable(rows: string[][]): void {
  const head = [
    'page',
    'perf (≥ 90)',
    'a11y (≥ 95)',
    'best pr.',
    'SEO',
    'LCP (≤ 2.5 s)',
    'TBT (≤ 200 ms)',
    'JS sent, files',
    'all sent, requests',
  ];
  printRows(head, rows);
}

/** A Markdown table, columns padded to their widest cell (docs/benchmarks.md keeps it as printed). */
function printRows(head: string[], rows: string[][]): void {
  const all = [head, ...rows];
  const widths = head.map((_, column) => Math.max(...all.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(head));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const cells of rows) console.log(line(cells));
}

/** One product under measurement: a server with its build, and the pages on it. */
type Side = { name: string; server: RunningServer; pages: Page[]; session: SignIn };

async function startSide(name: string, root: string, dist: string): Promise<Side> {
  const server = await startServer(
    {
      WEB_DIST_DIR: dist,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      PROBLEMS_DIR: path.join(root, 'problems'),
      ADMIN_EMAILS: BENCH_ADMIN_EMAIL,
      RATE_LIMITS: 'off',
    },
    // Loading the whole bank into a new database takes over a minute on a busy 2-core machine.
    { healthTimeoutMs: 180_000, root },
  );
  const list = (await (await fetch(`${server.url}/api/problem/list`)).json()) as { id: string }[];
  const problem = list[0]?.id;
  if (!problem) throw new Error(`The ${name} server lists no problems.`);
  const seed = await seedLighthousePages(
    server,
    list.map((entry) => entry.id),
  );
  return {
    name,
    server,
    pages: landingPages(problem, seed),
    session: { origin: server.url, token: seed.token },
  };
}

function medianRun(measures: Measure[]): Measure {
  const sorted = [...measures].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)] as Measure;
}

async function main(): Promise<void> {
  const runs = Math.max(1, Number(option('--runs') ?? 3));
  const only = option('--pages')
    ?.split(',')
    .map((key) => key.trim());
  const saveDir = option('--save');
  const baselineRoot = option('--baseline');
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  ensureBuilt();
  if (baselineRoot && !fs.existsSync(path.join(baselineRoot, 'apps/web/dist/index.html')))
    throw new Error(`${baselineRoot} has no built web app: run npm run build there first.`);
  const sides: Side[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    sides.push(await startSide('this build', repoRoot, distDir));
    if (baselineRoot) {
      const root = path.resolve(baselineRoot);
      sides.push(await startSide('baseline', root, path.join(root, 'apps/web/dist')));
    }
    const all = sides[0]?.pages ?? [];
    const unknown = (only ?? []).filter((key) => !all.some((page) => page.key === key));
    if (unknown.length > 0)
      throw new Error(`Unknown page(s) ${unknown.join(', ')}; pages: ${all.map((p) => p.key).join(', ')}.`);
    const keys = all.map((page) => page.key).filter((key) => !only || only.includes(key));
    const rows = new Map<string, string[][]>(sides.map((side) => [side.name, []]));
    const medians = new Map<string, Map<string, Measure>>(sides.map((side) => [side.name, new Map()]));
    for (const key of keys) {
      const measures = new Map<string, Measure[]>(sides.map((side) => [side.name, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const side of shuffled(sides)) {
          const page = side.pages.find((candidate) => candidate.key === key) as Page;
          const url = `${side.server.url}${page.path}`;
          const session = page.signedIn ? side.session : undefined;
          measures.get(side.name)?.push(await measure(url, chrome.port, side.server.url, session));
        }
      }
      for (const side of sides) {
        const page = side.pages.find((candidate) => candidate.key === key) as Page;
        const list = measures.get(side.name) ?? [];
        const median = medianRun(list);
        medians.get(side.name)?.set(key, median);
        rows.get(side.name)?.push(row(page, median));
        if (saveDir && side === sides[0])
          fs.writeFileSync(path.join(saveDir, `${page.key}.json`), JSON.stringify(median.lhr, null, 1));
        console.log(
          `${side.name}, ${page.key} (${page.path}): performance ${list.map((m) => m.scores.performance).join(', ')} over ${runs} run(s); top opportunities: ${opportunities(median.lhr)}`,
        );
      }
    }
    console.log(
      `\nLighthouse ${lighthouseVersion()}, mobile defaults (simulated slow 4G, 4x CPU slowdown), Chromium ${chromiumVersion()}, median of ${runs} run(s) by performance score; bytes as sent (brotli):`,
    );
    for (const side of sides) {
      console.log(`\n${side.name}:\n`);
      printTable(rows.get(side.name) ?? []);
    }
    if (sides.length === 2) {
      console.log('\nbaseline → this build, measured in the same runs:\n');
      printComparison(keys, all, medians.get('baseline'), medians.get('this build'));
    }
  } finally {
    chrome.kill();
    for (const side of sides) await side.server.stop();
  }
}

function printComparison(
  keys: string[],
  pages: Page[],
  before: Map<string, Measure> | undefined,
  after: Map<string, Measure> | undefined,
): void {
  const head = ['page', 'performance', 'LCP', 'TBT', 'JS sent', 'all sent'];
  const rows = keys.map((key) => {
    const page = pages.find((candidate) => candidate.key === key) as Page;
    const a = before?.get(key);
    const b = after?.get(key);
    if (!a || !b) return [page.label ?? page.path, '', '', '', '', ''];
    const s = (ms: number) => (ms / 1000).toFixed(2);
    return [
      page.label ?? page.path,
      `${a.scores.performance} → ${b.scores.performance}`,
      `${s(a.lcpMs)} → ${s(b.lcpMs)} s`,
      `${Math.round(a.tbtMs)} → ${Math.round(b.tbtMs)} ms`,
      `${kb(a.jsBytes)} → ${kb(b.jsBytes)}`,
      `${kb(a.totalBytes)} → ${kb(b.totalBytes)}`,
    ];
  });
  printRows(head, rows);
}

/** The performance audits that would save the most time, for the log (why a page misses its target). */
function opportunities(lhr: LighthouseResult): string {
  type Details = { type?: string; overallSavingsMs?: number };
  const found = Object.values(lhr.audits)
    .map((audit) => ({
      title: audit.title,
      ms: (audit.details as Details | undefined)?.overallSavingsMs ?? 0,
    }))
    .filter((audit) => audit.ms >= 50)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  return found.length === 0 ? 'none' : found.map((a) => `${a.title} (${Math.round(a.ms)} ms)`).join('; ');
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
