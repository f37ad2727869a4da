/**
 * Reads the one file of a multipart upload into memory (or, for big ones, into a temporary file), up to a
 * size the route sets. Every way a client
 * can get the request wrong answers 4xx with a code: not multipart, no such field, a broken body, a file
 * over the limit (the plugin's 413, mapped by the error handler).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
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

export type UploadedFile = { bytes: Buffer; filename: string };

/**
 * The file sent as `field`. `maxBytes` overrides the plugin's default limit (a profile photo's) for
 * routes that take bigger files, such as problem packages. `missing` is the error for no such file.
 */
type UploadOptions = { maxBytes?: number; missing: () => AppError };

/** The multipart part of the file sent as `field`. */
async function uploadPart(
  request: FastifyRequest,
  field: string,
  options: UploadOptions,
): Promise<MultipartFile> {
  if (!request.isMultipart()) throw options.missing();
  const limits = options.maxBytes === undefined ? undefined : { fileSize: options.maxBytes };
  const part = await request.file(limits ? { limits } : undefined).catch((error: unknown) => {
    throw asUploadError(error);
  });
  if (!part) throw options.missing();
  if (part.fieldname !== field) {
    part.file.resume();
    throw options.missing();
  }
  return part;
}

export async function readUpload(
  request: FastifyRequest,
  field: string,
  options: UploadOptions,
): Promise<UploadedFile> {
  const part = await uploadPart(request, field, options);
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw asUploadError(error);
  });
  return { bytes, filename: part.filename };
}

export async function readImageUpload(
  request: FastifyRequest,
  field: string,
  maxBytes?: number,
): Promise<Buffer> {
  const upload = await readUpload(request, field, {
    maxBytes,
    missing: () => new AppError('INVALID_IMAGE', `Please choose an image to upload (form field "${field}").`),
  });
  return upload.bytes;
}

export type SavedUpload = { file: string; filename: string; cleanup: () => void };

/**
 * The file sent as `field`, written to a temporary file as it arrives instead of held in memory (a zip of
 * test data may be hundreds of megabytes). `cleanup` removes it.
 */
export async function saveUpload(
  request: FastifyRequest,
  field: string,
  options: UploadOptions,
): Promise<SavedUpload> {
  const part = await uploadPart(request, field, options);
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'codeconquer-upload-'));
  const cleanup = () => fs.rmSync(folder, { recursive: true, force: true });
  const file = path.join(folder, 'upload');
  try {
    await pipeline(part.file, fs.createWriteStream(file));
  } catch (error) {
    cleanup();
    throw asUploadError(error);
  }
  if (part.file.truncated) {
    cleanup();
    throw new AppError('PAYLOAD_TOO_LARGE');
  }
  return { file, filename: part.filename, cleanup };
}
