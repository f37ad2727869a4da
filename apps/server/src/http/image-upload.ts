/**
 * Reads the one image file of a multipart upload into memory (the multipart plugin caps its size). Every
 * way a client can get the request wrong answers 4xx with a code: not multipart, no such field, a broken
 * body, a file over the limit (the plugin's 413, mapped by the error handler).
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return false;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

/** Busboy reports malformed bodies as plain errors without a status; those are the client's fault too. */
function asUploadError(error: unknown): unknown {
  return isClientError(error) ? error : new AppError('BAD_REQUEST', 'The upload could not be read.');
}

export async function readImageUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  const missing = () =>
    new AppError('INVALID_IMAGE', `Please choose an image to upload (form field "${field}").`);
  if (!request.isMultipart()) throw missing();
  const part = await request.file().catch((error: unknown) => {
    throw asUploadError(error);
  });
  if (!part) throw missing();
  if (part.fieldname !== field) {
    part.file.resume();
    throw missing();
  }
  return part.toBuffer().catch((error: unknown) => {
    throw asUploadError(error);
  });
}
