/**
 * Turns what was found into VGuy's reply. Every fact in a reply comes from the help corpus, the bank or
 * the page's problem; this module only adds connecting words, so it cannot make anything up.
 */
import { AI_REVIEWS_PER_PROBLEM, FIRST_SOLVE_REWARD } from '@codeconquer/contracts';
import { ABOUT_VGUY_ARTICLE, type HelpArticle, type HelpSection } from './corpus';
import type { ProblemSuggestions } from './problem-finder';
import type { BankProblem, PageProblem } from './types';

/** A chat bubble, not a page: long sections are cut at a paragraph or list item. */
export const MAX_BODY_CHARS = 1100;

/** Cuts Markdown to at most `max` characters at a block boundary (list items count as blocks). */
export function trimToLength(markdown: string, max = MAX_BODY_CHARS): string {
  if (markdown.length <= max) return markdown;
  const kept: string[] = [];
  let length = 0;
  for (const block of markdown.split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const fits: string[] = [];
    for (const line of lines) {
      if (length + line.length + 1 > max) break;
      fits.push(line);
      length += line.length + 1;
    }
    if (fits.length > 0) kept.push(fits.join('\n'));
    if (fits.length < lines.length) break;
    length += 1;
  }
  // An introduction ("Common causes:") whose list did not fit says nothing on its own.
  if (kept.length > 1 && kept.at(-1)?.endsWith(':')) kept.pop();
  // A first paragraph longer than the limit: keep its whole sentences.
  if (kept.length === 0)
    return (
      markdown
        .slice(0, max)
        .replace(/[^.!?]*$/, '')
        .trim() || markdown.slice(0, max)
    );
  return kept.join('\n\n');
}

/** Chat bubbles have little room: no blank line between "Common causes:" and its list. */
function forChat(markdown: string): string {
  return markdown.replace(/:\n\s*\n(?=[-\d])/g, ':\n');
}

export function problemLabel(problem: Pick<BankProblem, 'title' | 'difficulty' | 'tags'>): string {
  const about = [problem.difficulty, ...problem.tags].join(', ');
  return `${problem.title} (${about})`;
}

function problemItem(problem: BankProblem): string {
  return `- ${problemLabel(problem)}: /problems/${problem.id}`;
}

function formatSeconds(seconds: number): string {
  return `${seconds} s`;
}

/** What the page's problem adds to a section of each article; articles not listed add nothing. */
const PAGE_PROBLEM_NOTES: Readonly<Record<string, (problem: PageProblem) => string>> = {
  verdicts: (problem) => limitsAndTags(problem),
  limits: (problem) => limitsAndTags(problem),
  basics: (problem) => limitsAndTags(problem),
  'hints-and-tokens': (problem) =>
    `its hints are in the Hints tab of its solve editor, and a first Accepted on it earns ${FIRST_SOLVE_REWARD[problem.difficulty]} tokens.`,
  'ai-review': () =>
    `ask for a review in the AI Power tab of its solve editor (up to ${AI_REVIEWS_PER_PROBLEM} for this problem).`,
  submitting: (problem) => solveHere(problem),
  languages: (problem) => solveHere(problem),
  shortcuts: (problem) => solveHere(problem),
};

function limitsAndTags(problem: PageProblem): string {
  const limits =
    problem.timeLimit !== undefined && problem.memoryLimit !== undefined
      ? `the limits are ${formatSeconds(problem.timeLimit)} and ${problem.memoryLimit} MB per test`
      : null;
  const tags = problem.tags.length > 0 ? 'its tags name the techniques it is about' : null;
  const parts = [limits, tags].filter((part) => part !== null);
  return parts.length > 0 ? `${parts.join(', and ')}.` : 'its limits are in the side panel of its page.';
}

function solveHere(problem: PageProblem): string {
  return problem.id
    ? `press Solve on its page (/problems/${problem.id}) to open the editor.`
    : 'press Solve on its page to open the editor.';
}

export function pageProblemNote(section: HelpSection, problem: PageProblem | undefined): string | null {
  const note = problem ? PAGE_PROBLEM_NOTES[section.article.slug] : undefined;
  return problem && note ? `For ${problemLabel(problem)}: ${note(problem)}` : null;
}

export function helpReply(
  section: HelpSection,
  options: { problem?: PageProblem; related: HelpSection[]; mentioned: BankProblem | null },
): string {
  const parts = [`${section.heading}\n\n${forChat(trimToLength(section.body))}`];
  const note = pageProblemNote(section, options.problem);
  if (note) parts.push(note);
  if (options.mentioned)
    parts.push(`You mentioned ${problemLabel(options.mentioned)}: /problems/${options.mentioned.id}`);
  if (options.related.length > 0)
    parts.push(`You can also ask me about: ${options.related.map((related) => related.heading).join(', ')}.`);
  return parts.join('\n\n');
}

export function problemsReply(found: ProblemSuggestions): string {
  const topic = found.topics.length > 0 ? ` on ${found.topics.join(', ')}` : '';
  const level = found.difficulty ? `${found.difficulty} ` : '';
  if (found.problems.length === 0)
    return `I could not find ${level}problems${topic} in the problem bank yet. The Problems page lists every problem, with filters by difficulty and tag.`;
  const intro = found.similarTo
    ? `Problems like ${found.similarTo.title}${topic}:`
    : found.difficultyRelaxed
      ? `I found no ${level}problems${topic}, but here are some of other difficulties:`
      : `Here are ${level}problems${topic}:`;
  return `${intro}\n${found.problems.map(problemItem).join('\n')}\n\nOpen one and press Solve to start.`;
}

export function mentionedProblemReply(problem: BankProblem): string {
  return `${problemLabel(problem)}: /problems/${problem.id}\n\nOpen it and press Solve to start. Ask me about a verdict, the limits or hints if you get stuck.`;
}

/** What VGuy can help with, from the corpus's own article titles, so a new article shows up here. */
export function fallbackReply(articles: readonly HelpArticle[]): string {
  const topics = articles
    .filter((article) => article.slug !== ABOUT_VGUY_ARTICLE)
    .map((article) => `- ${article.title}`);
  return [
    "I don't know that. I'm VGuy, and I can help with:",
    [
      ...topics,
      '- Finding problems to practise, for example "give me an easy graph problem"',
      '- Your code, when you open me from the solve editor or the compiler: "why is my code wrong?"',
      '- A hint for the problem you are on: "hint for this problem"',
    ].join('\n'),
    'Try asking, for example, "what does Time Limit Exceeded mean?" or "how do I submit?"',
  ].join('\n\n');
}

export function greetingReply(about: HelpSection | undefined, articles: readonly HelpArticle[]): string {
  return about ? `Hi! ${about.body}` : fallbackReply(articles);
}

export const THANKS_REPLY = "You're welcome! Ask me anything else about CodeConquer.";
