/**
 * Loads tree-sitter (WASM) and the four grammars shipped inside their npm packages, once and lazily, and
 * turns a parse into a plain JavaScript tree. The WASM tree is freed straight away, so the analysers work
 * on ordinary objects and nothing leaks on the WASM heap whatever they throw.
 */
import { createRequire } from 'node:module';
import type { LanguageId } from '@codeconquer/contracts';
import { Language, Parser, type TreeCursor } from 'web-tree-sitter';
import { SyntaxNode, SyntaxTree } from './tree';

const require = createRequire(import.meta.url);

/** Each grammar package ships its .wasm at its root (built by the grammar's own tree-sitter CLI). */
const GRAMMAR_FILES: Record<LanguageId, string> = {
  c: 'tree-sitter-c/tree-sitter-c.wasm',
  cpp: 'tree-sitter-cpp/tree-sitter-cpp.wasm',
  java: 'tree-sitter-java/tree-sitter-java.wasm',
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  pypy: 'tree-sitter-python/tree-sitter-python.wasm',
};

let runtimeReady: Promise<void> | undefined;
const parsers = new Map<LanguageId, Promise<Parser>>();

function initRuntime(): Promise<void> {
  runtimeReady ??= Parser.init();
  return runtimeReady;
}

async function createParser(language: LanguageId): Promise<Parser> {
  await initRuntime();
  const grammar = await Language.load(require.resolve(GRAMMAR_FILES[language]));
  const parser = new Parser();
  parser.setLanguage(grammar);
  return parser;
}

/** One parser per language, created on first use. A failed load is forgotten so that a later call retries. */
function parserFor(language: LanguageId): Promise<Parser> {
  let parser = parsers.get(language);
  if (!parser) {
    parser = createParser(language);
    parsers.set(language, parser);
    parser.catch(() => parsers.delete(language));
  }
  return parser;
}

/** Parses `code` (tree-sitter recovers from syntax errors, so this always yields a tree). */
export async function parse(code: string, requested: LanguageId): Promise<SyntaxTree> {
  // PyPy runs Python 3: the same grammar, and every rule that knows Python applies.
  const language: LanguageId = requested === 'pypy' ? 'python' : requested;
  const parser = await parserFor(language);
  // Parsing is synchronous, so no other call can use this parser between parse() and delete().
  const tree = parser.parse(code);
  if (!tree) throw new Error(`tree-sitter returned no tree for ${language}`);
  try {
    const cursor = tree.walk();
    try {
      return new SyntaxTree(code, language, copyTree(cursor, code));
    } finally {
      cursor.delete();
    }
  } finally {
    tree.delete();
  }
}

/** Copies the tree under the cursor's current node, iteratively (deep ASTs must not blow the stack). */
function copyTree(cursor: TreeCursor, source: string): SyntaxNode {
  const root = nodeAtCursor(cursor, null, source);
  let current = root;
  let depth = 0;
  for (;;) {
    if (cursor.gotoFirstChild()) {
      depth += 1;
      current = nodeAtCursor(cursor, current, source);
      continue;
    }
    while (!cursor.gotoNextSibling()) {
      if (depth === 0 || !cursor.gotoParent()) return root;
      depth -= 1;
      current = current.parent ?? root;
    }
    current = nodeAtCursor(cursor, current.parent, source);
  }
}

function nodeAtCursor(cursor: TreeCursor, parent: SyntaxNode | null, source: string): SyntaxNode {
  const node = new SyntaxNode({
    source,
    type: cursor.nodeType,
    named: cursor.nodeIsNamed,
    missing: cursor.nodeIsMissing,
    field: cursor.currentFieldName,
    startIndex: cursor.startIndex,
    endIndex: cursor.endIndex,
    startRow: cursor.startPosition.row,
    endRow: cursor.endPosition.row,
    parent,
  });
  parent?.children.push(node);
  return node;
}
