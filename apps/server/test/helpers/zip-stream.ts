/**
 * Builds zips for the import-limit tests: a file's content comes from a stream of chunks, deflated by
 * zlib as it comes (a 300 MB test is never held whole), and the headers may be told to lie about its size.
 * The container is written here, by the book (APPNOTE 4.3.7 local headers, 4.3.12 central directory,
 * 4.3.16 end record), because no zip writer would write a lying header.
 */
import zlib from 'node:zlib';

export type ZipSource = {
  name: string;
  /** The content, chunk by chunk. */
  chunks: () => Iterable<Buffer>;
  /** The uncompressed size the headers claim; the real one when left out. */
  claimedSize?: number;
};

async function deflated(chunks: Iterable<Buffer>): Promise<{ data: Buffer; size: number; crc: number }> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let size = 0;
  let crc = 0;
  for (const chunk of chunks) {
    size += chunk.length;
    crc = zlib.crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { data: Buffer.concat(out), size, crc };
}

/** A zip of `sources`, each deflated. */
export async function zipOf(sources: ZipSource[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const source of sources) {
    const { data, size, crc } = await deflated(source.chunks());
    const name = Buffer.from(source.name);
    const claimed = source.claimedSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(claimed, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    central.push(record, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(sources.length, 8);
  end.writeUInt16LE(sources.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** `megabytes` MiB of one repeated character, a MiB at a time: as compressible as content gets. */
export function* repeated(megabytes: number, char = '7'): Iterable<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, char);
  for (let i = 0; i < megabytes; i += 1) yield chunk;
}

/** A small text file's content. */
export const text = (content: string) => () => [Buffer.from(content)];
