/**
 * Statement images of imported problems (uploads/problems/<slug>/<file>). A package comes from outside,
 * and what we serve from our origin runs with our origin's rights if it is a page or a script. So only
 * images are served, typed by their content, never by their name (an `.png` holding HTML is a 404); an
 * SVG, which may carry script, is sent with a sandboxing CSP and as an attachment, so that opening it
 * directly neither runs it nor renders it as a page of ours (an <img> still shows it).
 *
 * An image is the problem's: whoever cannot see the problem (a draft, a deleted problem, a contest-only
 * one before its contest opens it to them) gets the same 404 as for a missing file, so an image cannot
 * leak a statement before its time. A page's <img> sends the session cookie, which says who asks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PROBLEM_ID_PATTERN } from '@codeconquer/contracts';
import { detectStatementImageType } from '../lib/image-type';
import { AppError } from '../lib/app-error';
import { canViewProblem } from '../problems/problem-queries';

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
      const viewer = request.user ? { id: request.user.id, role: request.user.role } : null;
      if (!(await canViewProblem(app.ctx.db, slug, viewer))) throw new AppError('NOT_FOUND');
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
      // Asked again each time (the problem may be hidden later); never kept by a shared cache.
      reply.header('content-type', type.mime).header('cache-control', 'private, no-cache');
      if (type.ext === 'svg')
        reply
          .header('content-security-policy', SVG_POLICY)
          .header('content-disposition', `attachment; filename="${file}"`);
      return reply.send(bytes);
    },
  );
}
