/**
 * `npm run bench:discussion` (also part of `npm run bench`): a discussion thread with 500 posts, its
 * first page read through the real app (`GET /api/discussions/{id}`: the opening post and 50 replies to
 * it with the replies under them, as a guest with a browser's Accept-Encoding), on PGlite and PostgreSQL
 * (when TEST_DATABASE_URL is set): server time p50/p99 and the payload's size as sent and raw. Baseline,
 * measured interleaved in the same run: the same read if the page's posts were rendered per request
 * instead of stored with their HTML (docs/rendering.md) — the rendering alone, without the read, so the
 * ratio is a lower bound of what storing the HTML saves.
 * Usage: npm run bench:discussion
 */
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { threadDetailResponseSchema } from '@codeconquer/contracts';
import type { Database } from '../apps/server/src/db/client';
import { discussionPosts, discussionThreads, users } from '../apps/server/src/db/schema';
import { renderMarkdown, renderMarkdownDocument } from '../apps/server/src/rendering/markdown';
import { loadFixtureProblem } from '../apps/server/test/helpers/fixture-problems';
import { benchTargets, onBenchTarget } from './bench-app';
import { percentile, seededRandom } from './seeded-random';

const POSTS = 500;
const AUTHORS = 50;
const READS = 60;
const WARMUP = 10;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

const rng = seededRandom(25);
const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;

/** A post like real ones: prose, sometimes math, sometimes a code block. */
function postText(n: number): string {
  const parts = [`Reply ${n}: I think the trick is to keep a running sum and compare it with **k**.`];
  if (rng.next() < 0.5) parts.push('The bound is $O(n \\log n)$ since each $a_i \\le 10^9$ is sorted once.');
  if (rng.next() < 0.3)
    parts.push(
      '```cpp\n#include <bits/stdc++.h>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << "\\n";\n}\n```',
    );
  if (rng.next() < 0.2)
    parts.push('- first case\n- second case with `long long`\n- third: see [the docs](https://example.com)');
  return parts.join('\n\n');
}

async function seed(db: Database, uploadsDir: string): Promise<{ threadId: string }> {
  await loadFixtureProblem(db, uploadsDir, 'add-two');
  const authors = await db
    .insert(users)
    .values(
      Array.from({ length: AUTHORS }, (_, n) => ({
        name: `Author ${n}`,
        username: `author_${n}`,
        email: `author${n}@example.com`,
        passwordHash: 'x',
        rating: 1200 + n * 20,
      })),
    )
    .returning({ id: users.id });
  const authorOf = (n: number) => authors[n % AUTHORS]?.id ?? null;
  const [thread] = await db
    .insert(discussionThreads)
    .values({ problemId: 'add-two', authorId: authorOf(0), title: 'How to avoid overflow?' })
    .returning({ id: discussionThreads.id });
  if (!thread) throw new Error('no thread');
  const bodies = Array.from({ length: POSTS }, (_, n) => postText(n));
  const rows = bodies.map((body, n) => {
    const { html, solutionCode } = renderMarkdownDocument(body);
    return {
      threadId: thread.id,
      authorId: authorOf(n),
      opening: n === 0,
      body,
      bodyHtml: html,
      solutionCode,
      createdAt: new Date(Date.now() - (POSTS - n) * 60_000),
    };
  });
  const inserted: string[] = [];
  for (let start = 0; start < rows.length; start += 100) {
    const slice = rows.slice(start, start + 100).map((row, offset) => ({
      ...row,
      // A third of the replies answer an earlier reply (one level of nesting).
      parentId:
        start + offset > 1 && rng.next() < 0.33
          ? (inserted[1 + Math.floor(rng.next() * (inserted.length - 1))] ?? null)
          : null,
    }));
    for (const row of await db.insert(discussionPosts).values(slice).returning({ id: discussionPosts.id }))
      inserted.push(row.id);
  }
  await db.update(discussionThreads).set({ replyCount: POSTS - 1 });
  return { threadId: thread.id };
}

for (const target of benchTargets('discussion_bench')) {
  await onBenchTarget(target, async (database, dataDir, openApp) => {
    const { threadId } = await seed(database.db, path.join(dataDir, 'uploads'));
    const app = await openApp();
    const read = () => app.inject({ url: `/api/discussions/${threadId}`, headers: BROWSER });
    for (let n = 0; n < WARMUP; n++) await read();
    const reads: number[] = [];
    const renders: number[] = [];
    let sent = 0;
    let raw = 0;
    let shown: string[] = [];
    let pages = 0;
    for (let n = 0; n < READS; n++) {
      // Interleaved: the read as served, then the rendering it would need without stored HTML.
      const started = performance.now();
      const response = await read();
      reads.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`read answered ${response.statusCode}`);
      sent = response.rawPayload.length;
      const json =
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : response.rawPayload;
      raw = json.length;
      const page = threadDetailResponseSchema.parse(JSON.parse(json.toString('utf8')));
      shown = page.posts.map((post) => post.body);
      pages = page.pages;
      const renderStarted = performance.now();
      for (const body of shown) renderMarkdown(body);
      renders.push(performance.now() - renderStarted);
    }
    const p50 = percentile(reads, 50);
    console.log(
      `\n${target.name}: a thread of ${POSTS} posts (${pages} pages), its first page (${shown.length} posts), ${READS} reads`,
    );
    console.log(`  GET /api/discussions/{id}: p50 ${ms(p50)}, p99 ${ms(percentile(reads, 99))}`);
    console.log(
      `  payload: ${(sent / 1024).toFixed(1)} KiB sent (brotli), ${(raw / 1024).toFixed(1)} KiB raw`,
    );
    const renderP50 = percentile(renders, 50);
    console.log(
      `  baseline, rendering the page's ${shown.length} posts per read instead: p50 ${ms(renderP50)} (${(renderP50 / p50).toFixed(1)}× the whole read)`,
    );
  });
}
