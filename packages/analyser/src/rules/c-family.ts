/** Security, best-practice and speed rules for C and C++. */
import type { Rule, RuleContext } from './finding';
import { finding, once } from './finding';

const callsNamed = (context: RuleContext, ...names: string[]) =>
  context.calls.filter((call) => call.receiver === undefined && names.includes(call.name));

const unboundedInput: Rule = (context) =>
  callsNamed(context, 'gets').map((call) =>
    finding(
      'security',
      call.node,
      'gets() cannot limit how much it reads (a buffer overflow; removed in C11): use fgets(buffer, sizeof buffer, stdin).',
    ),
  );

const unboundedCopies: Rule = (context) => [
  ...once(
    'security',
    callsNamed(context, 'strcpy', 'strcat').map((call) => call.node),
    'strcpy/strcat do not check the destination size: use snprintf or strncpy/strncat with the buffer size.',
  ),
  ...once(
    'security',
    callsNamed(context, 'sprintf', 'vsprintf').map((call) => call.node),
    'sprintf can overflow its buffer: use snprintf(buffer, sizeof buffer, …).',
  ),
];

const unboundedScanf: Rule = (context) =>
  once(
    'security',
    callsNamed(context, 'scanf', 'fscanf', 'sscanf')
      .filter((call) => call.args.some((arg) => /%(s|\[)/.test(arg.text)))
      .map((call) => call.node),
    'scanf("%s") without a width can overflow the buffer: give a width, e.g. "%99s" for a 100-byte buffer.',
  );

const formatString: Rule = (context) =>
  once(
    'security',
    callsNamed(context, 'printf')
      .filter(
        (call) => call.args[0] !== undefined && !/string_literal|concatenated_string/.test(call.args[0].type),
      )
      .map((call) => call.node),
    'printf with a non-literal format string lets the data choose the format: use printf("%s", text).',
  );

const shellCommands: Rule = (context) =>
  once(
    'security',
    context.calls.filter((call) => PROCESS_CALLS.test(call.name)).map((call) => call.node),
    'Running other programs (system, popen, exec*, fork) from a solution is never needed and is blocked by the judge: remove it.',
  );

/** system, popen, the exec family (execl, execvp, execve…), fork, posix_spawn. */
const PROCESS_CALLS = /^(std::)?(system|_?popen|exec[lv]p?e?|execvpe|fork|vfork|posix_spawnp?)$/;

const voidMain: Rule = ({ program }) =>
  program.functions
    .filter((fn) => fn.name === 'main' && /^\s*void\b/.test(fn.node.text))
    .map((fn) => finding('practice', fn.node, 'main must return int (void main is not standard C or C++).'));

const leakedMemory: Rule = (context) => {
  const allocations = callsNamed(context, 'malloc', 'calloc', 'realloc').map((call) => call.node);
  if (allocations.length === 0 || callsNamed(context, 'free').length > 0) return [];
  return once('practice', allocations, 'Memory from malloc/calloc is never freed: free it when done.');
};

const rawNew: Rule = ({ program }) => {
  if (program.language !== 'cpp') return [];
  const news = program.root.findAll('new_expression');
  if (news.length === 0 || program.root.findAll('delete_expression').length > 0) return [];
  return once(
    'practice',
    news,
    'Memory from new is never deleted: std::vector or std::unique_ptr manage it for you.',
  );
};

const defineInt: Rule = ({ program }) =>
  program.root
    .findAll('preproc_def')
    .filter((node) => /^#\s*define\s+int\s+long\s+long/.test(node.text))
    .map((node) =>
      finding(
        'practice',
        node,
        '#define int long long redefines a keyword: use a type alias (using ll = long long) instead.',
      ),
    );

const endlInLoop: Rule = (context) =>
  once(
    'suggestion',
    context.program.root
      .findAll('identifier')
      .filter((node) => node.text === 'endl' && context.inSizedLoop(node) && !context.interacts(node)),
    "endl flushes the output on every line: write '\\n' inside loops and let the stream flush once.",
  );

const unsyncedStreams: Rule = ({ program, calls, interacts }) => {
  if (program.language !== 'cpp' || /sync_with_stdio/.test(program.tree.source)) return [];
  const reads = program.root.findAll('identifier').filter((node) => node.text === 'cin');
  const readsInLoop = reads.some(
    (node) => node.closest((n) => program.syntax.loops.has(n.type)) && !interacts(node),
  );
  if (!readsInLoop || calls.some((call) => call.name === 'scanf')) return [];
  return once(
    'suggestion',
    reads,
    'Reading with cin in a loop is slow while synced with C stdio: add ios::sync_with_stdio(false); cin.tie(nullptr); at the start of main.',
  );
};

const strlenInCondition: Rule = ({ calls }) =>
  once(
    'suggestion',
    calls
      .filter(
        (call) =>
          call.name === 'strlen' &&
          call.node.closest((n) => n.field === 'condition' && n.parent?.type === 'for_statement'),
      )
      .map((call) => call.node),
    'strlen() in a loop condition rescans the string on every iteration (O(n^2)): compute the length once before the loop.',
  );

export const C_FAMILY_RULES: Rule[] = [
  unboundedInput,
  unboundedCopies,
  unboundedScanf,
  formatString,
  shellCommands,
  voidMain,
  leakedMemory,
  rawNew,
  defineInt,
  endlInLoop,
  unsyncedStreams,
  strlenInCondition,
];
