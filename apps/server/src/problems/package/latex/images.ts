/**
 * The image file a statement names, as problemtools finds it: LaTeX lets `\includegraphics{sample}` leave
 * the extension out, and problemtools then tries `.png`, `.jpg`, `.jpeg`, `.gif` and `.pdf` beside the
 * statement. A browser cannot show a PDF (or EPS) figure: when no image of the same name is beside it,
 * the statement says so instead of showing a broken image.
 */
import path from 'node:path';

const SHOWN = ['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp'];
const NOT_SHOWN = ['.pdf', '.eps', '.ps'];

export type ResolvedImage =
  { kind: 'image'; file: string } | { kind: 'not-shown'; file: string } | { kind: 'missing'; file: string };

/**
 * `files`: the names of the files beside the statement; null when they are not known (then the name is
 * taken as it is).
 */
export function resolveImage(name: string, files: readonly string[] | null): ResolvedImage {
  const wanted = name.trim().replace(/^\.\//, '');
  const extension = path.posix.extname(wanted).toLowerCase();
  const known = SHOWN.includes(extension) || NOT_SHOWN.includes(extension);
  const stem = known ? wanted.slice(0, -extension.length) : wanted;
  if (files === null)
    return NOT_SHOWN.includes(extension)
      ? { kind: 'not-shown', file: wanted }
      : { kind: 'image', file: wanted };

  // File names as the package spells them, found whatever the case of their extension.
  const byLowerCase = new Map(files.map((file) => [file.toLowerCase(), file]));
  const find = (file: string) => byLowerCase.get(file.toLowerCase());
  if (SHOWN.includes(extension)) {
    const found = find(wanted);
    if (found) return { kind: 'image', file: found };
  }
  for (const candidate of SHOWN) {
    const found = find(stem + candidate);
    if (found) return { kind: 'image', file: found };
  }
  const other = find(wanted) ?? NOT_SHOWN.map((candidate) => find(stem + candidate)).find(Boolean);
  return other ? { kind: 'not-shown', file: other } : { kind: 'missing', file: wanted };
}
