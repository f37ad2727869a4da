/**
 * Which tree-sitter node types play which role in each language. Everything language-specific about the
 * shape of a tree lives here, so the analysers read roles ("a loop", "a call") rather than grammar names.
 */
import type { LanguageId } from '@codeconquer/contracts';

export type LiteralKind = 'number' | 'string' | 'char' | 'boolean' | 'null';

export type LanguageSyntax = {
  /** Named functions and methods (each analysed on its own). */
  functions: ReadonlySet<string>;
  /** Anonymous functions: their bodies are not part of the enclosing code's running time. */
  lambdas: ReadonlySet<string>;
  loops: ReadonlySet<string>;
  /** Python comprehensions: every `for_in_clause` inside is a loop. */
  comprehensions: ReadonlySet<string>;
  calls: ReadonlySet<string>;
  comments: ReadonlySet<string>;
  /** Every kind of name (variables, fields, types), all one symbol to the plagiarism tokeniser. */
  identifiers: ReadonlySet<string>;
  literals: ReadonlyMap<string, LiteralKind>;
  /** Statements that open a nesting level (for the nesting-depth style check). */
  nesting: ReadonlySet<string>;
  /** Boilerplate dropped before fingerprinting: includes and imports say nothing about authorship. */
  boilerplate: ReadonlySet<string>;
  /** Local variable declarations, where `localNames` finds declared names. */
  declarations: ReadonlySet<string>;
  /** The block type a function's body or a loop's body is. */
  blocks: ReadonlySet<string>;
};

const cFamilyLiterals: [string, LiteralKind][] = [
  ['number_literal', 'number'],
  ['string_literal', 'string'],
  ['raw_string_literal', 'string'],
  ['concatenated_string', 'string'],
  ['char_literal', 'char'],
  ['true', 'boolean'],
  ['false', 'boolean'],
  ['null', 'null'],
];

const C: LanguageSyntax = {
  functions: new Set(['function_definition']),
  lambdas: new Set(),
  loops: new Set(['for_statement', 'while_statement', 'do_statement']),
  comprehensions: new Set(),
  calls: new Set(['call_expression']),
  comments: new Set(['comment']),
  identifiers: new Set([
    'identifier',
    'field_identifier',
    'type_identifier',
    'statement_identifier',
    'namespace_identifier',
  ]),
  literals: new Map(cFamilyLiterals),
  nesting: new Set(['if_statement', 'for_statement', 'while_statement', 'do_statement', 'switch_statement']),
  boilerplate: new Set(['preproc_include']),
  declarations: new Set(['declaration']),
  blocks: new Set(['compound_statement']),
};

const CPP: LanguageSyntax = {
  ...C,
  lambdas: new Set(['lambda_expression']),
  loops: new Set([...C.loops, 'for_range_loop']),
  nesting: new Set([...C.nesting, 'for_range_loop', 'try_statement']),
  boilerplate: new Set(['preproc_include', 'using_declaration']),
};

const JAVA: LanguageSyntax = {
  functions: new Set(['method_declaration', 'constructor_declaration']),
  lambdas: new Set(['lambda_expression']),
  loops: new Set(['for_statement', 'enhanced_for_statement', 'while_statement', 'do_statement']),
  comprehensions: new Set(),
  calls: new Set(['method_invocation']),
  comments: new Set(['line_comment', 'block_comment']),
  identifiers: new Set(['identifier', 'type_identifier']),
  literals: new Map([
    ['decimal_integer_literal', 'number'],
    ['hex_integer_literal', 'number'],
    ['octal_integer_literal', 'number'],
    ['binary_integer_literal', 'number'],
    ['decimal_floating_point_literal', 'number'],
    ['hex_floating_point_literal', 'number'],
    ['string_literal', 'string'],
    ['character_literal', 'char'],
    ['true', 'boolean'],
    ['false', 'boolean'],
    ['null_literal', 'null'],
  ]),
  nesting: new Set([
    'if_statement',
    'for_statement',
    'enhanced_for_statement',
    'while_statement',
    'do_statement',
    'switch_expression',
    'try_statement',
  ]),
  boilerplate: new Set(['import_declaration', 'package_declaration']),
  declarations: new Set(['local_variable_declaration']),
  blocks: new Set(['block']),
};

const PYTHON: LanguageSyntax = {
  functions: new Set(['function_definition']),
  lambdas: new Set(['lambda']),
  loops: new Set(['for_statement', 'while_statement']),
  comprehensions: new Set([
    'list_comprehension',
    'set_comprehension',
    'dictionary_comprehension',
    'generator_expression',
  ]),
  calls: new Set(['call']),
  comments: new Set(['comment']),
  identifiers: new Set(['identifier']),
  literals: new Map([
    ['integer', 'number'],
    ['float', 'number'],
    ['string', 'string'],
    ['concatenated_string', 'string'],
    ['true', 'boolean'],
    ['false', 'boolean'],
    ['none', 'null'],
  ]),
  nesting: new Set(['if_statement', 'for_statement', 'while_statement', 'try_statement', 'with_statement']),
  boilerplate: new Set(['import_statement', 'import_from_statement', 'future_import_statement']),
  declarations: new Set(['assignment']),
  blocks: new Set(['block']),
};

export const SYNTAX: Record<LanguageId, LanguageSyntax> = {
  c: C,
  cpp: CPP,
  java: JAVA,
  python: PYTHON,
  pypy: PYTHON,
};
