/** Security, best-practice and speed rules for Java. */
import type { Rule } from './finding';
import { finding, once } from './finding';

const broadCatch: Rule = ({ program }) =>
  program.root
    .findAll('catch_formal_parameter')
    .filter((param) =>
      /\b(Exception|Throwable|RuntimeException)\b/.test(param.child('catch_type')?.text ?? param.text),
    )
    .map((param) =>
      finding(
        'practice',
        param,
        `Catching ${param.namedChildren[0]?.text ?? 'Exception'} hides real bugs: catch the specific exceptions you expect.`,
      ),
    );

const emptyCatch: Rule = ({ program }) =>
  program.root
    .findAll('catch_clause')
    .filter((clause) => (clause.child('body')?.namedChildren ?? []).length === 0)
    .map((clause) =>
      finding(
        'practice',
        clause,
        'An empty catch block swallows the error: handle it, or at least report it.',
      ),
    );

const stringIdentity: Rule = ({ program }) =>
  once(
    'practice',
    program.root
      .findAll('binary_expression')
      .filter((node) => /^(==|!=)$/.test(node.children.find((c) => !c.named)?.text ?? ''))
      .filter((node) => node.namedChildren.some((side) => side.type === 'string_literal')),
    'Strings compared with == compare references, not text: use equals().',
  );

const rawTypes: Rule = ({ program }) =>
  once(
    'practice',
    program.root
      .findAll('object_creation_expression')
      .filter((node) =>
        /^(ArrayList|LinkedList|HashMap|HashSet|TreeMap|TreeSet|PriorityQueue|ArrayDeque)$/.test(
          node.child('type')?.text ?? '',
        ),
      ),
    'Raw collection types lose type checking: write new ArrayList<>() with the diamond.',
  );

const processExecution: Rule = ({ program, calls }) => [
  ...once(
    'security',
    calls
      .filter((call) => call.name === 'exec' && /getRuntime/.test(call.receiver ?? ''))
      .map((call) => call.node),
    'Runtime.exec runs external commands: never needed in a solution, and blocked by the judge.',
  ),
  ...once(
    'security',
    program.root
      .findAll('object_creation_expression')
      .filter((node) => /^(ProcessBuilder|ObjectInputStream)$/.test(node.child('type')?.text ?? '')),
    'ProcessBuilder/ObjectInputStream (external commands, deserialisation of untrusted data) are security risks.',
  ),
];

const slowScanner: Rule = ({ program, calls, inSizedLoop, interacts }) => {
  const usesScanner = program.root
    .findAll('object_creation_expression')
    .some((node) => node.child('type')?.text === 'Scanner');
  if (!usesScanner) return [];
  return once(
    'suggestion',
    calls
      .filter(
        (call) =>
          /^next(Int|Long|Double|Line)?$/.test(call.name) && inSizedLoop(call.node) && !interacts(call.node),
      )
      .map((call) => call.node),
    'Scanner reads slowly when called in a loop over large input: BufferedReader with StringTokenizer is several times faster.',
  );
};

const printInLoop: Rule = ({ calls, inSizedLoop, interacts }) =>
  once(
    'suggestion',
    calls
      .filter(
        (call) =>
          /^(println|print|printf)$/.test(call.name) &&
          /System\.out/.test(call.receiver ?? '') &&
          inSizedLoop(call.node) &&
          !interacts(call.node),
      )
      .map((call) => call.node),
    'System.out.println in a loop flushes often: collect lines in a StringBuilder (or a PrintWriter) and print once.',
  );

const stringConcatenationInLoop: Rule = ({ program, inSizedLoop }) =>
  once(
    'suggestion',
    program.root
      .findAll('assignment_expression')
      .filter(
        (node) =>
          node.children.some((c) => !c.named && c.text === '+=') &&
          program.containerOf(node.child('left')) === 'string' &&
          inSizedLoop(node),
      ),
    'String += in a loop copies the whole string each time (O(n^2)): use a StringBuilder.',
  );

export const JAVA_RULES: Rule[] = [
  broadCatch,
  emptyCatch,
  stringIdentity,
  rawTypes,
  processExecution,
  slowScanner,
  printInLoop,
  stringConcatenationInLoop,
];
