/**
 * Loops that stop on what they read: `while ((c = getchar()) != EOF)`, a fast reader's
 * `while (b >= '0' && b <= '9') { …; b = in.read(); }`, `while ((line = br.readLine()) != null)`,
 * `while (!st.hasMoreTokens())`, `for line in sys.stdin`, and the loop over a chunk just read
 * (`while ((r = in.read(buf)) > 0) for (i = 0; i < r; i++)`). The input is read once, so all their
 * iterations together cost O(input) however many loops call the reader — a digit loop inside
 * `nextInt()` is O(1) per number, not O(n).
 */
import type { Program } from '../../syntax/program';
import { identifiersIn } from '../../syntax/queries';
import type { SyntaxNode } from '../../syntax/tree';
import type { Amortisation, AmortisationContext } from './context';
import { enclosingLoops, iterableOf, runsEveryIteration } from './loop-shape';

const C_READS =
  /^(getline|getchar|getchar_unlocked|getc|getc_unlocked|fgetc|fgets|fread|read|scanf|fscanf|readChar|readByte|gc)$/;
const JAVA_READS =
  /^(read|readLine|readByte|readChar|nextToken|next|nextInt|nextLong|nextDouble|nextLine|hasNext\w*|hasMoreTokens|ready)$/;
const PYTHON_READS = /^(input|readline|read|readlines)$/;
const READER_TYPES = /Scanner|Reader|Tokenizer|InputStream/;

export function inputLoop(loop: SyntaxNode, context: AmortisationContext): Amortisation | undefined {
  return readsUntilDone(loop, context) || walksChunkJustRead(loop, context) || iteratesInput(loop)
    ? { pattern: 'input-stream', lifetime: 'program' }
    : undefined;
}

/** The condition reads the input, or tests a variable the loop reads into on every iteration. */
function readsUntilDone(loop: SyntaxNode, context: AmortisationContext): boolean {
  const condition = loop.child('condition');
  if (!condition) return false;
  if (containsRead(condition, context.program)) return true;
  const tested = identifiersIn(condition);
  return context
    .writesAround(loop)
    .some(
      (write) =>
        tested.has(write.target) &&
        !!write.value &&
        containsRead(write.value, context.program) &&
        runsEveryIteration(write.node, loop, context.program),
    );
}

/** `for (i = 0; i < r; i++)` inside `while ((r = in.read(buf)) > 0)`: the chunk is part of the input. */
function walksChunkJustRead(loop: SyntaxNode, context: AmortisationContext): boolean {
  const tested = identifiersIn(loop.child('condition'));
  return enclosingLoops(loop, context.program).some((outer) => {
    const outerCondition = outer.child('condition');
    return context
      .writesAround(outer)
      .some(
        (write) =>
          tested.has(write.target) &&
          !!outerCondition &&
          write.node.isWithin(outerCondition) &&
          containsRead(write.value, context.program),
      );
  });
}

/** Python's `for line in sys.stdin`. */
function iteratesInput(loop: SyntaxNode): boolean {
  return /^sys\.stdin(\.buffer)?$|^fileinput\.input\(/.test(iterableOf(loop)?.text ?? '');
}

/** A call that reads from the input, directly or through one of the program's own reader functions. */
function containsRead(node: SyntaxNode | undefined, program: Program, depth = 0): boolean {
  if (!node || depth > 2) return false;
  if (/^(std::)?cin\s*>>/.test(node.text)) return true;
  return [node, ...node.descendants()].some((candidate) => {
    if (!program.isCall(candidate)) return false;
    const call = program.callInfo(candidate);
    const own = call.receiver === undefined || /^(this|self)$/.test(call.receiver);
    const fn = own ? program.functionNamed(call.name) : undefined;
    if (fn?.body) return containsRead(fn.body, program, depth + 1);
    switch (program.language) {
      case 'java':
        return call.receiver !== undefined && JAVA_READS.test(call.name) && isReader(call.receiver, program);
      case 'python':
        return PYTHON_READS.test(call.name) && /stdin|^input$/.test(call.receiver ?? call.name);
      default:
        return C_READS.test(call.name);
    }
  });
}

/** `System.in`, or a variable declared as a Scanner, a Reader, a StringTokenizer or an InputStream. */
function isReader(receiver: string, program: Program): boolean {
  if (/^System\.in$/.test(receiver)) return true;
  const name = receiver.replace(/^this\./, '');
  return program.root
    .findAll(new Set(['local_variable_declaration', 'field_declaration', 'formal_parameter']))
    .some(
      (declaration) =>
        READER_TYPES.test(declaration.child('type')?.text ?? '') &&
        (declaration.child('name')?.text === name ||
          declaration.childrenOf('declarator').some((declarator) => declarator.child('name')?.text === name)),
    );
}
