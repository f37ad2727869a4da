/**
 * What the analysers ask of a parsed program, answered once per parse: its functions, what each call
 * calls, and which variables hold which kind of container (a `set` lookup is log n, a list scan is n).
 */
import type { LanguageId } from '@codeconquer/contracts';
import { SYNTAX, type LanguageSyntax } from './languages';
import type { SyntaxNode, SyntaxTree } from './tree';

export type FunctionInfo = {
  name: string;
  node: SyntaxNode;
  body: SyntaxNode | undefined;
  params: string[];
  /** Python decorators' texts (`lru_cache(maxsize=None)`), for memoisation. */
  decorators: string[];
};

export type CallInfo = {
  node: SyntaxNode;
  /** The called name without receiver or namespace: `sort`, `push_back`, `heappush`. */
  name: string;
  /** What the method is called on (`a` in `a.sort()`, `Arrays` in `Arrays.sort(x)`, `heapq`…). */
  receiver: string | undefined;
  args: SyntaxNode[];
};

/** How a container behaves, which decides what its operations cost. */
export type ContainerKind = 'sequence' | 'ordered' | 'heap' | 'hashed' | 'deque' | 'string';

const CPP_CONTAINERS: Record<string, ContainerKind> = {
  vector: 'sequence',
  array: 'sequence',
  list: 'sequence',
  basic_string: 'string',
  string: 'string',
  deque: 'deque',
  queue: 'deque',
  stack: 'deque',
  set: 'ordered',
  map: 'ordered',
  multiset: 'ordered',
  multimap: 'ordered',
  priority_queue: 'heap',
  unordered_set: 'hashed',
  unordered_map: 'hashed',
  unordered_multiset: 'hashed',
  unordered_multimap: 'hashed',
  bitset: 'sequence',
};

const JAVA_CONTAINERS: Record<string, ContainerKind> = {
  List: 'sequence',
  ArrayList: 'sequence',
  LinkedList: 'deque',
  Vector: 'sequence',
  StringBuilder: 'sequence',
  String: 'string',
  TreeMap: 'ordered',
  TreeSet: 'ordered',
  SortedMap: 'ordered',
  SortedSet: 'ordered',
  NavigableMap: 'ordered',
  NavigableSet: 'ordered',
  PriorityQueue: 'heap',
  Map: 'hashed',
  Set: 'hashed',
  HashMap: 'hashed',
  HashSet: 'hashed',
  LinkedHashMap: 'hashed',
  LinkedHashSet: 'hashed',
  Deque: 'deque',
  ArrayDeque: 'deque',
  Queue: 'deque',
  Stack: 'deque',
};

const PYTHON_CONSTRUCTORS: Record<string, ContainerKind> = {
  list: 'sequence',
  sorted: 'sequence',
  set: 'hashed',
  frozenset: 'hashed',
  dict: 'hashed',
  defaultdict: 'hashed',
  Counter: 'hashed',
  OrderedDict: 'hashed',
  deque: 'deque',
  SortedList: 'ordered',
  str: 'string',
  input: 'string',
};

const PYTHON_LITERALS: Record<string, ContainerKind> = {
  list: 'sequence',
  list_comprehension: 'sequence',
  set: 'hashed',
  set_comprehension: 'hashed',
  dictionary: 'hashed',
  dictionary_comprehension: 'hashed',
  string: 'string',
};

export class Program {
  readonly syntax: LanguageSyntax;
  readonly functions: FunctionInfo[];
  readonly containers: Map<string, ContainerKind>;
  private readonly byName = new Map<string, FunctionInfo>();

  constructor(readonly tree: SyntaxTree) {
    this.syntax = SYNTAX[tree.language];
    this.functions = tree.root.findAll(this.syntax.functions).map((node) => this.describeFunction(node));
    for (const fn of this.functions) if (!this.byName.has(fn.name)) this.byName.set(fn.name, fn);
    this.containers = this.findContainers();
  }

  get language(): LanguageId {
    return this.tree.language;
  }

  get root(): SyntaxNode {
    return this.tree.root;
  }

  text(node: SyntaxNode | undefined): string {
    return node?.text ?? '';
  }

  functionNamed(name: string): FunctionInfo | undefined {
    return this.byName.get(name);
  }

  /** The innermost named function containing `node`, if any. */
  enclosingFunction(node: SyntaxNode): FunctionInfo | undefined {
    const fnNode = node.closest((ancestor) => this.syntax.functions.has(ancestor.type));
    return fnNode ? this.functions.find((fn) => fn.node === fnNode) : undefined;
  }

  isCall(node: SyntaxNode): boolean {
    return this.syntax.calls.has(node.type);
  }

  callInfo(node: SyntaxNode): CallInfo {
    const args = (node.child('arguments')?.namedChildren ?? []).filter(
      (arg) => !this.syntax.comments.has(arg.type),
    );
    if (this.language === 'java') {
      const receiver = node.child('object');
      return { node, name: this.text(node.child('name')), receiver: receiver && this.text(receiver), args };
    }
    const callee = node.child('function');
    if (!callee) return { node, name: '', receiver: undefined, args };
    switch (callee.type) {
      case 'field_expression': // a.size(), p->next()
        return {
          node,
          name: this.text(callee.child('field')),
          receiver: this.text(callee.child('argument')),
          args,
        };
      case 'attribute': // Python a.append(x), heapq.heappush(h, x)
        return {
          node,
          name: this.text(callee.child('attribute')),
          receiver: this.text(callee.child('object')),
          args,
        };
      case 'qualified_identifier': // std::sort
        return { node, name: this.text(lastName(callee)), receiver: undefined, args };
      case 'template_function': // max<int>(a, b)
        return { node, name: this.text(callee.child('name')), receiver: undefined, args };
      default:
        return { node, name: this.text(callee), receiver: undefined, args };
    }
  }

  /** The kind of container a variable was declared as, looked up by its plain name. */
  containerOf(expression: SyntaxNode | string | undefined): ContainerKind | undefined {
    if (expression === undefined) return undefined;
    const name = typeof expression === 'string' ? expression : this.text(expression);
    return this.containers.get(name.replace(/^self\.|^this\./, ''));
  }

  private describeFunction(node: SyntaxNode): FunctionInfo {
    const body = node.child('body');
    const decorators =
      node.parent?.type === 'decorated_definition'
        ? node.parent.children
            .filter((child) => child.type === 'decorator')
            .map((d) => this.text(d).replace(/^@/, ''))
        : [];
    if (this.language === 'c' || this.language === 'cpp') {
      const declarator = findFunctionDeclarator(node.child('declarator'));
      const nameNode = declarator?.child('declarator');
      const params = (declarator?.child('parameters')?.namedChildren ?? [])
        .map((param) => declaredName(param.child('declarator')))
        .filter((name): name is string => name !== undefined);
      return { name: nameNode ? this.text(lastName(nameNode)) : '', node, body, params, decorators };
    }
    const params: string[] = [];
    for (const param of node.child('parameters')?.namedChildren ?? []) {
      const nameNode =
        param.type === 'identifier'
          ? param
          : (param.child('name') ?? param.namedChildren.find((c) => c.type === 'identifier'));
      if (nameNode) params.push(this.text(nameNode));
    }
    return {
      name: this.text(node.child('name')),
      node,
      body,
      params: params.filter((name) => name !== 'self' && name !== 'cls'),
      decorators,
    };
  }

  private findContainers(): Map<string, ContainerKind> {
    const found = new Map<string, ContainerKind>();
    if (this.language === 'python') {
      for (const node of this.root.descendants()) {
        if (node.type === 'assignment' && node.child('left')?.type === 'identifier') {
          const kind = this.pythonValueKind(node.child('right'));
          if (kind) found.set(this.text(node.child('left')), kind);
        } else if (node.type === 'typed_parameter' || node.type === 'typed_default_parameter') {
          const nameNode = node.child('name') ?? node.namedChildren.find((c) => c.type === 'identifier');
          const kind = pythonHintKind(this.text(node.child('type')));
          if (nameNode && kind) found.set(this.text(nameNode), kind);
        }
      }
      return found;
    }
    const table = this.language === 'java' ? JAVA_CONTAINERS : CPP_CONTAINERS;
    for (const node of this.root.descendants()) {
      const typeNode = node.child('type');
      if (!typeNode || !/declaration|parameter/.test(node.type)) continue;
      const kind = table[baseTypeName(this.text(typeNode))];
      if (!kind) continue;
      for (const declarator of node.childrenOf('declarator')) {
        const name =
          this.language === 'java' ? this.text(declarator.child('name')) : declaredName(declarator);
        if (name) found.set(name, kind);
      }
      const javaParamName = node.child('name');
      if (javaParamName) found.set(this.text(javaParamName), kind);
    }
    return found;
  }

  private pythonValueKind(value: SyntaxNode | undefined): ContainerKind | undefined {
    if (!value) return undefined;
    if (value.type === 'binary_operator' && value.child('left')?.type === 'list') return 'sequence'; // [0] * n
    if (value.type === 'call') {
      const call = this.callInfo(value);
      if (call.name === 'split' || call.name === 'readlines') return 'sequence';
      return PYTHON_CONSTRUCTORS[call.name];
    }
    return PYTHON_LITERALS[value.type];
  }
}

/** `std::vector<std::pair<int,int>>` → `vector`; `Map<String, Integer>` → `Map`; `const string&` → `string`. */
function baseTypeName(typeText: string): string {
  const withoutQualifiers = typeText.replace(/\b(const|static|final|unsigned|struct)\b/g, '').trim();
  const outer = withoutQualifiers.split('<')[0] ?? '';
  return outer.split('::').pop()?.trim() ?? '';
}

function pythonHintKind(hint: string): ContainerKind | undefined {
  if (/^(List|list|Sequence|Tuple|tuple)\b/.test(hint)) return 'sequence';
  if (/^(Set|set|Dict|dict|FrozenSet|Mapping|DefaultDict|Counter)\b/.test(hint)) return 'hashed';
  if (/^(str)\b/.test(hint)) return 'string';
  return undefined;
}

/** `a::b::c` → the `c` node. */
function lastName(node: SyntaxNode): SyntaxNode {
  let current = node;
  while (current.type === 'qualified_identifier') {
    const name = current.child('name');
    if (!name) break;
    current = name;
  }
  return current;
}

/** The function_declarator under a C/C++ function definition's (possibly pointer or reference) declarator. */
function findFunctionDeclarator(node: SyntaxNode | undefined): SyntaxNode | undefined {
  let current = node;
  while (current && current.type !== 'function_declarator') {
    current = current.child('declarator') ?? current.namedChildren.find((c) => c.type.endsWith('declarator'));
  }
  return current;
}

/**
 * The name a C/C++ declarator declares, through `init_declarator`, pointers, references, arrays and the
 * "most vexing parse" of `vector<int> a(n)` (tree-sitter reads it as a function declarator).
 */
export function declaredName(node: SyntaxNode | undefined): string | undefined {
  let current = node;
  while (current) {
    if (current.type === 'identifier' || current.type === 'field_identifier') return current.text;
    current =
      current.child('declarator') ?? current.namedChildren.find((c) => /declarator|identifier/.test(c.type));
  }
  return undefined;
}
