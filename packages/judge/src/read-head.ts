import fs from 'node:fs';

/** The first `bytes` of a file as UTF-8 (a partial character at the cut is replaced); '' if unreadable. */
export function readHead(file: string, bytes: number): string {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const read = fs.readSync(fd, buffer, 0, bytes, 0);
      return buffer.subarray(0, read).toString('utf8');
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return '';
  }
}
