/**
 * Which number literals explain themselves, so that the style check only asks to name the others. A
 * reviewer does not ask to name:
 * - 0, 1, -1 and 2 (identities, the off-by-one, halves and doubles);
 * - round numbers, d·10^k (`1000000000`, `2e9`, `1e-9`): bounds, infinities and tolerances read as
 *   what they are;
 * - powers of two and all-ones masks (`65536`, `262143`), and anything shifted or masked by
 *   (`1 << 20`, `h >> 45`, `x & 31`): bit layouts;
 * - sizes: an array's length (`int cnt[26]`, `char buf[1105]`, `new int[26]`, `[0] * 123`), a capacity
 *   (`vector<int> v(26)`, `reserve(n * 12)`, `new BufferedInputStream(System.in, 1 << 16)`);
 * - the base 10 in digit arithmetic (`r * 10 + d`, `x % 10`, `n /= 10`);
 * - offsets into the input's tokens or a row (`data[3 + 2 * i]`, `idx += 3`, `vals[i + 3]`);
 * - the count of values a `scanf` should have read (`scanf(…) != 3`);
 * - a loop bound equal to the declared length of an array of the program (`c < 26` over `cnt[26]`);
 * - the divisor of a closed-form count (`n * (n - 1) * (n - 2) / 6`).
 * Everything else (`if (score >= 80)`, `1000000007` written inline, `0x9E3779B97F4A7C15`, character
 * codes `41: 40`) says nothing about what it means: a named constant would.
 */
import type { Program } from './syntax/program';
import { numericValue, operatorOf } from './syntax/queries';
import type { SyntaxNode } from './syntax/tree';

const PLAIN_NUMBERS = new Set([-1, 0, 1, 2]);
const BIT_OPERATORS = /^(<<|>>|>>>|&|\||\^|<<=|>>=|>>>=|&=|\|=|\^=)$/;
const DIGIT_OPERATORS = /^(\*|\/|%|\/\/|\*=|\/=|%=|\/\/=)$/;
const SIZE_CALLS = /^(reserve|resize|assign|allocate|with_capacity)$/;

export function isSelfExplanatory(literal: SyntaxNode, program: Program): boolean {
  const value = numericValue(literal, program.syntax);
  if (value === undefined) return true;
  return (
    PLAIN_NUMBERS.has(value) ||
    isRound(value) ||
    isPowerOfTwoOrMask(value) ||
    isBitOperand(literal) ||
    (value === 10 && isDigitArithmetic(literal)) ||
    isSize(literal, program) ||
    isOffset(literal, program) ||
    isScanfCount(literal) ||
    boundsAnArray(literal, value, program) ||
    dividesAProduct(literal)
  );
}

function isRound(value: number): boolean {
  const magnitude = Math.abs(value);
  if (magnitude < 10 && magnitude >= 1) return false;
  const exponent = Math.floor(Math.log10(magnitude));
  const leading = magnitude / 10 ** exponent;
  return Math.abs(leading - Math.round(leading)) < 1e-9;
}

function isPowerOfTwoOrMask(value: number): boolean {
  if (!Number.isInteger(value) || value < 4) return false;
  const isPower = (x: number): boolean => x > 0 && 2 ** Math.round(Math.log2(x)) === x;
  return isPower(value) || (value >= 15 && isPower(value + 1));
}

/** The binary or assignment expression `node` is an operand of, skipping parentheses and casts. */
function operatorAbove(node: SyntaxNode): SyntaxNode | undefined {
  let parent = node.parent;
  while (parent && /parenthesized_expression|cast_expression/.test(parent.type)) parent = parent.parent;
  return parent && /binary|assignment/.test(parent.type) ? parent : undefined;
}

function isBitOperand(literal: SyntaxNode): boolean {
  const parent = operatorAbove(literal);
  return !!parent && BIT_OPERATORS.test(operatorOf(parent));
}

function isDigitArithmetic(literal: SyntaxNode): boolean {
  const parent = operatorAbove(literal);
  return !!parent && DIGIT_OPERATORS.test(operatorOf(parent));
}

/** Within an array's length, a container's capacity, or a list repeated to a length. */
function isSize(literal: SyntaxNode, program: Program): boolean {
  for (let node = literal.parent; node; node = node.parent) {
    if (/statement|block|function/.test(node.type) && !/expression_statement/.test(node.type)) return false;
    if (literal.isWithin(node) && node.field === 'size' && node.parent?.type === 'array_declarator')
      return true;
    if (/^(array_declarator|dimensions_expr|new_expression|object_creation_expression)$/.test(node.type))
      return true;
    // vector<int> v(26): the arguments of a declarator constructing an object.
    if (node.type === 'argument_list' && node.parent?.type === 'init_declarator') return true;
    if (program.isCall(node) && SIZE_CALLS.test(program.callInfo(node).name)) return true;
    // [0] * 123, [[0] * 5 for …]
    if (
      node.type === 'binary_operator' &&
      operatorOf(node) === '*' &&
      node.namedChildren.some((c) => c.type === 'list')
    )
      return true;
  }
  return false;
}

/** Inside an index or slice (`data[3 + 2 * i]`), or stepping a variable used as an index (`idx += 3`). */
function isOffset(literal: SyntaxNode, program: Program): boolean {
  for (let node = literal.parent; node; node = node.parent) {
    if (/^(subscript|subscript_expression|array_access)$/.test(node.type)) {
      const base = node.namedChildren[0];
      return base === undefined || !literal.isWithin(base);
    }
    if (/statement|block/.test(node.type) && !/expression_statement/.test(node.type)) break;
  }
  const parent = operatorAbove(literal);
  if (!parent || !/^(\+=|-=)$/.test(operatorOf(parent))) return false;
  const stepped = parent.child('left')?.text ?? '';
  const indexUse = new RegExp(`\\[[^\\]]*\\b${stepped.replace(/\W/g, '')}\\b[^\\]]*\\]`);
  return /^\w+$/.test(stepped) && indexUse.test(program.tree.source);
}

function isScanfCount(literal: SyntaxNode): boolean {
  const parent = operatorAbove(literal);
  return !!parent && /^(==|!=|<|>=)$/.test(operatorOf(parent)) && /\bscanf\s*\(/.test(parent.text);
}

/** In a loop's condition, and equal to the length some array of the program is declared with. */
function boundsAnArray(literal: SyntaxNode, value: number, program: Program): boolean {
  const condition = literal.closest((node) => node.field === 'condition' || node.type === 'call');
  if (
    !condition ||
    condition.type === 'call' ||
    !condition.parent ||
    !program.syntax.loops.has(condition.parent.type)
  )
    return false;
  return program.root
    .findAll(new Set(['array_declarator', 'dimensions_expr']))
    .some((array) => array.namedChildren.some((size) => numericValue(size, program.syntax) === value));
}

/** `n * (n - 1) * (n - 2) / 6`: the literal divides a product. */
function dividesAProduct(literal: SyntaxNode): boolean {
  const parent = operatorAbove(literal);
  if (!parent || !/^(\/|\/\/)$/.test(operatorOf(parent))) return false;
  let dividend = parent.namedChildren[0];
  while (dividend?.type === 'parenthesized_expression') dividend = dividend.namedChildren[0];
  return (
    dividend !== undefined &&
    dividend !== literal &&
    /binary/.test(dividend.type) &&
    operatorOf(dividend) === '*'
  );
}
