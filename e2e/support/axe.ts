/**
 * axe-core in the page under test: the rules of WCAG 2.0/2.1 A and AA plus axe's best practices, and a
 * check that fails on every moderate, serious or critical violation (minor ones are printed, not failed). The script is evaluated through the DevTools
 * protocol rather than added as a <script>: our CSP (`script-src 'self'`) refuses inline scripts, and the
 * check must see the page exactly as it is served.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The impacts that fail the check; axe's fourth, `minor`, is only printed. */
const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

/** What the check reports of one violation (the fields of axe's result it needs). */
export type Violation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
};

export type AxeOptions = {
  /**
   * Selectors axe leaves out, each with its reason in the caller (only for markup we do not write, such
   * as an editor library's internals).
   */
  exclude?: string[];
};

/** Runs axe on the whole document and returns all its violations, whatever their impact. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // Colours are read once web fonts have loaded and transitions (a hover fading in, a dialog opening)
  // have ended, so text is measured as it stays on screen, not in a frame between two states.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
      const results = (await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as { violations: Violation[] };
      return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
      }));
    },
    { tags: AXE_TAGS, exclude: options.exclude ?? [] },
  );
  return violations;
}

/** The violations that fail the check: moderate, serious and critical ones. */
export function failingViolations(violations: Violation[]): Violation[] {
  return violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

/** One line per violation, then one per element: rule, impact, help and its URL; selectors and markup. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `  ${node.target.map((part) => JSON.stringify(part)).join(' ')} ${node.html.slice(0, 160)}` +
            (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 240)}` : ''),
        ),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * Fails (softly: the test goes on to its other pages, so one run lists every page's violations) when
 * the page shows a moderate, serious or critical violation, naming each rule, its impact, the elements'
 * selectors and the help URL. Minor findings are printed to the log and do not fail.
 */
export async function expectNoViolations(page: Page, label: string, options: AxeOptions = {}): Promise<void> {
  const all = await axeViolations(page, options);
  const failing = failingViolations(all);
  const minor = all.filter((violation) => !failing.includes(violation));
  if (minor.length) console.log(`[axe] minor on ${label} (${page.url()}):\n${describeViolations(minor)}`);
  const report = `axe on ${label} (${page.url()}):\n${describeViolations(failing)}`;
  expect.soft(failing.length, report).toBe(0);
}
