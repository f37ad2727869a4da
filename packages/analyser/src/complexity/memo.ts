/**
 * Memoisation recognised by use, whatever the table is called or made of (a dict, a HashMap, an
 * unordered_map or map, an array or vector of any rank): a table keyed by the function's parameters that
 * the function reads before it calls itself (`if (memo.count(key))`, `if dp[i][j] != -1`, `(i, j) in seen`)
 * and writes after (`memo[key] = result`, `known.put(n, total)`, `return dp[i] = …`). A table written
 * before the self-calls is a visit mark, not a memo. Python's `@cache`/`@lru_cache` decorators memoise by
 * every parameter. The answer is the memo's dimensions: how many parameters its key is made of, which
 * bounds the number of states at n^d.
 */
import type { FunctionInfo, Program } from '../syntax/program';
import { identifiersIn } from '../syntax/queries';
import type { SyntaxNode } from '../syntax/tree';

const SUBSCRIPT_TYPES = new Set(['subscript', 'subscript_expression', 'array_access']);
const LOOKUPS = /^(get|getOrDefault|containsKey|count|find|contains|has|at)$/;
const STORES = /^(put|insert|emplace|insert_or_assign|set|setdefault|putIfAbsent)$/;
/** More dimensions than this would be an unusual memo; the estimate caps it. */
const MAX_DIMENSIONS = 3;

type Access = { table: string; keyParams: Set<string>; at: number; write: boolean };

/** 0 when `fn` is not memoised, else the number of parameters its memo is keyed by. */
export function memoDimensions(fn: FunctionInfo, selfCalls: SyntaxNode[], program: Program): number {
  if (fn.decorators.some((decorator) => /\b(lru_cache|cache)\b/.test(decorator)))
    return Math.min(MAX_DIMENSIONS, Math.max(1, fn.params.length));
  if (!fn.body || selfCalls.length === 0) return 0;
  const firstCall = Math.min(...selfCalls.map((call) => call.startIndex));
  const lastCall = Math.max(...selfCalls.map((call) => call.startIndex));
  const accesses = tableAccesses(fn, program);
  let dimensions = 0;
  for (const read of accesses) {
    if (read.write || read.at > lastCall || read.keyParams.size === 0) continue;
    const writtenAfter = accesses.some(
      (write) =>
        write.write &&
        write.table === read.table &&
        write.at > firstCall &&
        [...read.keyParams].every((name) => write.keyParams.has(name)),
    );
    if (writtenAfter) dimensions = Math.max(dimensions, read.keyParams.size);
  }
  return Math.min(MAX_DIMENSIONS, dimensions);
}

/** Every read or write of a table in `fn`'s own body, with the parameters its key is made of. */
function tableAccesses(fn: FunctionInfo, program: Program): Access[] {
  const body = fn.body as SyntaxNode;
  const { functions, lambdas } = program.syntax;
  const nested = (node: SyntaxNode): boolean => functions.has(node.type) || lambdas.has(node.type);
  const keyParams = (keys: SyntaxNode[]): Set<string> => parametersBehind(keys, fn, body);
  const accesses: Access[] = [];
  for (const node of body.findAll(new Set([...program.syntax.calls, 'comparison_operator']), nested)) {
    if (node.type === 'comparison_operator') {
      // `(i, j) in memo`, `key not in memo`
      const [key, table] = [node.namedChildren[0], node.namedChildren[node.namedChildren.length - 1]];
      if (!/\bin\b/.test(node.text) || !key || !table || key === table) continue;
      const name = tableName(table);
      if (name)
        accesses.push({ table: name, keyParams: keyParams([key]), at: node.startIndex, write: false });
      continue;
    }
    const call = program.callInfo(node);
    const name = call.receiver === undefined ? undefined : tableName(call.receiver);
    if (!name || call.args.length === 0) continue;
    const write = STORES.test(call.name);
    if (!write && !LOOKUPS.test(call.name)) continue;
    const key = write && call.args.length > 1 ? call.args.slice(0, -1) : call.args.slice(0, 1);
    accesses.push({
      table: name,
      keyParams: keyParams(key),
      at: write ? node.endIndex : node.startIndex,
      write,
    });
  }
  for (const node of body.findAll(SUBSCRIPT_TYPES, nested)) {
    if (node.parent && SUBSCRIPT_TYPES.has(node.parent.type) && baseOf(node.parent) === node) continue;
    const indices: SyntaxNode[] = [];
    let base: SyntaxNode | undefined = node;
    while (base && SUBSCRIPT_TYPES.has(base.type)) {
      indices.push(...base.namedChildren.filter((child) => child !== baseOf(base as SyntaxNode)));
      base = baseOf(base);
    }
    const name = base && tableName(base);
    if (!name) continue;
    const assigned = node.parent && /assignment/.test(node.parent.type) && node.parent.child('left') === node;
    // `int &res = dp[i][j]; if (res != -1) return res; … res = best;` reads and writes through a reference.
    const byReference = /^(?:auto|[\w:<>]+)\s*&\s*\w+\s*=/.test(node.parent?.parent?.text ?? '');
    // A write happens once its value is computed: `memo[k] = f(k - 1) + f(k - 2)` writes after the calls.
    const at = assigned ? (node.parent as SyntaxNode).endIndex : node.startIndex;
    const access = { table: name, keyParams: keyParams(indices), at };
    accesses.push({ ...access, write: !!assigned });
    if (byReference) accesses.push({ ...access, at: body.endIndex, write: true });
  }
  return accesses;
}

function baseOf(subscript: SyntaxNode): SyntaxNode | undefined {
  return (
    subscript.child('value') ??
    subscript.child('argument') ??
    subscript.child('array') ??
    subscript.namedChildren[0]
  );
}

/** `memo`, `this.memo`, `self.memo` → `memo`; anything else is not a table by name. */
function tableName(node: SyntaxNode | string): string | undefined {
  const text = typeof node === 'string' ? node : node.text;
  return /^(?:(?:this|self)\s*\.\s*)?([A-Za-z_]\w*)$/.exec(text.trim())?.[1];
}

/**
 * The parameters a key is computed from, directly (`dp[i][j]`, `(i, j)`) or through a local computed from
 * them (`key = r * cols + c`).
 */
function parametersBehind(keys: SyntaxNode[], fn: FunctionInfo, body: SyntaxNode): Set<string> {
  const params = new Set(fn.params);
  const found = new Set<string>();
  for (const key of keys) {
    for (const name of identifiersIn(key)) {
      if (params.has(name)) found.add(name);
      else
        for (const behind of identifiersIn(localValue(name, body))) if (params.has(behind)) found.add(behind);
    }
  }
  return found;
}

/** The value a local is declared or assigned with, if any. */
function localValue(name: string, body: SyntaxNode): SyntaxNode | undefined {
  for (const node of body.findAll(
    new Set(['init_declarator', 'variable_declarator', 'assignment', 'assignment_expression']),
  )) {
    const target = node.child('declarator') ?? node.child('name') ?? node.child('left');
    if (target?.text === name) return node.child('value') ?? node.child('right');
  }
  return undefined;
}
