/**
 * Which single-letter names a reviewer accepts, so that the style check only questions the others:
 * - loop indices (`i`, `j`, `k`, and any loop's own counter or element variable), and `l`, `r` for the
 *   ends of a window or an interval;
 * - a character taken from a string (`char c = s[i]`, `c = line.charAt(r) - 'a'`);
 * - the statement's own names (`n`, `m`, `k`, `q`, `t`, arrays `a`, `b`), and any variable read straight
 *   from the input
 *   (`cin >> a`, `scanf("%d", &x)`, `s = input()`, `a, b = map(int, input().split())`,
 *   `c = getchar()`, `w = Integer.parseInt(st.nextToken())`, `x = int(data[pos])`): the statement names them;
 * - parameters, whose meaning the function's name and the call give (comparators' `a, b`, `find(x)`);
 * - the conventional letters of graphs and geometry: `u`, `v` for vertices, `w` for an edge's weight,
 *   `x`, `y`, `z` for coordinates.
 * A single-letter name holding anything else (`s` for a running sum, `g` for a graph, `d` for
 * distances) is worth a descriptive name.
 */
import type { Declaration } from './syntax/names';
import type { Program } from './syntax/program';
import { identifiersIn } from './syntax/queries';
import type { SyntaxNode } from './syntax/tree';

const INDEX_NAMES = new Set(['i', 'j', 'k', 'l', 'r']);
const STATEMENT_NAMES = new Set(['n', 'm', 'k', 'q', 't', 'a', 'b', '_']);
const DOMAIN_NAMES = new Set(['u', 'v', 'w', 'x', 'y', 'z']);

/** A call that reads input: the value it gives comes from the statement's input. */
const INPUT_CALL =
  /\b(input|raw_input|readline|readLine|read|readInt|readLong|nextInt|nextLong|nextDouble|nextLine|next|nextToken|parseInt|parseLong|parseDouble|readAllBytes|getchar|getchar_unlocked|getc|fgetc|fread)\s*\(/;

const SUBSCRIPTS = new Set(['subscript', 'subscript_expression', 'array_access']);
const WRITES = new Set([
  'assignment',
  'assignment_expression',
  'augmented_assignment',
  'init_declarator',
  'variable_declarator',
]);

/** The single-letter names among `declared` that a reviewer would not ask to rename. */
export function acceptedShortNames(program: Program, declared: Declaration[]): Set<string> {
  const accepted = new Set([...INDEX_NAMES, ...STATEMENT_NAMES, ...DOMAIN_NAMES]);
  for (const name of loopVariables(program)) accepted.add(name);
  for (const name of namesReadFromInput(program)) accepted.add(name);
  for (const name of charactersOfStrings(program)) accepted.add(name);
  for (const declaration of declared) if (declaration.kind === 'parameter') accepted.add(declaration.name);
  return accepted;
}

/** Names that a loop header updates or binds (`for (i = 0; …; i++)` with `i` declared earlier, `for x in …`). */
function loopVariables(program: Program): Set<string> {
  const names = new Set<string>();
  for (const loop of program.root.findAll(new Set([...program.syntax.loops, 'for_in_clause']))) {
    for (const update of loop.childrenOf('update')) for (const name of identifiersIn(update)) names.add(name);
    for (const field of ['left', 'declarator', 'name'])
      for (const name of identifiersIn(loop.child(field))) names.add(name);
  }
  return names;
}

/**
 * Variables given a value read from the input: by a stream (`cin >> a >> b`), by scanf's `&x`, by a call
 * that reads (`input()`, `nextInt()`, `getchar()`, a `read()` helper), or by a token of input read earlier
 * (`data = sys.stdin.read().split()` then `x = int(data[pos])`).
 */
export function namesReadFromInput(program: Program): Set<string> {
  const names = new Set<string>();
  for (const node of program.root.descendants()) {
    if (/^(std::)?cin\s*>>/.test(node.text) && /binary_expression|shift/.test(node.type))
      for (const name of identifiersIn(node)) if (name !== 'cin' && name !== 'std') names.add(name);
    if (program.isCall(node) && /scanf$/.test(program.callInfo(node).name))
      for (const arg of program.callInfo(node).args.slice(1))
        for (const name of identifiersIn(arg)) names.add(name);
  }
  // Assignments, and Python loops binding each token of an input list (`for tok in data:`).
  const bindings = program.root.findAll(
    new Set([...WRITES, ...(program.language === 'python' ? ['for_statement', 'for_in_clause'] : [])]),
  );
  const writes = bindings.map((write) => ({
    target: write.child('left') ?? write.child('declarator') ?? write.child('name'),
    value: write.child('right') ?? write.child('value'),
  }));
  // A value read from input, a copy of a holder (`string s = buf`), or one of its tokens (`data[pos]`);
  // arithmetic on numbers read (`r = n - 1`) is computed, not read.
  const readsInput = (value: SyntaxNode | undefined): boolean =>
    !!value &&
    (INPUT_CALL.test(value.text) ||
      holders.has(value.text.trim()) ||
      [...holders].some((name) => new RegExp(`\\b${name}\\s*\\[`).test(value.text)));
  // A collection filled element by element (`for (auto &x : h) scanf("%d", &x)`) holds input too.
  for (const loop of program.root.findAll(new Set(['for_range_loop', 'enhanced_for_statement']))) {
    const element = identifiersIn(loop.child('declarator') ?? loop.child('name'));
    const collection = loop.child('right') ?? loop.child('value');
    if (collection?.type === 'identifier' && [...element].some((name) => names.has(name)))
      names.add(collection.text);
  }
  // Names holding input read earlier (`data`, `tokens`, `it = iter(...)`, a scanf buffer): two passes
  // follow one hop.
  const holders = new Set<string>(names);
  for (let pass = 0; pass < 2; pass += 1)
    for (const { target, value } of writes)
      if (target && readsInput(value)) for (const name of targetNames(target, true)) holders.add(name);
  return holders;
}

/** Variables declared `char`, or given one element of a string (`c = s[i]`, `c = line[pos]`). */
function charactersOfStrings(program: Program): Set<string> {
  const names = new Set<string>();
  for (const write of program.root.findAll(WRITES)) {
    const target = write.child('left') ?? write.child('declarator') ?? write.child('name');
    const value = write.child('right') ?? write.child('value');
    const declaredChar = /^(unsigned\s+)?char\b/.test(write.parent?.child('type')?.text ?? '');
    // `s[i]`, or a letter's index `s[r] - 'a'`
    const element = value && (SUBSCRIPTS.has(value.type) ? value : value.findAll(SUBSCRIPTS)[0]);
    const isElement = element !== undefined && (element === value || /'.'/.test(value?.text ?? ''));
    const base = isElement ? element.namedChildren[0] : undefined;
    const fromString = base !== undefined && program.containerOf(base) === 'string';
    const fromCharAt = /\.\s*charAt\s*\(/.test(value?.text ?? '');
    if (target && (declaredChar || fromString || fromCharAt))
      for (const name of targetNames(target)) names.add(name);
  }
  return names;
}

/**
 * The names a write assigns: `a`, `a, b` (Python), `x` in `int x = …`; with `elements`, also the array an
 * element is written into (`h` in `h[i] = readInt()`), never the indices.
 */
function targetNames(target: SyntaxNode, elements = false): string[] {
  if (target.type === 'identifier') return [target.text];
  if (elements && SUBSCRIPTS.has(target.type)) {
    const base = target.namedChildren[0];
    return base?.type === 'identifier' ? [base.text] : [];
  }
  if (/pattern_list|tuple|expression_list/.test(target.type))
    return target.namedChildren.filter((child) => child.type === 'identifier').map((child) => child.text);
  if (/declarator/.test(target.type)) {
    const inner = target.child('declarator') ?? target.namedChildren[0];
    return inner ? targetNames(inner) : [];
  }
  return [];
}
