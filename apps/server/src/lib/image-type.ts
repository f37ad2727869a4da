/**
 * Recognises an image by its first bytes (its "magic number"), never by the client's file name or
 * mimetype, which anyone can set. Only raster formats browsers show: SVG could carry script.
 */
import crypto from 'node:crypto';

export type ImageType = { ext: 'png' | 'jpg' | 'gif' | 'webp'; mime: string };

const ascii = (text: string) => Buffer.from(text, 'latin1');

export function detectImageType(bytes: Buffer): ImageType | null {
  const startsWith = (signature: Buffer, offset = 0) =>
    bytes.length >= offset + signature.length &&
    bytes.subarray(offset, offset + signature.length).equals(signature);
  if (startsWith(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { ext: 'png', mime: 'image/png' };
  if (startsWith(Buffer.from([0xff, 0xd8, 0xff]))) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/**
 * Statement images of imported problem packages may also be SVG (diagrams are): recognised by content,
 * and served so that a script inside cannot run on our origin (see routes/statement-images.ts).
 */
export type StatementImageType = { ext: ImageType['ext'] | 'svg'; mime: string };

export function detectStatementImageType(bytes: Buffer): StatementImageType | null {
  const raster = detectImageType(bytes);
  if (raster) return raster;
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  const svg = /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
  return svg ? { ext: 'svg', mime: 'image/svg+xml' } : null;
}

/**
 * The name a statement image is stored under: its content's SHA-256 (12 hex digits) and its type's
 * extension. The same image is one file however often it is uploaded or imported, a changed image is a new
 * file (a page still showing the old statement never gets the new picture under the old name), and no
 * name a package chose can be unsafe or collide.
 */
export function statementImageName(bytes: Buffer, type: StatementImageType): string {
  return `image-${crypto.hash('sha256', bytes, 'hex').slice(0, 12)}.${type.ext}`;
}
