/**
 * What standard-library calls cost, per language. A method's cost depends on the container it is called
 * on (a `set`'s insert is log n, a `vector`'s insert is n), so the receiver's declared kind is consulted.
 * Calls not listed here cost O(1): that is right for the common ones (max, abs, push_back, append).
 */
import { constantsOf } from '../syntax/constants';
import type { CallInfo, ContainerKind, Program } from '../syntax/program';
import { CONSTANT, LINEAR, LOG, N_LOG_N, type Cost } from './cost';

type CostTable = Record<string, Cost>;

/** `'sort stable_sort'` → `['sort', 'stable_sort']`: long name lists stay readable and compact. */
function words(list: string): string[] {
  return list.trim().split(/\s+/);
}

function table(groups: [Cost, string[]][]): CostTable {
  const result: CostTable = {};
  for (const [cost, names] of groups) for (const name of names) result[name] = cost;
  return result;
}

/** C and C++ free functions (with or without `std::`). */
const C_FAMILY_FUNCTIONS = table([
  [N_LOG_N, words('sort stable_sort partial_sort qsort')],
  [
    LOG,
    words(`
      binary_search lower_bound upper_bound equal_range bsearch __gcd gcd lcm push_heap pop_heap
    `),
  ],
  [
    LINEAR,
    words(`
      reverse accumulate fill fill_n count count_if find find_if max_element min_element
      minmax_element unique iota copy memset memcpy memmove strlen strcpy strncpy strcat strncat
      strcmp strncmp strstr strchr next_permutation prev_permutation rotate make_heap
      nth_element partial_sum all_of any_of none_of transform equal is_sorted shuffle
      random_shuffle merge inplace_merge set_intersection set_union set_difference
      adjacent_difference reduce
    `),
  ],
]);

const C_FAMILY_METHODS: Record<ContainerKind, CostTable> = {
  ordered: table([
    [LOG, words('insert erase find count lower_bound upper_bound emplace at contains equal_range')],
  ]),
  heap: table([[LOG, ['push', 'pop', 'emplace']]]),
  hashed: {},
  sequence: table([[LINEAR, words('insert erase find substr rfind assign resize compare')]]),
  string: table([[LINEAR, words('insert erase find substr rfind assign compare c_str append')]]),
  deque: table([[LINEAR, ['insert', 'erase']]]),
};

/** Java static helpers, keyed `Receiver.name`. */
const JAVA_STATICS = table([
  [N_LOG_N, ['Arrays.sort', 'Arrays.parallelSort', 'Collections.sort']],
  [LOG, ['Arrays.binarySearch', 'Collections.binarySearch', 'BigInteger.gcd']],
  [
    LINEAR,
    words(`
      Arrays.fill Arrays.copyOf Arrays.copyOfRange Arrays.asList Arrays.equals Arrays.toString
      Arrays.stream System.arraycopy Collections.reverse Collections.max Collections.min
      Collections.frequency Collections.shuffle String.join String.valueOf
    `),
  ],
]);

const JAVA_METHODS: Record<ContainerKind, CostTable> = {
  ordered: table([
    [
      LOG,
      words(`
      add remove contains containsKey get put putIfAbsent getOrDefault merge floor ceiling
      higher lower floorKey ceilingKey higherKey lowerKey floorEntry ceilingEntry pollFirst
      pollLast first last firstKey lastKey
    `),
    ],
  ]),
  heap: table([[LOG, words('add offer poll remove')]]),
  hashed: {},
  sequence: table([
    [
      LINEAR,
      words(`
      contains indexOf lastIndexOf remove removeAll toArray addAll reverse insert deleteCharAt
      toString
    `),
    ],
  ]),
  string: table([
    [
      LINEAR,
      words(`
      substring indexOf lastIndexOf contains split toCharArray replace replaceAll toUpperCase
      toLowerCase repeat chars concat
    `),
    ],
  ]),
  deque: table([[LINEAR, ['contains', 'remove']]]),
};

const PYTHON_FUNCTIONS = table([
  [N_LOG_N, ['sorted', 'nlargest', 'nsmallest']],
  [LOG, words('bisect bisect_left bisect_right heappush heappop heappushpop heapreplace gcd')],
  [
    LINEAR,
    words(`
      sum list set tuple dict frozenset any all Counter deque heapify insort insort_left
      insort_right deepcopy accumulate reduce
    `),
  ],
]);

const PYTHON_METHODS: Record<ContainerKind | 'unknown', CostTable> = {
  ordered: table([[LOG, words('add remove discard bisect_left bisect_right index pop')]]),
  heap: {},
  hashed: table([[LINEAR, words('copy items values keys')]]),
  sequence: table([[LINEAR, words('index count remove insert copy reverse')]]),
  string: table([[LINEAR, words('count find index replace join upper lower strip startswith')]]),
  deque: table([[LINEAR, words('index count remove insert rotate')]]),
  unknown: table([[LINEAR, words('index count remove insert join replace find')]]),
};

/** The cost of one call to a library function, or undefined when `call` is not a known library call. */
export function libraryCallCost(call: CallInfo, program: Program): Cost | undefined {
  // Any operation on a collection of fixed size (a literal, `p[s:s + 8]`) is O(1): `blk.sort()`, `sorted(offs)`.
  const constants = constantsOf(program);
  const onFixed =
    (call.receiver !== undefined && constants.isFixedCollection(call.receiver)) ||
    (call.args.some((arg) => constants.isFixedExpression(arg)) &&
      call.args.every((arg) => constants.isFixedExpression(arg) || constants.isSmall(arg)));
  if (onFixed) return CONSTANT;
  switch (program.language) {
    case 'c':
    case 'cpp':
      return cFamilyCost(call, program);
    case 'java':
      return javaCost(call, program);
    case 'python':
      return pythonCost(call, program);
  }
}

function cFamilyCost(call: CallInfo, program: Program): Cost | undefined {
  if (call.receiver === undefined) return C_FAMILY_FUNCTIONS[call.name];
  const kind = program.containerOf(call.receiver);
  // v.insert(v.end(), first, last) appends: it costs what it adds, not what the vector holds.
  if (call.name === 'insert' && /\.\s*end\s*\(\s*\)$/.test(call.args[0]?.text ?? '')) return CONSTANT;
  if (kind) return C_FAMILY_METHODS[kind][call.name] ?? CONSTANT;
  return call.name === 'substr' ? LINEAR : undefined;
}

function javaCost(call: CallInfo, program: Program): Cost | undefined {
  if (call.name === 'sort') return N_LOG_N; // list.sort(cmp), Arrays.sort, Collections.sort
  const statics = JAVA_STATICS[`${call.receiver}.${call.name}`];
  if (statics) return statics;
  const kind = program.containerOf(call.receiver);
  // list.remove(list.size() - 1) takes the last element: nothing shifts.
  const fromEnd = /^\s*[\w.]+\.size\(\s*\)\s*-\s*1\s*$/.test(call.args[0]?.text ?? '');
  if (kind === 'sequence' && call.name === 'remove' && fromEnd) return CONSTANT;
  if (kind) return JAVA_METHODS[kind][call.name] ?? CONSTANT;
  return undefined;
}

function pythonCost(call: CallInfo, program: Program): Cost | undefined {
  if (call.name === 'sort') return N_LOG_N;
  if (
    call.receiver === undefined ||
    /^(heapq|bisect|math|itertools|collections|functools|copy)$/.test(call.receiver)
  ) {
    // min(a, b) is constant; min(values) scans.
    if (call.name === 'min' || call.name === 'max') return call.args.length === 1 ? LINEAR : CONSTANT;
    if (call.name === 'pow') return call.args.length === 3 ? LOG : CONSTANT;
    if (call.args.length === 0) return CONSTANT; // list(), set(), dict() build empty containers
    return PYTHON_FUNCTIONS[call.name];
  }
  const kind = program.containerOf(call.receiver);
  if (call.name === 'pop') {
    // list.pop(0) shifts every element; pop() from the end does not.
    const fromFront = call.args.length > 0 && call.args[0]?.text !== '-1';
    return kind === 'sequence' || kind === undefined ? (fromFront ? LINEAR : CONSTANT) : CONSTANT;
  }
  if (/^['"]/.test(call.receiver) && call.name === 'join') return LINEAR; // ''.join(parts)
  return PYTHON_METHODS[kind ?? 'unknown'][call.name];
}
