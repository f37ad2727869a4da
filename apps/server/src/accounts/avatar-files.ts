/** Profile photos on disk: $DATA_DIR/uploads/avatars/<userId>-<random>.<ext>, served under /uploads/. */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServiceContext } from '../core/service-context';
import type { ImageType } from '../lib/image-type';

// Only names this module wrote are ever deleted, whatever the database holds.
const OWN_FILE_NAME = /^[0-9a-f-]{36}-[A-Za-z0-9_-]{16,}\.(png|jpg|gif|webp)$/;

function avatarDir(ctx: ServiceContext): string {
  return path.join(ctx.config.dataDir, 'uploads', 'avatars');
}

export async function writeAvatar(
  ctx: ServiceContext,
  userId: string,
  bytes: Buffer,
  type: ImageType,
): Promise<string> {
  const fileName = `${userId}-${crypto.randomBytes(12).toString('base64url')}.${type.ext}`;
  await fs.mkdir(avatarDir(ctx), { recursive: true });
  await fs.writeFile(path.join(avatarDir(ctx), fileName), bytes, { flag: 'wx' });
  return fileName;
}

export async function deleteAvatar(ctx: ServiceContext, fileName: string | null): Promise<void> {
  if (!fileName || !OWN_FILE_NAME.test(fileName)) return;
  await fs.rm(path.join(avatarDir(ctx), fileName), { force: true });
}
