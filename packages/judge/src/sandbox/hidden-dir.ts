/**
 * Folders a box reads files from by name only (test inputs, validator files): traversable but not
 * listable, filled under random names, so a program can open nothing there but what it is handed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Owner may write and traverse, nobody may list (the box's uid is the owner when we are not root). */
export const HIDDEN_DIR_MODE = 0o311;

export function makeHiddenDir(parent: string, prefix: string): string {
  const dir = fs.mkdtempSync(path.join(parent, prefix));
  fs.chmodSync(dir, HIDDEN_DIR_MODE);
  return dir;
}

/** A folder the sandbox user may reach and list, as a box's /box (bubblewrap sets the box up as that user). */
export function makeReachableDir(parent: string, prefix: string): string {
  const dir = fs.mkdtempSync(path.join(parent, prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** A file name nobody can guess. */
export function randomName(suffix: string): string {
  return `${crypto.randomBytes(16).toString('hex')}${suffix}`;
}

/** Removes a hidden folder (making it listable again first, which removal needs). */
export function removeHiddenDir(dir: string): void {
  try {
    fs.chmodSync(dir, 0o755);
  } catch {
    // Already gone.
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Empties a folder a box binds and keeps the folder itself: the box's mount is of this very folder, so a
 * box that serves another submission sees the new files put here, and none of the old.
 */
export function emptyBoundDir(dir: string): void {
  const mode = fs.statSync(dir).mode & 0o777;
  fs.chmodSync(dir, 0o755);
  for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  fs.chmodSync(dir, mode);
}
