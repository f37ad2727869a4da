/**
 * Serves the built web app and the uploads folder. Any non-API GET that is not a file gets index.html, so
 * client-side routes work on reload; unknown /api paths answer a JSON 404. A page people arrive on gets
 * index.html with its screen's files to preload (http/shell-pages.ts), and a public problem's page also the
 * problem's title and statement in its boot shell (http/problem-first-paint.ts).
 *
 * Delivery of the web app: the build writes `.br` and `.gz` copies beside each text asset, and the one
 * the browser accepts is sent (`Content-Encoding`, `Vary: Accept-Encoding`). Files under /assets carry a
 * content hash in their names, so they are cached for a year as immutable; everything else (index.html,
 * the SPA fallback, unhashed files from public/) is `no-cache`, i.e. revalidated by ETag on every use so
 * a new release is seen at once. Every file answer carries an ETag and Last-Modified, so a revalidation is a
 * 304 without a body. Source maps are never served, and a missing /assets file is a 404 rather than
 * index.html (a stale tab asking for an old chunk must fail, not parse HTML as JavaScript). So is a missing
 * file at the top level (/robots.txt, /sitemap.xml, /favicon.ico): no client route has a dot in its first
 * segment, and a crawler must not read the app's HTML as its robots.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { sendJsonBody } from './json-body';
import { problemIdOfPagePath, problemPages, type ProblemPages } from './problem-first-paint';
import { shellPages, type ShellPages } from './shell-pages';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

const ASSETS_PREFIX = '/assets/';
const HTML = 'text/html; charset=utf-8';

function isSourceMap(urlPath: string): boolean {
  return /\.map(\.(br|gz))?$/i.test(urlPath);
}

/** A file name at the top level (`/robots.txt`), which no client route looks like. */
function isTopLevelFile(urlPath: string): boolean {
  return /^\/[^/]*\.[^/]*$/.test(urlPath);
}

export async function installStatic(
  app: FastifyInstance,
  webDistDir: string,
  uploadsDir: string,
  db?: Database,
): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
  });
  const hasWeb = fs.existsSync(path.join(webDistDir, 'index.html'));
  const hashedDir = path.join(webDistDir, ASSETS_PREFIX);
  const shells: ShellPages | null = hasWeb ? shellPages(webDistDir) : null;
  const pages: ProblemPages | null = shells && db ? problemPages(db) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Set per file below; `send` would otherwise add `public, max-age=0` to everything.
      cacheControl: false,
      allowedPath: (pathname) => !isSourceMap(pathname),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(hashedDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/uploads/') ||
      // HEAD asks what GET would answer (link checkers and uptime probes use it).
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      throw new AppError('NOT_FOUND');
    }
    if (url.startsWith(ASSETS_PREFIX) || isSourceMap(url) || isTopLevelFile(url)) {
      return reply.status(404).type('text/plain').header('cache-control', REVALIDATE_CACHE).send('Not found');
    }
    if (!shells) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run setup` (or `npm run build`) first.');
    }
    const shell = shells.pageFor(url);
    const sendShell = () => sendJsonBody(request, reply, shell, 'public', 'lasting', HTML);
    const problemId = pages ? problemIdOfPagePath(url) : null;
    if (pages && problemId) {
      return pages.pageFor(problemId, shell.json).then(
        (page) => (page ? sendJsonBody(request, reply, page, 'public', 'lasting', HTML) : sendShell()),
        // The statement is a head start, never a reason for the page to fail: the app loads it again.
        (error: unknown) => {
          request.log.warn({ err: error, problemId }, 'problem first paint failed');
          return sendShell();
        },
      );
    }
    return sendShell();
  });
}
