/**
 * The server renders Markdown in worker threads (rendering/render-pool.ts): the same HTML as the renderer
 * itself, an event loop that keeps turning while a slow text renders, a render over its time limit
 * refused with TEXT_TOO_COMPLEX, and a pool that renders again after ending the slow thread.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMarkdownDocument } from '../../src/rendering/markdown';
import { closeMarkdownRenderer, renderOffThread } from '../../src/rendering/render-pool';
import { renderStoredMarkdown } from '../../src/rendering/stored-html';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';

/** 20 KB of list items, the slowest shape we know (~1 s on two cores). */
const SLOW_TEXT = '- a\n  '.repeat(3000).slice(0, 20_000);

afterAll(async () => {
  await closeMarkdownRenderer();
});

describe('rendering off the event loop', () => {
  it('gives the renderer’s own answers, solution flag included', async () => {
    const texts = [
      ...XSS_PAYLOADS.map(({ markdown }) => markdown),
      'Try this:\n\n```python\nprint(42)\n```\n',
      `${'> '.repeat(5000)}\n\n\`\`\`cpp\nint main() {}\n\`\`\``,
    ];
    const off = [];
    for (const text of texts) off.push(await renderOffThread(text));
    expect(off).toEqual(texts.map((text) => renderMarkdownDocument(text)));
    expect(off.at(-2)?.solutionCode).toBe(true);
    // Shown as its source (too deeply quoted), it still counts as holding a solution.
    expect(off.at(-1)).toMatchObject({
      solutionCode: true,
      html: expect.stringMatching(/^<pre class="markdown-source">/),
    });
  });

  it('keeps the event loop turning while a slow text renders', async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const rendered = await renderOffThread(SLOW_TEXT, { timeLimitMs: 60_000 });
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(rendered.html).toContain('<li>');
    // Rendered on this thread, the loop would stand still for the whole render.
    expect(took).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan(took / 2);
  });

  it('refuses a render over its time limit, then renders the next text', async () => {
    await expect(
      renderOffThread(SLOW_TEXT, { timeLimitMs: 20, threadStartAllowanceMs: 0 }),
    ).rejects.toMatchObject({
      code: 'TEXT_TOO_COMPLEX',
      status: 422,
    });
    await expect(renderOffThread('**still here**')).resolves.toEqual({
      html: '<p><strong>still here</strong></p>',
      solutionCode: false,
    });
  });

  it('shows a stored text too complex to render in time as its escaped source', async () => {
    const text = `<b>"x" & y</b>\n${SLOW_TEXT}`;
    const html = await renderStoredMarkdown(text, { timeLimitMs: 20, threadStartAllowanceMs: 0 });
    expect(html).toMatch(/^<pre class="markdown-source">&lt;b&gt;&quot;x&quot; &amp; y&lt;\/b&gt;\n- a/);
    expect(html).not.toContain('<b>');
    await expect(renderStoredMarkdown('**fine**')).resolves.toBe('<p><strong>fine</strong></p>');
  });

  it('starts a queued text’s time limit when a thread takes it, not when it was queued', async () => {
    // Two threads busy with slow texts for ~1 s each; the third text waits for one of them, then
    // renders in milliseconds, well within a limit shorter than its wait.
    const slow = [
      renderOffThread(SLOW_TEXT, { timeLimitMs: 60_000 }),
      renderOffThread(SLOW_TEXT, { timeLimitMs: 60_000 }),
    ];
    const quick = renderOffThread('quick', { timeLimitMs: 300 });
    await expect(quick).resolves.toMatchObject({ html: '<p>quick</p>' });
    await Promise.all(slow);
  });

  it('lets a command that rendered end when its work does, not when the idle threads would', () => {
    const script = fileURLToPath(new URL('../fixtures/render-and-end.mts', import.meta.url));
    const started = Date.now();
    // The threads idle for 5 minutes: held by them, the command would run into this timeout.
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('<p><em>x</em></p><p><strong>y</strong></p>\n');
    expect(run.status).toBe(0);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 70_000);
});
