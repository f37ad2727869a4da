/**
 * What a message asks VGuy to do beyond answering from the help: reveal the page problem's next hint, or
 * look at the code in the editor. Everything else is a help question (or a request for problems).
 */
import { words } from './tokenize';

const HINT_WORDS = new Set(['hint', 'hints', 'clue', 'clues', 'nudge']);
/** "How do hints work?", "what does a hint cost?" ask about the rules, not for a hint. */
const ABOUT_HINT_RULES = new Set(
  'how cost costs price prices much many work works rule rules what where when which does do are is'.split(
    ' ',
  ),
);

/** "Give me a hint", "hint please", "I'm stuck, can I get a hint?". */
export function asksForHint(message: string): boolean {
  const said = words(message);
  return said.some((word) => HINT_WORDS.has(word)) && !said.some((word) => ABOUT_HINT_RULES.has(word));
}

/** "My code", "this solution": the code in the editor, as opposed to code in general. */
const OWN_CODE = /\b(my|this|the) (code|solution|program|submission|implementation|approach|algorithm)\b/;
/**
 * What makes a question about one's code one the analyser's reading answers: its correctness, speed or
 * quality. "How do I submit my code?" is none of these and stays a help question.
 */
const CODE_CONCERN =
  /\b(wrong|fail\w*|bug\w*|broken|incorrect|correct|complexity|big ?o|fast|faster|slow|slower|efficient|optimi[sz]e\w*|improve\w*|review|check|better|tle|wa|mle|error|work|works|working)\b/;

export function asksAboutOwnCode(message: string): boolean {
  const text = words(message).join(' ');
  return OWN_CODE.test(text) && CODE_CONCERN.test(text);
}

const VERDICT_PHRASES = [
  'time limit exceeded',
  'memory limit exceeded',
  'wrong answer',
  'runtime error',
  'output limit exceeded',
];

/**
 * "What does TLE mean?" asks for the definition, not about one's own run: the code in the editor has
 * nothing to add to it (unlike "TLE on test 7" or "why do I get WA").
 */
export function asksForDefinition(message: string): boolean {
  const [first, second] = words(message);
  return (
    first === 'define' ||
    first === 'meaning' ||
    (first === 'what' && (second === 'does' || second === 'is')) ||
    first === 'whats'
  );
}

/** Whether the message names a verdict ("TLE on test 7", "why wrong answer"), abbreviations included. */
export function namesVerdict(message: string): boolean {
  const text = words(message, true).join(' ');
  return VERDICT_PHRASES.some((phrase) => text.includes(phrase));
}
