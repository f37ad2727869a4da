/**
 * A found failing test in words, for the offline review and hint and for an LLM's prompt: the input, what
 * was expected and what the program printed, cut so that a long one stays readable.
 */
import type { FailingTest } from '@codeconquer/contracts';

const SHOWN_CHARACTERS = 300;

function shown(text: string): string {
  const trimmed = text.trimEnd();
  return trimmed.length > SHOWN_CHARACTERS ? `${trimmed.slice(0, SHOWN_CHARACTERS)}…` : trimmed;
}

/** One sentence for a learner: "On the small failing test … your program printed … where … was expected." */
export function failingTestSentence(test: FailingTest): string {
  const input = `on the small failing test the judge found (input: \`${shown(test.input)}\`)`;
  if (test.verdict !== 'Wrong Answer' || test.expected === null)
    return `Your program gets ${test.verdict} ${input}: run it on that input yourself and follow what happens.`;
  return (
    `Your program printed \`${shown(test.output) || '(nothing)'}\` ${input} where \`${shown(test.expected)}\` ` +
    'was expected: trace that input by hand through your code to find where they part.'
  );
}

/** The lines an LLM is given, asking it to refer to the test. */
export function failingTestPrompt(test: FailingTest): string {
  return (
    `\nThe judge found a small test this code fails (${test.verdict}); your answer must refer to it.\n` +
    `Input:\n${shown(test.input)}\n` +
    (test.expected === null ? '' : `Expected output:\n${shown(test.expected)}\n`) +
    `The program's output:\n${shown(test.output)}\n`
  );
}
