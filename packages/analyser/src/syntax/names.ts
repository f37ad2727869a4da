/** Every name a program declares, with what it names and where it is visible (for the naming and unused-variable checks). */
import type { Program } from './program';
import { declaredName } from './program';
import type { SyntaxNode } from './tree';

export type NameKind = 'variable' | 'parameter' | 'function' | 'class' | 'constant' | 'field';

/** Loop counters, lambda parameters and caught exceptions are conventionally short. */
export type NameRole = 'counter' | 'lambda' | 'exception' | 'plain';

export type Declaration = {
  name: string;
  kind: NameKind;
  role: NameRole;
  line: number;
  /** The function (or the whole program) the name is visible in, for counting its uses. */
  scope: SyntaxNode;
  /** A Python method, whose name LeetCode-style templates impose (`twoSum`). */
  isMethod: boolean;
};

export function declarations(program: Program): Declaration[] {
  const found: Declaration[] = [];
  const add = (nameNode: SyntaxNode | undefined, kind: NameKind, role: NameRole = 'plain'): void => {
    if (!nameNode || nameNode.text === '') return;
    const fn = program.enclosingFunction(nameNode);
    const inClassBody = nameNode.closest((n) => n.type === 'class_definition' || n.type === 'class_body');
    found.push({
      name: nameNode.text,
      kind,
      role,
      line: nameNode.startRow + 1,
      scope:
        kind === 'function' || kind === 'class' || kind === 'field'
          ? program.root
          : (fn?.node ?? program.root),
      isMethod: kind === 'function' && inClassBody !== undefined,
    });
  };
  const visit =
    program.language === 'python' ? visitPython : program.language === 'java' ? visitJava : visitCFamily;
  for (const node of program.root.descendants()) visit(node, add, program);
  return found;
}

type Add = (nameNode: SyntaxNode | undefined, kind: NameKind, role?: NameRole) => void;

function identifierOf(node: SyntaxNode | undefined): SyntaxNode | undefined {
  if (!node) return undefined;
  if (node.type === 'identifier' || node.type === 'field_identifier') return node;
  const name = declaredName(node);
  return name === undefined
    ? undefined
    : [node, ...node.descendants()].find((n) => n.text === name && /identifier/.test(n.type));
}

function isLoopHeader(node: SyntaxNode, program: Program): boolean {
  const parent = node.parent;
  if (!parent) return false;
  const header =
    node.field === 'initializer' ||
    node.field === 'init' ||
    node.field === 'declarator' ||
    node.field === 'left';
  return header && (program.syntax.loops.has(parent.type) || parent.type === 'for_in_clause');
}

function visitCFamily(node: SyntaxNode, add: Add, program: Program): void {
  switch (node.type) {
    case 'function_definition': {
      let declarator = node.child('declarator');
      while (declarator && declarator.type !== 'function_declarator')
        declarator = declarator.child('declarator');
      add(identifierOf(declarator?.child('declarator')), 'function');
      return;
    }
    case 'declaration': {
      const isConstant = /\b(const|constexpr)\b/.test(node.text.split('=')[0] ?? '');
      const role = isLoopHeader(node, program) ? 'counter' : 'plain';
      for (const declarator of node.childrenOf('declarator')) {
        if (
          declarator.type === 'function_declarator' &&
          !/template_type/.test(node.child('type')?.type ?? '')
        )
          continue; // a prototype
        add(identifierOf(declarator), isConstant ? 'constant' : 'variable', role);
      }
      return;
    }
    case 'for_range_loop':
      add(identifierOf(node.child('declarator')), 'variable', 'counter');
      return;
    case 'parameter_declaration': {
      const inLambda = node.closest((n) => n.type === 'lambda_expression') !== undefined;
      add(identifierOf(node.child('declarator')), 'parameter', inLambda ? 'lambda' : 'plain');
      return;
    }
    case 'preproc_def':
      add(node.child('name'), 'constant');
      return;
    case 'struct_specifier':
    case 'class_specifier':
      if (node.child('body')) add(node.child('name'), 'class');
      return;
  }
}

function visitJava(node: SyntaxNode, add: Add, program: Program): void {
  switch (node.type) {
    case 'method_declaration':
      add(node.child('name'), 'function');
      return;
    case 'class_declaration':
    case 'interface_declaration':
    case 'record_declaration':
    case 'enum_declaration':
      add(node.child('name'), 'class');
      return;
    case 'field_declaration': {
      const isConstant = /\bstatic\b/.test(node.text) && /\bfinal\b/.test(node.text);
      for (const declarator of node.childrenOf('declarator'))
        add(declarator.child('name'), isConstant ? 'constant' : 'field');
      return;
    }
    case 'local_variable_declaration': {
      const isConstant = /\bfinal\b/.test(node.children.find((c) => c.type === 'modifiers')?.text ?? '');
      const role = isLoopHeader(node, program) ? 'counter' : 'plain';
      for (const declarator of node.childrenOf('declarator'))
        add(declarator.child('name'), isConstant ? 'constant' : 'variable', role);
      return;
    }
    case 'enhanced_for_statement':
      add(node.child('name'), 'variable', 'counter');
      return;
    case 'formal_parameter':
      add(node.child('name'), 'parameter');
      return;
    case 'catch_formal_parameter':
      add(node.child('name'), 'variable', 'exception');
      return;
    case 'inferred_parameters':
      for (const param of node.namedChildren) add(param, 'parameter', 'lambda');
      return;
    case 'lambda_expression': {
      const single = node.child('parameters');
      if (single?.type === 'identifier') add(single, 'parameter', 'lambda');
      return;
    }
  }
}

function visitPython(node: SyntaxNode, add: Add, program: Program): void {
  switch (node.type) {
    case 'function_definition':
      add(node.child('name'), 'function');
      for (const param of node.child('parameters')?.namedChildren ?? []) {
        const name =
          param.type === 'identifier'
            ? param
            : (param.child('name') ?? param.namedChildren.find((c) => c.type === 'identifier'));
        if (name && name.text !== 'self' && name.text !== 'cls') add(name, 'parameter');
      }
      return;
    case 'class_definition':
      add(node.child('name'), 'class');
      return;
    case 'lambda_parameters':
      for (const param of node.namedChildren)
        add(param.type === 'identifier' ? param : param.child('name'), 'parameter', 'lambda');
      return;
    case 'as_pattern_target':
      add(node.namedChildren[0], 'variable', 'exception');
      return;
    case 'assignment':
    case 'augmented_assignment': {
      if (node.type === 'augmented_assignment' || node.parent?.type === 'assignment') return; // a = b = 0: once
      const target = node.child('left');
      const atModuleLevel =
        !program.enclosingFunction(node) && !node.closest((n) => n.type === 'class_definition');
      for (const name of targetNames(target)) {
        const isConstant = atModuleLevel && /^[A-Z][A-Z0-9_]*$/.test(name.text);
        add(name, isConstant ? 'constant' : 'variable');
      }
      return;
    }
    case 'for_statement':
    case 'for_in_clause':
      for (const name of targetNames(node.child('left'))) add(name, 'variable', 'counter');
      return;
  }
}

/** Names bound by an assignment target (`a`, `a, b`, `(a, [b, c])`), not subscripts or attributes. */
function targetNames(target: SyntaxNode | undefined): SyntaxNode[] {
  if (!target) return [];
  if (target.type === 'identifier') return [target];
  if (/pattern_list|tuple_pattern|list_pattern|tuple|list|expression_list/.test(target.type))
    return target.namedChildren.flatMap(targetNames);
  return [];
}
