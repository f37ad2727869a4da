/**
 * `statement` and `explanationHtml` of GET /api/problem/:id (problems/statement-html.ts): the statement's
 * blocks rendered on the server by the posts' renderer when stored, with the statement's heading rules
 * (`#` and `##` h2, `###` h3), KaTeX's math, images only from our uploads, no interface language (the
 * page adds "Constraints", "Author:" and the illustration's name), and every payload of the shared
 * hostile list (fixtures/xss-payloads.ts) through the same sanitiser: nothing active left.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemResponseSchema, type Problem } from '@codeconquer/contracts';
import { saveProblemPackage } from '../src/problems/problem-store';
import type { ProblemPackage } from '../src/problems/package/read-package';
import { renderMarkdown } from '../src/rendering/markdown';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';
import { useTestApp } from './helpers/build-test-app';
import { readFixturePackage } from './helpers/fixture-problems';
import { faults } from './helpers/html-faults';

const t = useTestApp({ env: { RATE_LIMITS: 'off' } });

/** Saves add-two under `slug` with these blocks and its first sample's explanation. */
async function saveStatement(
  slug: string,
  blocks: ProblemPackage['blocks'],
  explanation: string | null,
): Promise<Problem> {
  const pkg = readFixturePackage('add-two');
  const tests = pkg.tests.map((test, index) => (index === 0 ? { ...test, explanation } : test));
  await saveProblemPackage(t.database.db, path.join(t.config.dataDir, 'uploads'), {
    ...pkg,
    slug,
    blocks,
    tests,
  });
  const response = await t.app.inject(`/api/problem/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return problemResponseSchema.strict().parse(response.json());
}

describe('a problem statement rendered on the server', () => {
  it(
    'keeps the heading rules, renders math and code, and shows only our own images',
    { timeout: 60_000 },
    async () => {
      const problem = await saveStatement(
        'statement-shape',
        [
          {
            type: 'text',
            value: '# Story\n\nAdd $a + b$.\n\n## Input\n\nTwo numbers.\n\n### Note\n\n`a` fits.',
          },
          { type: 'constraints', value: '- $1 \\le a, b \\le 10^9$' },
          { type: 'image', value: 'uploads/problems/statement-shape/figure.png' },
          { type: 'image', value: 'https://evil.example/tracker.png' },
          { type: 'author', value: 'Ada <Lovelace>' },
        ],
        'Since $1 + 2 = 3$, print **3**.',
      );
      expect(problem.statement.map((block) => block.type)).toEqual([
        'text',
        'constraints',
        'image',
        'author',
      ]);
      const [text, constraints, image, author] = problem.statement.map((block) => block.html);
      const html = problem.statement.map((block) => block.html).join('\n');
      expect(html).not.toMatch(/<h1[\s>]/);
      expect(text).toMatch(/<h2[^>]*>Story<\/h2>/);
      expect(text).toMatch(/<h2[^>]*>Input<\/h2>/);
      expect(text).toMatch(/<h3[^>]*>Note<\/h3>/);
      expect(constraints).toContain('class="katex"');
      // The labels are the page's, in the reader's language.
      expect(html).not.toMatch(/Constraints|Author|illustration/);
      expect(image).toBe('<img src="/uploads/problems/statement-shape/figure.png" alt="">');
      expect(html).not.toContain('evil.example');
      expect(author).toBe('Ada &lt;Lovelace&gt;');
      expect(faults(html)).toEqual([]);

      const explained = problem.examples[0];
      expect(explained?.explanationHtml).toContain('class="katex"');
      expect(explained?.explanationHtml).toContain('<strong>3</strong>');
      expect(problem.examples.slice(1).every((example) => example.explanationHtml === null)).toBe(true);
    },
  );

  it('shows a statement without blocks as its plain description', async () => {
    const problem = await saveStatement('statement-plain', [], null);
    expect(problem.content).toEqual([]);
    expect(problem.description.length).toBeGreaterThan(0);
    const escaped = problem.description.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(problem.statement).toEqual([
      { type: 'text', html: `<p class="statement-plain">${escaped.replace(/"/g, '&quot;')}</p>` },
    ]);
  });

  it(
    'passes every payload of the hostile list through the posts’ sanitiser',
    { timeout: 180_000 },
    async () => {
      const texts = XSS_PAYLOADS.map((payload) => payload.markdown);
      const problem = await saveStatement(
        'statement-hostile',
        texts.map((value, index) => ({ type: index % 2 === 0 ? 'text' : 'constraints', value })),
        XSS_PAYLOADS[0]?.markdown ?? null,
      );
      expect(problem.statement).toHaveLength(XSS_PAYLOADS.length);
      // Each block is exactly what the renderer makes of it (headings moved down a level).
      XSS_PAYLOADS.forEach((payload, index) => {
        const block = problem.statement[index];
        expect(faults(block?.html ?? ''), payload.name).toEqual([]);
        const expected = renderMarkdown(payload.markdown).replace(/<(\/?)h1(?=[\s>])/g, '<$1h2');
        expect(block?.html, payload.name).toBe(expected);
      });
      expect(faults(problem.examples[0]?.explanationHtml ?? '')).toEqual([]);
      expect(problem.examples[0]?.explanationHtml).not.toMatch(/<script/i);
    },
  );
});
