/**
 * Style metrics and the issues they raise: naming (single-letter names outside loop counters, names
 * against the language's case convention), long functions, deep nesting, magic numbers, unused
 * variables and long lines. The metrics feed the readability score; the issues are shown to the user.
 */
import type { LanguageId } from '@codeconquer/contracts';
import { isSelfExplanatory } from './magic-numbers';
import { acceptedShortNames, namesReadFromInput } from './short-names';
import { declarations, type Declaration } from './syntax/names';
import type { Program } from './syntax/program';
import { identifiersIn, numericValue } from './syntax/queries';
import type { SyntaxNode } from './syntax/tree';

export const MAX_FUNCTION_LINES = 40;
export const MAX_NESTING = 4;
export const MAX_LINE_LENGTH = 100;

export type StyleMetrics = {
  lines: number;
  codeLines: number;
  commentLines: number;
  longLines: number[];
  longFunctions: { name: string; lines: number; line: number }[];
  maxNesting: number;
  deepestNestingLine: number;
  magicNumbers: { text: string; line: number }[];
  shortNames: string[];
  conventionViolations: string[];
  mixedCase: boolean;
  /** A camelCase and a snake_case name of the same C/C++ program, when it mixes the two. */
  mixedCaseExamples?: [string, string];
  unusedVariables: string[];
  declaredNames: number;
};

export type StyleReport = { metrics: StyleMetrics; issues: string[] };

export function checkStyle(program: Program): StyleReport {
  const declared = declarations(program);
  const metrics: StyleMetrics = {
    ...lineMetrics(program),
    longFunctions: longFunctions(program),
    ...nesting(program),
    magicNumbers: magicNumbers(program),
    shortNames: shortNames(program, declared),
    ...namingConvention(program.language, declared),
    unusedVariables: unusedVariables(program, declared),
    declaredNames: new Set(declared.map((d) => d.name)).size,
  };
  return { metrics, issues: describe(metrics, program.language) };
}

function describe(metrics: StyleMetrics, language: LanguageId): string[] {
  const issues: string[] = [];
  if (metrics.shortNames.length > 0)
    issues.push(
      `Single-letter names for computed values: ${list(metrics.shortNames)}. Descriptive names (count, total, left) say what a value means.`,
    );
  if (metrics.conventionViolations.length > 0)
    issues.push(conventionMessage(language, metrics.conventionViolations));
  if (metrics.mixedCaseExamples) {
    const [camel, snake] = metrics.mixedCaseExamples;
    issues.push(
      `Names mix camelCase ('${camel}') and snake_case ('${snake}'): pick one style and keep to it.`,
    );
  }
  for (const fn of metrics.longFunctions)
    issues.push(
      `Function '${fn.name}' (line ${fn.line}) is ${fn.lines} lines long: split it into helpers of at most ${MAX_FUNCTION_LINES} lines.`,
    );
  if (metrics.maxNesting > MAX_NESTING)
    issues.push(
      `Code is nested ${metrics.maxNesting} levels deep (line ${metrics.deepestNestingLine}): early returns, 'continue' or a helper function flatten it.`,
    );
  if (metrics.magicNumbers.length > 0) {
    const shown = metrics.magicNumbers.slice(0, 3).map((m) => `${m.text} (line ${m.line})`);
    issues.push(`Magic numbers ${shown.join(', ')}: give them names as constants.`);
  }
  if (metrics.unusedVariables.length > 0)
    issues.push(`Unused variables: ${list(metrics.unusedVariables)}. Remove them or use them.`);
  if (metrics.longLines.length > 0)
    issues.push(
      `${metrics.longLines.length} line(s) longer than ${MAX_LINE_LENGTH} characters (line ${metrics.longLines.slice(0, 3).join(', ')}): wrap them.`,
    );
  return issues;
}

function list(names: string[]): string {
  const shown = names.slice(0, 5).map((name) => `'${name}'`);
  return names.length > 5 ? `${shown.join(', ')} and ${names.length - 5} more` : shown.join(', ');
}

function conventionMessage(language: LanguageId, names: string[]): string {
  if (language === 'python')
    return `Python names use snake_case for variables and functions and PascalCase for classes: ${list(names)}.`;
  return `Java names use camelCase for variables and methods, PascalCase for classes and UPPER_SNAKE_CASE for constants: ${list(names)}.`;
}

function lineMetrics(
  program: Program,
): Pick<StyleMetrics, 'lines' | 'codeLines' | 'commentLines' | 'longLines'> {
  const lines = program.tree.source.split('\n');
  const commentRows = new Set<number>();
  for (const node of program.root.findAll(program.syntax.comments)) {
    for (let row = node.startRow; row <= node.endRow; row += 1) commentRows.add(row);
  }
  // Python docstrings document like comments do.
  for (const node of program.root.descendants()) {
    if (
      node.type === 'expression_statement' &&
      node.namedChildren.length === 1 &&
      node.namedChildren[0]?.type === 'string'
    )
      for (let row = node.startRow; row <= node.endRow; row += 1) commentRows.add(row);
  }
  const nonBlank = lines.map((line, row) => ({ line, row })).filter(({ line }) => line.trim() !== '');
  return {
    lines: nonBlank.length,
    codeLines: nonBlank.filter(({ row }) => !commentRows.has(row)).length,
    commentLines: nonBlank.filter(({ row }) => commentRows.has(row)).length,
    longLines: lines.flatMap((line, row) => (line.length > MAX_LINE_LENGTH ? [row + 1] : [])),
  };
}

function longFunctions(program: Program): StyleMetrics['longFunctions'] {
  return program.functions
    .map((fn) => ({
      name: fn.name,
      lines: fn.node.endRow - fn.node.startRow + 1,
      line: fn.node.startRow + 1,
    }))
    .filter((fn) => fn.lines > MAX_FUNCTION_LINES);
}

function nesting(program: Program): Pick<StyleMetrics, 'maxNesting' | 'deepestNestingLine'> {
  let maxNesting = 0;
  let deepestNestingLine = 0;
  for (const node of program.root.descendants()) {
    if (!program.syntax.nesting.has(node.type) || isElseIf(node)) continue;
    let depth = 1;
    for (let outer = node.parent; outer && !program.syntax.functions.has(outer.type); outer = outer.parent) {
      if (program.syntax.nesting.has(outer.type) && !isElseIf(outer)) depth += 1;
    }
    if (depth > maxNesting) {
      maxNesting = depth;
      deepestNestingLine = node.startRow + 1;
    }
  }
  return { maxNesting, deepestNestingLine };
}

/** `else if` continues a chain rather than nesting a level deeper. */
function isElseIf(node: SyntaxNode): boolean {
  return (
    node.type === 'if_statement' && (node.parent?.type === 'else_clause' || node.field === 'alternative')
  );
}

function magicNumbers(program: Program): StyleMetrics['magicNumbers'] {
  const found: StyleMetrics['magicNumbers'] = [];
  const seen = new Set<string>();
  for (const node of program.root.descendants()) {
    if (program.syntax.literals.get(node.type) !== 'number') continue;
    const value = numericValue(node, program.syntax);
    if (value === undefined || isSelfExplanatory(node, program) || seen.has(node.text)) continue;
    if (
      isConstantDefinition(node, program) ||
      node.closest((n) => /case_statement|switch_label|switch_case/.test(n.type))
    )
      continue;
    seen.add(node.text);
    found.push({ text: node.text, line: node.startRow + 1 });
  }
  return found;
}

/** A literal that is itself the value of a named constant (`const int MOD = …`, `MOD = 10**9 + 7`). */
function isConstantDefinition(node: SyntaxNode, program: Program): boolean {
  const definition = node.closest((n) =>
    /^(preproc_def|declaration|field_declaration|local_variable_declaration|assignment|expression_statement)$/.test(
      n.type,
    ),
  );
  if (!definition) return false;
  if (definition.type === 'preproc_def') return true;
  const head = definition.text.split('=')[0] ?? '';
  if (/\b(const|constexpr|final)\b/.test(head)) return true;
  const names = [...identifiersIn(definition.child('left') ?? definition.child('declarator'))];
  return (
    program.language === 'python' && names.length > 0 && names.every((name) => /^[A-Z][A-Z0-9_]*$/.test(name))
  );
}

function shortNames(program: Program, declared: Declaration[]): string[] {
  const accepted = acceptedShortNames(program, declared);
  const names = declared
    .filter(
      (d) =>
        d.name.length === 1 &&
        d.role === 'plain' &&
        (d.kind === 'variable' || d.kind === 'field') &&
        !accepted.has(d.name),
    )
    .map((d) => d.name);
  return [...new Set(names)];
}

function namingConvention(
  language: LanguageId,
  declared: Declaration[],
): Pick<StyleMetrics, 'conventionViolations' | 'mixedCase' | 'mixedCaseExamples'> {
  const camel = /^[a-z]+[A-Z]/;
  // Words joined by underscores; a trailing underscore (`parent_`, avoiding a clash) joins nothing.
  const snake = /^[a-z]+(_[a-z0-9]+)+$/;
  const violations = new Set<string>();
  if (language === 'python') {
    for (const d of declared) {
      if (d.kind === 'class' && !/^[A-Z]/.test(d.name)) violations.add(d.name);
      if (
        (d.kind === 'variable' || d.kind === 'parameter' || (d.kind === 'function' && !d.isMethod)) &&
        camel.test(d.name)
      )
        violations.add(d.name);
    }
    return { conventionViolations: [...violations], mixedCase: false };
  }
  if (language === 'java') {
    for (const d of declared) {
      if (d.kind === 'class' && !/^[A-Z]/.test(d.name)) violations.add(d.name);
      if (d.kind !== 'class' && d.kind !== 'constant' && /_/.test(d.name) && d.name !== '_')
        violations.add(d.name);
    }
    return { conventionViolations: [...violations], mixedCase: false };
  }
  // C and C++ have no one convention; mixing two in one file is the issue.
  const multiWord = declared.filter((d) => d.kind !== 'constant' && d.kind !== 'class');
  const camelName = multiWord.find((d) => camel.test(d.name))?.name;
  const snakeName = multiWord.find((d) => snake.test(d.name))?.name;
  if (camelName === undefined || snakeName === undefined)
    return { conventionViolations: [], mixedCase: false };
  return { conventionViolations: [], mixedCase: true, mixedCaseExamples: [camelName, snakeName] };
}

function unusedVariables(program: Program, declared: Declaration[]): string[] {
  const unused = new Set<string>();
  const readFromInput = namesReadFromInput(program);
  const usesIn = new Map<SyntaxNode, Map<string, number>>();
  const countUses = (scope: SyntaxNode): Map<string, number> => {
    let counts = usesIn.get(scope);
    if (!counts) {
      counts = new Map();
      for (const node of scope.descendants())
        if (node.type === 'identifier') counts.set(node.text, (counts.get(node.text) ?? 0) + 1);
      usesIn.set(scope, counts);
    }
    return counts;
  };
  for (const d of declared) {
    // A value read only to get past it in the input (`n, t = map(int, input().split())`) cannot be removed.
    if (d.kind !== 'variable' || d.role !== 'plain' || d.name.startsWith('_') || readFromInput.has(d.name))
      continue;
    // Python scopes are loose (a module-level name may be read in any function): count program-wide there.
    const scope = program.language === 'python' ? program.root : d.scope;
    if ((countUses(scope).get(d.name) ?? 0) <= 1) unused.add(d.name);
  }
  return [...unused];
}
