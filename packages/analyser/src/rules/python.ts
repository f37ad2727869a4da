/** Security, best-practice and speed rules for Python. */
import type { Rule } from './finding';
import { finding, once } from './finding';

const evalExec: Rule = ({ calls }) =>
  calls
    .filter((call) => call.receiver === undefined && (call.name === 'eval' || call.name === 'exec'))
    .map((call) =>
      finding(
        'security',
        call.node,
        `${call.name}() runs arbitrary code from its input: parse the input instead (int(), json.loads, ast.literal_eval).`,
      ),
    );

const shellCommands: Rule = ({ calls, program }) => {
  // `from subprocess import run, Popen` makes `run(...)` a subprocess call too.
  const fromSubprocess = new Set(
    program.root
      .findAll('import_from_statement')
      .filter((node) => node.child('module_name')?.text === 'subprocess')
      .flatMap((node) => node.childrenOf('name').map((name) => name.text.split(/\s+as\s+/).pop() ?? '')),
  );
  return once(
    'security',
    calls
      .filter(
        (call) =>
          (call.receiver === 'os' &&
            /^(system|popen|exec\w*|spawn\w*|fork\w*|posix_spawnp?)$/.test(call.name)) ||
          call.receiver === 'subprocess' ||
          (call.receiver === undefined && fromSubprocess.has(call.name)),
      )
      .map((call) => call.node),
    'Running other programs (os.system, os.popen, os.exec*, os.spawn*, subprocess) is never needed in a solution and is blocked by the judge.',
  );
};

const unsafeDeserialisation: Rule = ({ calls }) =>
  once(
    'security',
    calls
      .filter((call) => /^(pickle|marshal|shelve)$/.test(call.receiver ?? '') && /^loads?$/.test(call.name))
      .map((call) => call.node),
    'pickle/marshal loading can run code hidden in the data: never load untrusted input with it.',
  );

const bareExcept: Rule = ({ program }) =>
  program.root
    .findAll('except_clause')
    .filter((clause) =>
      clause.namedChildren.every((child) => child.type === 'block' || /comment/.test(child.type)),
    )
    .map((clause) =>
      finding(
        'practice',
        clause,
        'A bare except also catches KeyboardInterrupt and SystemExit: name the exception (except ValueError:).',
      ),
    );

const mutableDefaults: Rule = ({ program }) =>
  program.root
    .findAll(new Set(['default_parameter', 'typed_default_parameter']))
    .filter((param) =>
      /^(list|dictionary|set|list_comprehension|dictionary_comprehension)$/.test(
        param.child('value')?.type ?? '',
      ),
    )
    .map((param) =>
      finding(
        'practice',
        param,
        `The default ${param.child('value')?.text} is shared by every call: default to None and create it inside.`,
      ),
    );

const globals: Rule = ({ program }) =>
  once(
    'practice',
    program.root.findAll('global_statement'),
    'global statements make functions depend on hidden state: pass values in and return results.',
  );

const wildcardImports: Rule = ({ program }) =>
  once(
    'practice',
    program.root.findAll('wildcard_import'),
    'from module import * hides where names come from: import the names you use.',
  );

const noneComparison: Rule = ({ program }) =>
  once(
    'practice',
    program.root
      .findAll('comparison_operator')
      .filter(
        (node) =>
          node.children.some((c) => !c.named && /^(==|!=)$/.test(c.text)) &&
          node.namedChildren.some((c) => c.type === 'none'),
      ),
    'Compare with None using "is" / "is not", not == / !=.',
  );

const rangeLen: Rule = ({ program }) => {
  const loops = program.root
    .findAll('for_statement')
    .filter(
      (loop) =>
        /^range\(\s*len\(/.test(loop.child('right')?.text ?? '') &&
        !/\[/.test(loop.child('right')?.text ?? ''),
    );
  const [first] = loops;
  if (!first) return [];
  const index = first.child('left')?.text ?? 'i';
  const sequence =
    /^range\(\s*len\(\s*(.+?)\s*\)\s*\)$/.exec(first.child('right')?.text ?? '')?.[1] ?? 'values';
  return once(
    'practice',
    loops,
    `for ${index} in range(len(${sequence})) reads better as for ${index}, item in enumerate(${sequence}) when you need the element too.`,
  );
};

const inputInLoop: Rule = ({ calls, program, inSizedLoop, interacts }) => {
  if (/sys\.stdin/.test(program.tree.source)) return [];
  return once(
    'suggestion',
    calls
      .filter(
        (call) =>
          call.receiver === undefined &&
          call.name === 'input' &&
          inSizedLoop(call.node) &&
          !interacts(call.node),
      )
      .map((call) => call.node),
    'input() in a loop is slow for large input: read with sys.stdin.readline (input = sys.stdin.readline) or sys.stdin.read().split().',
  );
};

const printInLoop: Rule = ({ calls, inSizedLoop, interacts }) =>
  once(
    'suggestion',
    calls
      .filter(
        (call) =>
          call.receiver === undefined &&
          call.name === 'print' &&
          inSizedLoop(call.node) &&
          !interacts(call.node),
      )
      .map((call) => call.node),
    'print() in a loop is slow for many lines: collect the answers and print "\\n".join(answers) once.',
  );

const queueFromList: Rule = ({ calls, program, inSizedLoop }) =>
  once(
    'suggestion',
    calls
      .filter(
        (call) =>
          ((call.name === 'pop' && call.args[0]?.text === '0') ||
            (call.name === 'insert' && call.args[0]?.text === '0')) &&
          program.containerOf(call.receiver) !== 'deque' &&
          inSizedLoop(call.node),
      )
      .map((call) => call.node),
    'list.pop(0) / insert(0, x) shift the whole list (O(n) each): use collections.deque with popleft()/appendleft().',
  );

const stringConcatenationInLoop: Rule = ({ program, inSizedLoop }) =>
  once(
    'suggestion',
    program.root
      .findAll('augmented_assignment')
      .filter(
        (node) =>
          node.children.some((c) => !c.named && c.text === '+=') &&
          program.containerOf(node.child('left')) === 'string' &&
          inSizedLoop(node),
      ),
    'Building a string with += in a loop can copy it every time: append the parts to a list and "".join() them.',
  );

const recursionLimit: Rule = ({ program, time }) => {
  if (/setrecursionlimit/.test(program.tree.source)) return [];
  // Only recursion as deep as n, for an n that can be large: halving and range queries go log n deep, and
  // exponential searches only run on a few dozen items.
  const shallow = new Set([
    'none',
    'halving',
    'divide-and-conquer',
    'range-query',
    'path-compression',
    'backtracking',
    'permutations',
    'exponential',
  ]);
  const deep = time.functions.find((fn) => !shallow.has(fn.recursion.kind));
  if (!deep) return [];
  return [
    finding(
      'suggestion',
      deep.fn.node,
      `'${deep.fn.name}' recurses about n deep, past Python's default limit of 1000 for large n: call sys.setrecursionlimit or make it iterative.`,
    ),
  ];
};

export const PYTHON_RULES: Rule[] = [
  evalExec,
  shellCommands,
  unsafeDeserialisation,
  bareExcept,
  mutableDefaults,
  globals,
  wildcardImports,
  noneComparison,
  rangeLen,
  inputInLoop,
  printInLoop,
  queueFromList,
  stringConcatenationInLoop,
  recursionLimit,
];
