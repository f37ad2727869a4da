/**
 * A package's YAML files (problem.yaml, testdata.yaml) read as data, where every way the text can be
 * wrong is a PackageError naming the file and the line: a syntax error, or an alias bomb ("billion
 * laughs": a few lines of anchors and aliases that expand to billions of nodes). The `yaml` library
 * refuses the bomb itself, before expanding it, once aliases would be resolved more than
 * `MAX_ALIAS_COUNT` times; we only give its refusal a file and a line.
 */
import { LineCounter, parseDocument, visit, type Document } from 'yaml';
import { PackageError } from './package-error';

/** The `yaml` library's own default; problem.yaml files use a handful of aliases at most. */
const MAX_ALIAS_COUNT = 100;

/** The line of the document's first alias: where an alias bomb starts going off. */
function firstAliasLine(doc: Document, lines: LineCounter): number | null {
  let line: number | null = null;
  visit(doc, {
    Alias(_key, node) {
      if (node.range) line = lines.linePos(node.range[0]).line;
      return visit.BREAK;
    },
  });
  return line;
}

/** `text` (the contents of `file`, named as in the package) parsed; an empty file is `{}`. */
export function parsePackageYaml(text: string, file: string): unknown {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const [error] = doc.errors;
  if (error) {
    const line = error.linePos?.[0].line;
    // The library's message ends with " at line L, column C:" and the text around it: we say the line.
    const what = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    throw new PackageError(`${file}${line ? ` line ${line}` : ''}: YAML syntax error: ${what}`);
  }
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) ?? {};
  } catch (caught) {
    if (!(caught instanceof ReferenceError)) throw caught;
    const line = firstAliasLine(doc, lines);
    const at = `${file}${line ? ` line ${line}` : ''}`;
    if (/excessive alias count/i.test(caught.message))
      throw new PackageError(
        `${at}: its aliases expand too far (more than ${MAX_ALIAS_COUNT} resolutions: an alias bomb?)`,
      );
    throw new PackageError(`${at}: YAML error: ${caught.message}`);
  }
}
