/**
 * The problem bank (problems/<slug>/, ICPC/Kattis packages) as a test set for the complexity estimate and
 * the time budget: every accepted solution must fit its problem's constraints, and the solutions the bank
 * files as too slow (submissions/time_limit_exceeded/) should be flagged. Every submission of every
 * problem is analysed; nothing is skipped and no result is written down in advance.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { analyseCode, isTooSlow, offlineReview } from '../src';
import { objection, type Remark } from './reviewer-rules';

const BANK = join(import.meta.dirname, '..', '..', '..', 'problems');
const LANGUAGE_BY_EXTENSION: Record<string, LanguageId> = { c: 'c', cpp: 'cpp', java: 'java', py: 'python' };
/** The share of too-slow solutions the estimate must flag. */
const GOAL = 0.8;

type Judged = { file: string; time: string; tooSlow: boolean };

/** The statement's `## Constraints` section, up to the next heading: what the server shows as constraints. */
function constraintsOf(statement: string): string | null {
  const lines = statement.replace(/\r\n?/g, '\n').split('\n');
  const start = lines.findIndex((line) => /^#{1,3}\s+constraints\s*$/i.test(line));
  if (start < 0) return null;
  const end = lines.findIndex((line, i) => i > start && /^#{1,3}\s/.test(line));
  return (
    lines
      .slice(start + 1, end < 0 ? undefined : end)
      .join('\n')
      .trim() || null
  );
}

async function judgeFolder(slug: string, folder: string, constraints: string | null): Promise<Judged[]> {
  const dir = join(BANK, slug, 'submissions', folder);
  if (!existsSync(dir)) return [];
  const judged: Judged[] = [];
  for (const name of readdirSync(dir).sort()) {
    const file = `${slug}/${folder}/${name}`;
    const language = LANGUAGE_BY_EXTENSION[name.split('.').pop() ?? ''];
    // A submission in a language the analyser does not read cannot be judged: fail rather than skip it.
    if (!language) throw new Error(`${file}: not C, C++, Java or Python`);
    const { complexity } = await analyseCode(readFileSync(join(dir, name), 'utf8'), language);
    judged.push({ file, time: complexity.time, tooSlow: isTooSlow(complexity.time, constraints) });
  }
  return judged;
}

async function judgeBank(): Promise<{ problems: string[]; accepted: Judged[]; tooSlow: Judged[] }> {
  const problems = readdirSync(BANK)
    .filter((slug) => existsSync(join(BANK, slug, 'problem.yaml')))
    .sort();
  const accepted: Judged[] = [];
  const tooSlow: Judged[] = [];
  for (const slug of problems) {
    const statement = readFileSync(join(BANK, slug, 'statement', 'problem.en.md'), 'utf8');
    const constraints = constraintsOf(statement);
    if (!constraints) throw new Error(`${slug}: the statement has no constraints section`);
    accepted.push(...(await judgeFolder(slug, 'accepted', constraints)));
    tooSlow.push(...(await judgeFolder(slug, 'time_limit_exceeded', constraints)));
  }
  return { problems, accepted, tooSlow };
}

describe('the problem bank', async () => {
  const { problems, accepted, tooSlow } = await judgeBank();
  const flagged = tooSlow.filter((judged) => judged.tooSlow);
  const missed = tooSlow.filter((judged) => !judged.tooSlow);
  console.log(
    `bank: ${problems.length} problems, ${accepted.length} accepted solutions, ` +
      `${accepted.filter((judged) => judged.tooSlow).length} of them judged too slow; ` +
      `too-slow solutions flagged: ${flagged.length} of ${tooSlow.length} ` +
      `(${((100 * flagged.length) / Math.max(1, tooSlow.length)).toFixed(1)}%)` +
      missed.map((judged) => `\n  not flagged: ${judged.file} reads as ${judged.time}`).join(''),
  );

  it('has problems, accepted solutions and too-slow ones to judge', () => {
    expect(problems.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThanOrEqual(problems.length);
    expect(tooSlow.length).toBeGreaterThan(0);
  });

  it('never judges an accepted solution too slow for its constraints', () => {
    const offenders = accepted
      .filter((judged) => judged.tooSlow)
      .map((judged) => `${judged.file} reads as ${judged.time}`);
    expect(offenders, `accepted solutions judged too slow:\n${offenders.join('\n')}`).toEqual([]);
  });

  it(`flags at least ${100 * GOAL}% of the solutions filed as too slow`, () => {
    expect(flagged.length / tooSlow.length).toBeGreaterThanOrEqual(GOAL);
  });
});

/** Every remark the offline review makes on an accepted solution, with the reviewer's objection if any. */
async function remarksOnAccepted(): Promise<{ remarks: number; objections: string[] }> {
  let remarks = 0;
  const objections: string[] = [];
  for (const slug of readdirSync(BANK).filter((name) => existsSync(join(BANK, name, 'problem.yaml')))) {
    const interactive = /^type:\s*interactive\b/m.test(
      readFileSync(join(BANK, slug, 'problem.yaml'), 'utf8'),
    );
    const dir = join(BANK, slug, 'submissions', 'accepted');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const language = LANGUAGE_BY_EXTENSION[name.split('.').pop() ?? ''];
      if (!language) continue;
      const code = readFileSync(join(dir, name), 'utf8');
      const review = await offlineReview(code, language);
      const subject = { code, interactive, time: review.complexityAnalysis.time };
      const kinds = ['styleIssues', 'bestPractices', 'securityIssues', 'optimizationSuggestions'] as const;
      for (const kind of kinds) {
        for (const message of review[kind]) {
          remarks += 1;
          const remark: Remark = { kind, message };
          const why = objection(remark, subject);
          if (why) objections.push(`${slug}/${name}: "${message}" — ${why}`);
        }
      }
    }
  }
  return { remarks, objections };
}

describe('remarks on the accepted solutions of the bank', async () => {
  const { remarks, objections } = await remarksOnAccepted();
  console.log(`bank remarks: ${remarks} made, ${objections.length} a reviewer would not defend`);

  it('makes remarks to check', () => {
    expect(remarks).toBeGreaterThan(0);
  });

  it('makes only remarks a reviewer would defend (rules in test/reviewer-rules.ts)', () => {
    expect(objections, objections.join('\n')).toEqual([]);
  });
});
