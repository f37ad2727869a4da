/**
 * /api/admin/problems: the admin's problem pages (docs/product.md#admin-problems). Registered inside the
 * admin plugin, so its guard (401 to guests, 403 to users) runs before anything here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  STATEMENT_IMAGE_MAX_BYTES,
  adminProblemDetailsSchema,
  adminProblemParamsSchema,
  adminProblemResponseSchema,
  adminProblemsQuerySchema,
  adminProblemsResponseSchema,
  adminTestBodySchema,
  adminTestParamsSchema,
  adminTestResponseSchema,
  adminEditorialResponseSchema,
  editorialResponseSchema,
  saveEditorialBodySchema,
  createAdminProblemBodySchema,
  importLimitsResponseSchema,
  importPackageQuerySchema,
  deleteSolutionQuerySchema,
  rejudgeResponseSchema,
  reorderTestsBodySchema,
  saveSolutionBodySchema,
  statementImageResponseSchema,
  verifyResponseSchema,
} from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../http/current-user';
import { readImageUpload, saveUpload } from '../http/image-upload';
import { AppError } from '../lib/app-error';
import { detectStatementImageType, statementImageName } from '../lib/image-type';
import {
  createProblem,
  getAdminProblem,
  listAdminProblems,
  problemImageDir,
  setProblemDeleted,
  updateProblem,
} from '../admin/admin-problems';
import { importProblemPackage } from '../admin/problem-import';
import { startRejudge } from '../admin/problem-rejudge';
import { deleteSolution, saveSolution, verifySolutions } from '../admin/problem-solutions';
import {
  addTest,
  deleteTest,
  getTestWithTexts,
  reorderTests,
  replaceTest,
  uploadTestsZip,
} from '../admin/problem-tests';
import { getAdminEditorial, saveEditorial } from '../editorials/editorial-store';
import { findAnyProblemRow } from '../problems/problem-queries';
import { loadProblemPackage } from '../problems/problem-export';
import { packageZip } from '../problems/package/write-package';
import { latestRejudge } from '../submissions/problem-rejudge';

/** A typed test may be up to 8 MB of input and 8 MB of answer, as JSON. */
const TEST_BODY_LIMIT = 20 * 1024 * 1024;
/** Packages and tests zips carry a problem's whole test data. */
const ZIP_MAX_BYTES = 256 * 1024 * 1024;

const problemAnswer = { response: { 200: adminProblemResponseSchema } };
const replaceQuerySchema = z.object({
  replace: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const adminProblemRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/',
    { schema: { querystring: adminProblemsQuerySchema, response: { 200: adminProblemsResponseSchema } } },
    async (request) => listAdminProblems(ctx, request.query),
  );

  app.post(
    '/',
    { schema: { body: createAdminProblemBodySchema, response: { 201: adminProblemResponseSchema } } },
    async (request, reply) => {
      const { id, ...details } = request.body;
      return reply.code(201).send({ problem: await createProblem(ctx, currentUser(request), id, details) });
    },
  );

  app.get('/import/limits', { schema: { response: { 200: importLimitsResponseSchema } } }, async () => ({
    maxUploadBytes: ZIP_MAX_BYTES,
    ...ctx.config.zipLimits,
  }));

  app.post(
    '/import',
    { schema: { querystring: importPackageQuerySchema, ...problemAnswer } },
    async (request) => {
      // To disk as it arrives, and unpacked from there: a package is never held whole in memory.
      const upload = await saveUpload(request, 'package', {
        maxBytes: ZIP_MAX_BYTES,
        missing: () => new AppError('INVALID_UPLOAD', 'Please choose a package zip (form field "package").'),
      });
      try {
        return {
          problem: await importProblemPackage(ctx, currentUser(request), upload, {
            replace: request.query.replace,
          }),
        };
      } finally {
        upload.cleanup();
      }
    },
  );

  app.get('/:id', { schema: { params: adminProblemParamsSchema, ...problemAnswer } }, async (request) => ({
    problem: await getAdminProblem(ctx, request.params.id),
  }));

  app.put(
    '/:id',
    { schema: { params: adminProblemParamsSchema, body: adminProblemDetailsSchema, ...problemAnswer } },
    async (request) => ({
      problem: await updateProblem(ctx, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete('/:id', { schema: { params: adminProblemParamsSchema, ...problemAnswer } }, async (request) => ({
    problem: await setProblemDeleted(ctx, currentUser(request), request.params.id, true),
  }));

  app.post(
    '/:id/restore',
    { schema: { params: adminProblemParamsSchema, ...problemAnswer } },
    async (request) => ({
      problem: await setProblemDeleted(ctx, currentUser(request), request.params.id, false),
    }),
  );

  app.get('/:id/export', { schema: { params: adminProblemParamsSchema } }, async (request, reply) => {
    const { pkg, imageBytes } = await loadProblemPackage(
      ctx.db,
      path.join(ctx.config.dataDir, 'uploads'),
      request.params.id,
    );
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${pkg.slug}.zip"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(packageZip(pkg, imageBytes)));
  });

  app.post(
    '/:id/images',
    { schema: { params: adminProblemParamsSchema, response: { 200: statementImageResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      await findAnyProblemRow(ctx.db, id);
      const bytes = await readImageUpload(request, 'image', STATEMENT_IMAGE_MAX_BYTES);
      const type = detectStatementImageType(bytes);
      if (!type) throw new AppError('INVALID_IMAGE', 'Please upload a PNG, JPEG, GIF, WebP or SVG image.');
      const dir = problemImageDir(ctx, id);
      fs.mkdirSync(dir, { recursive: true });
      const file = statementImageName(bytes, type);
      fs.writeFileSync(path.join(dir, file), bytes);
      return { file, markdown: `![](${file})` };
    },
  );

  app.get(
    '/:id/tests/:ordinal',
    { schema: { params: adminTestParamsSchema, response: { 200: adminTestResponseSchema } } },
    async (request) => ({
      test: await getTestWithTexts(ctx, request.params.id, request.params.ordinal),
    }),
  );

  app.post(
    '/:id/tests',
    {
      bodyLimit: TEST_BODY_LIMIT,
      schema: { params: adminProblemParamsSchema, body: adminTestBodySchema, ...problemAnswer },
    },
    async (request) => ({
      problem: await addTest(ctx, currentUser(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/:id/tests',
    { schema: { params: adminProblemParamsSchema, body: reorderTestsBodySchema, ...problemAnswer } },
    async (request) => ({
      problem: await reorderTests(ctx, currentUser(request), request.params.id, request.body.order),
    }),
  );

  app.post(
    '/:id/tests/zip',
    { schema: { params: adminProblemParamsSchema, querystring: replaceQuerySchema, ...problemAnswer } },
    async (request) => {
      const upload = await saveUpload(request, 'tests', {
        maxBytes: ZIP_MAX_BYTES,
        missing: () => new AppError('INVALID_UPLOAD', 'Please choose a zip of tests (form field "tests").'),
      });
      try {
        return {
          problem: await uploadTestsZip(
            ctx,
            currentUser(request),
            request.params.id,
            upload.file,
            request.query.replace,
          ),
        };
      } finally {
        upload.cleanup();
      }
    },
  );

  app.put(
    '/:id/tests/:ordinal',
    {
      bodyLimit: TEST_BODY_LIMIT,
      schema: { params: adminTestParamsSchema, body: adminTestBodySchema, ...problemAnswer },
    },
    async (request) => ({
      problem: await replaceTest(
        ctx,
        currentUser(request),
        request.params.id,
        request.params.ordinal,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:id/tests/:ordinal',
    { schema: { params: adminTestParamsSchema, ...problemAnswer } },
    async (request) => ({
      problem: await deleteTest(ctx, currentUser(request), request.params.id, request.params.ordinal),
    }),
  );

  app.put(
    '/:id/solutions',
    { schema: { params: adminProblemParamsSchema, body: saveSolutionBodySchema, ...problemAnswer } },
    async (request) => ({
      problem: await saveSolution(ctx, currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id/solutions',
    {
      schema: { params: adminProblemParamsSchema, querystring: deleteSolutionQuerySchema, ...problemAnswer },
    },
    async (request) => ({
      problem: await deleteSolution(ctx, currentUser(request), request.params.id, request.query.name),
    }),
  );

  app.post(
    '/:id/verify',
    { schema: { params: adminProblemParamsSchema, response: { 200: verifyResponseSchema } } },
    async (request) => verifySolutions(ctx, app.ctx.judge, request.params.id),
  );

  app.post(
    '/:id/rejudge',
    { schema: { params: adminProblemParamsSchema, response: { 202: rejudgeResponseSchema } } },
    async (request, reply) => {
      const rejudge = await startRejudge(
        ctx,
        app.ctx.judge,
        currentUser(request),
        request.params.id,
        (error) => request.log.error({ err: error }, 'enqueue failed'),
      );
      return reply.code(202).send({ rejudge });
    },
  );

  app.get(
    '/:id/rejudge',
    { schema: { params: adminProblemParamsSchema, response: { 200: rejudgeResponseSchema } } },
    async (request) => {
      await findAnyProblemRow(ctx.db, request.params.id);
      return { rejudge: await latestRejudge(ctx.db, request.params.id) };
    },
  );

  app.get(
    '/:id/editorial',
    { schema: { params: adminProblemParamsSchema, response: { 200: adminEditorialResponseSchema } } },
    async (request) => ({ editorial: await getAdminEditorial(ctx.db, request.params.id) }),
  );

  app.put(
    '/:id/editorial',
    {
      schema: {
        params: adminProblemParamsSchema,
        body: saveEditorialBodySchema,
        response: { 200: editorialResponseSchema },
      },
    },
    async (request) => ({
      editorial: await saveEditorial(ctx, currentUser(request), request.params.id, request.body),
    }),
  );
};
