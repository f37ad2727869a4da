/**
 * Unpacks an uploaded zip (a problem package, a tests zip) into a temporary folder without ever holding
 * more than a chunk of it in memory or blocking the event loop: yauzl reads the zip's central directory
 * and inflates each entry with Node's zlib streams (the thread pool does the inflating), and every chunk
 * goes to disk as it comes, with back-pressure. What counts against the limits is the bytes that really
 * come out of the inflater, never the sizes the headers claim: a zip may lie (yauzl's
 * `validateEntrySizes` also refuses an entry whose real size differs from its header's, at the first byte
 * too many). Refusals are PackageErrors naming the limit or the fault, with the entry's name inside the
 * zip and never a path of this server (docs/packages.md#zip-limits).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { formatLimitBytes } from '@codeconquer/contracts';
import type { ZipLimits } from '../../config/config';
import { PackageError } from './package-error';

/** The limits an import has when nobody set others: the defaults of IMPORT_MAX_* (config.ts). */
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 1024 * 1024 * 1024,
  maxFileBytes: 256 * 1024 * 1024,
  maxEntries: 10_000,
};

export type UnpackedZip = {
  /** The zip's one top folder when it has one (and it holds problem.yaml), else the unpacked root. */
  dir: string;
  /** The folder everything was unpacked into. */
  root: string;
  /** The name of the zip's one top folder, if everything is inside one. */
  topFolder: string | null;
  cleanup: () => void;
};

/**
 * Counts the bytes that pass and fails the stream once an entry or the whole zip goes over its limit.
 * `counted` is shared by every entry of one zip.
 */
class ByteCounter extends Transform {
  private entryBytes = 0;

  constructor(
    private readonly name: string,
    private readonly limits: ZipLimits,
    private readonly counted: { total: number },
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.entryBytes += chunk.length;
    this.counted.total += chunk.length;
    if (this.entryBytes > this.limits.maxFileBytes)
      return done(
        new PackageError(
          `${this.name} unpacks to more than ${formatLimitBytes(this.limits.maxFileBytes)}, the limit for one file`,
        ),
      );
    if (this.counted.total > this.limits.maxTotalBytes)
      return done(
        new PackageError(
          `the zip unpacks to more than ${formatLimitBytes(this.limits.maxTotalBytes)}, the limit for a whole package`,
        ),
      );
    done(null, chunk);
  }
}

/** yauzl's words for a broken or lying zip, in ours; its messages never hold our paths, but say little. */
function asZipError(error: unknown, entry: string | null): unknown {
  if (error instanceof PackageError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (entry && /too many bytes in the stream|not enough bytes in the stream/.test(message))
    return new PackageError(
      `the zip's headers lie about the size of ${entry}: it does not unpack to the size they give`,
    );
  if (/invalid relative path|absolute path|invalid characters in fileName/.test(message))
    return new PackageError(`the zip holds an unsafe path${entry ? `: ${entry}` : ''}`);
  if (/end of central directory record signature not found|invalid central directory/.test(message))
    return new PackageError('the file is not a zip archive');
  if (/encrypted/.test(message)) return new PackageError('the zip is encrypted');
  if (/unsupported compression method/.test(message))
    return new PackageError(
      `${entry ?? 'an entry'} is compressed in a way we cannot read (only stored and deflated files)`,
    );
  if (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('Z_')
  )
    return new PackageError(`${entry ?? 'an entry'} is damaged: its compressed data do not inflate`);
  return new PackageError(`the zip is damaged${entry ? ` at ${entry}` : ''}`);
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // strictFileNames: a name with a backslash is refused rather than read as a folder separator.
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

/**
 * The next entry, or null at the end; the zip's errors reject. `failed` holds an error the zip emitted
 * while nobody was waiting for an entry (yauzl emits one error at most, then nothing more).
 */
function nextEntry(zip: yauzl.ZipFile, failed: { error: Error | null }): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    if (failed.error) return reject(failed.error);
    const settle = (finish: () => void) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      finish();
    };
    const onEntry = (entry: yauzl.Entry) => settle(() => resolve(entry));
    const onEnd = () => settle(() => resolve(null));
    const onError = (error: Error) => settle(() => reject(error));
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
  });
}

/** Unpacks `zipFile` under a new temporary folder; over a limit, or broken, it throws a PackageError. */
export async function unpackZip(
  zipFile: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<UnpackedZip> {
  const root = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'codeconquer-import-'));
  const cleanup = () => fs.rmSync(root, { recursive: true, force: true });
  let zip: yauzl.ZipFile | null = null;
  let entryName: string | null = null;
  try {
    zip = await openZip(zipFile);
    const failed: { error: Error | null } = { error: null };
    // Always listened to: an 'error' with no listener would take the whole server down.
    zip.on('error', (error: Error) => (failed.error ??= error));
    // The central directory's count is the number of entries yauzl will read: an early, honest refusal.
    if (zip.entryCount > limits.maxEntries) throw tooManyEntries(zip.entryCount, limits);
    const counted = { total: 0 };
    const topFolders = new Set<string>();
    let entries = 0;
    for (let entry = await nextEntry(zip, failed); entry; entry = await nextEntry(zip, failed)) {
      entryName = entry.fileName;
      entries += 1;
      if (entries > limits.maxEntries) throw tooManyEntries(entries, limits);
      // macOS's Archive Utility adds __MACOSX/ beside the folder it zipped: not a second top folder.
      if (!entry.fileName.startsWith('__MACOSX/')) topFolders.add(entry.fileName.split('/')[0] ?? '');
      const target = path.resolve(root, entry.fileName);
      // yauzl refuses absolute and `..` names already; this is the last word on where a file may go.
      if (target !== root && !target.startsWith(root + path.sep))
        throw new PackageError(`the zip holds an unsafe path: ${entry.fileName}`);
      if (entry.fileName.endsWith('/')) {
        await fs.promises.mkdir(target, { recursive: true });
        continue;
      }
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const stream = await openEntry(zip, entry);
      // `wx`: a second entry of the same name is refused rather than overwriting the first.
      await pipeline(
        stream,
        new ByteCounter(entry.fileName, limits, counted),
        fs.createWriteStream(target, { flags: 'wx' }),
      );
    }
    entryName = null;
    const only = topFolders.size === 1 ? [...topFolders][0] : undefined;
    const topFolder =
      only && fs.statSync(path.join(root, only), { throwIfNoEntry: false })?.isDirectory() ? only : null;
    const dir =
      topFolder && fs.existsSync(path.join(root, topFolder, 'problem.yaml'))
        ? path.join(root, topFolder)
        : root;
    return { dir, root, topFolder, cleanup };
  } catch (error) {
    cleanup();
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST')
      throw new PackageError(`the zip holds ${entryName ?? 'a file'} twice`);
    throw asZipError(error, entryName);
  } finally {
    zip?.close();
  }
}

function tooManyEntries(count: number, limits: ZipLimits): PackageError {
  return new PackageError(
    `the zip holds ${count.toLocaleString('en')} entries, more than ${limits.maxEntries.toLocaleString('en')}, the limit for a package`,
  );
}

/** A zip held in memory (tests, the CLI's callers): written to a temporary file, then unpacked. */
export async function unpackZipBytes(
  bytes: Uint8Array,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<UnpackedZip> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'codeconquer-zip-'));
  try {
    const file = path.join(folder, 'upload.zip');
    await fs.promises.writeFile(file, bytes);
    return await unpackZip(file, limits);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
