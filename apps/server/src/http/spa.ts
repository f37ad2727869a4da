/**
 * Serves the built web app and the uploads folder. Any non-API GET that is not a file gets index.html, so
 * client-side routes work on reload; unknown /api paths answer a JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

export async function installStatic(
  app: FastifyInstance,
  webDistDir: string,
  uploadsDir: string,
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
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDistDir, prefix: '/', wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/uploads/') ||
      request.method !== 'GET'
    ) {
      throw new AppError('NOT_FOUND');
    }
    if (!hasWeb) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run setup` (or `npm run build`) first.');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
  });
}
