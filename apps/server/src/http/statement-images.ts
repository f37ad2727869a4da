/**
 * Statement images of imported problems (uploads/problems/<slug>/<file>). A package comes from outside,
 * and what we serve from our origin runs with our origin's rights if it is a page or a script. So only
 * images are served, typed by their content, never by their name (an `.png` holding HTML is a 404); an
 * SVG, which may carry script, is sent with a sandboxing CSP and as an attachment, so that opening it
 * directly neither runs it nor renders it as a page of ours (an <img> still shows it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PROBLEM_ID_PATTERN } from '@codeconquer/contracts';
import { detectStatementImageType } from '../lib/image-type';
import { AppError } from '../lib/app-error';

const FILE_NAME = /^[\w][\w.-]{0,200}$/;
/** Statement images are small; a bigger file is not one we put there. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export async function installStatementImages(app: FastifyInstance, uploadsDir: string): Promise<void> {
  const root = path.join(uploadsDir, 'problems');
  app.get<{ Params: { slug: string; file: string } }>(
    '/uploads/problems/:slug/:file',
    async (request, reply) => {
      const { slug, file } = request.params;
      if (!PROBLEM_ID_PATTERN.test(slug) || !FILE_NAME.test(file)) throw new AppError('NOT_FOUND');
      const full = path.join(root, slug, file);
      let bytes: Buffer;
      try {
        const stat = await fs.promises.stat(full);
        if (!stat.isFile() || stat.size > MAX_IMAGE_BYTES) throw new AppError('NOT_FOUND');
        bytes = await fs.promises.readFile(full);
      } catch {
        throw new AppError('NOT_FOUND');
      }
      const type = detectStatementImageType(bytes);
      if (!type) throw new AppError('NOT_FOUND');
      reply.header('content-type', type.mime).header('cache-control', 'no-cache');
      if (type.ext === 'svg')
        reply
          .header('content-security-policy', SVG_POLICY)
          .header('content-disposition', `attachment; filename="${file}"`);
      return reply.send(bytes);
    },
  );
}
