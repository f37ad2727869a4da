/**
 * VGuy's replies to what it did rather than looked up: a hint revealed (or why not), and a reading of the
 * code in the editor. Facts come from the hint feature, the review and the help corpus's own sections.
 */
import { isTooSlow } from '@codeconquer/analyser';
import { languageInfo, type LanguageId } from '@codeconquer/contracts';
import { helpCorpus } from './corpus';
import type { CodeReading, HintLadder, PageProblem } from './types';

/** The help sections a hint reply quotes: how hints work and cost, and how to earn tokens. */
export const HOW_HINTS_WORK = 'hints-and-tokens#how-hints-work';
export const EARNING_TOKENS = 'hints-and-tokens#earning-tokens';

function sectionBody(id: string): string {
  const section = helpCorpus().sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`The help corpus has no section ${id}`);
  return section.body;
}

export function hintLadderReply(ladder: HintLadder, problem: PageProblem): string {
  switch (ladder.kind) {
    case 'guest':
      return `Hints are for signed-in users: sign in, open ${problem.title} in the solve editor and ask me again (or use its Hints tab).\n\n${sectionBody(HOW_HINTS_WORK)}`;
    case 'not-enough-tokens':
      return `Hint ${ladder.hintNumber} for ${problem.title} costs ${ladder.cost} tokens and you have ${ladder.tokens}, so I cannot reveal it yet.\n\n${sectionBody(EARNING_TOKENS)}`;
    case 'shown': {
      const hints = ladder.hints.map((hint) => `Hint ${hint.hintNumber}: ${hint.hintText}`);
      const note = ladder.newlyRevealed
        ? `Revealing hint ${ladder.newlyRevealed.hintNumber} cost ${ladder.newlyRevealed.cost} tokens; you have ${ladder.tokens} left. It stays in the Hints tab of the solve editor.`
        : 'Every hint of this problem is revealed already, so showing them again is free.';
      const next =
        ladder.newlyRevealed?.hintNumber === 1 ? ' Ask again for hint 2 ({{hint2Cost}} tokens).' : '';
      return [`Hints for ${problem.title}:`, ...hints, `${note}${next}`].join('\n\n');
    }
  }
}

/** Asking about "my code" with no editor open: say where the chat can see it. */
export const NO_CODE_REPLY =
  'I can only read your code when you open this chat from the solve editor or the online compiler, with your code in the editor. Open it there and ask me again.';

function readingLines(reading: CodeReading, problem: PageProblem | undefined): string[] {
  const { time, space } = reading.complexityAnalysis;
  const lines = [`- Time complexity ${time}, memory ${space}.`];
  if (problem?.constraints && isTooSlow(time, problem.constraints))
    lines.push(
      `- ${time} is too slow for the constraints of ${problem.title}: expect Time Limit Exceeded on its largest tests.`,
    );
  const advice = [
    ...reading.optimizationSuggestions,
    ...reading.securityIssues,
    ...reading.bestPractices,
    ...reading.styleIssues,
  ];
  return [...lines, ...advice.slice(0, MAX_ADVICE).map((item) => `- ${item}`)];
}

/** A chat bubble has room for the review's first few points; the AI Power tab shows the whole review. */
const MAX_ADVICE = 4;

export function codeReadingReply(
  reading: CodeReading,
  language: LanguageId,
  problem: PageProblem | undefined,
): string {
  const lines = readingLines(reading, problem);
  const nothingToAdd = lines.length === 1 ? '\n\nThe review finds nothing else to change.' : '';
  return `Your ${languageInfo(language).label} code, as the AI review reads it (it reads the code; it does not run it against the tests, Run and Custom Input do):\n${lines.join('\n')}${nothingToAdd}`;
}

/** A verdict explained, then what the review sees in the code that got it. */
export function verdictWithCodeReply(
  verdictHelp: string,
  reading: CodeReading,
  language: LanguageId,
  problem: PageProblem | undefined,
): string {
  return `${verdictHelp}\n\n${codeReadingReply(reading, language, problem)}`;
}
