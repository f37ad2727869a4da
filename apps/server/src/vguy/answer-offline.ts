/**
 * VGuy without an LLM: retrieval over the help corpus and the problem bank. The order of the checks is
 * the order of intent: small talk, then a request for problems, then a help question, then a problem
 * named by title, and when nothing matches well, a list of what VGuy can help with.
 */
import {
  THANKS_REPLY,
  fallbackReply,
  greetingReply,
  helpReply,
  mentionedProblemReply,
  problemsReply,
} from './compose';
import { ABOUT_VGUY_ARTICLE, helpCorpus } from './corpus';
import { searchHelp, type HelpHit } from './help-search';
import { mentionedProblem, suggestProblems } from './problem-finder';
import { smallTalk } from './small-talk';
import type { OfflineAnswer, VguyContext } from './types';

/**
 * The share of the question's weight the best section must contain. Below it, the match rests on a
 * common word ("what is the time in Paris?" matches "time" and nothing else) and a guess would mislead.
 */
export const MIN_COVERAGE = 0.4;
/**
 * A question padded with words the corpus never uses ("my solution gets TLE, sigh") still deserves its
 * answer when the words that did match are specific (together as rare as about two uncommon terms).
 */
const SPECIFIC_MATCH_WEIGHT = 4;
const MIN_SPECIFIC_COVERAGE = 0.25;
/** A runner-up worth offering as "you can also ask me about" scores at least this share of the best. */
const RELATED_SHARE = 0.6;
const MAX_RELATED = 2;

function isConfident(hit: HelpHit | undefined): hit is HelpHit {
  if (hit === undefined) return false;
  return (
    hit.coverage >= MIN_COVERAGE ||
    (hit.matchedWeight >= SPECIFIC_MATCH_WEIGHT && hit.coverage >= MIN_SPECIFIC_COVERAGE)
  );
}

export function answerOffline(message: string, context: VguyContext): OfflineAnswer {
  const corpus = helpCorpus();
  const talk = smallTalk(message);
  if (talk === 'thanks') return { reply: THANKS_REPLY, sources: [] };
  if (talk === 'greeting') {
    const about = corpus.sections.find((section) => section.article.slug === ABOUT_VGUY_ARTICLE);
    return { reply: greetingReply(about, corpus.articles), sources: about ? [about.id] : [] };
  }

  const suggestions = suggestProblems(message, context);
  if (suggestions)
    return {
      reply: problemsReply(suggestions),
      sources: suggestions.problems.map((problem) => `/problems/${problem.id}`),
    };

  const mentioned = mentionedProblem(message, context.problems);
  const [best, ...others] = searchHelp(message, MAX_RELATED + 1);
  if (isConfident(best)) {
    const related = others
      // Offered only when as clearly on topic as the answer: a weak runner-up reads as a non sequitur.
      .filter(
        (hit) =>
          hit.coverage >= Math.max(MIN_COVERAGE, best.coverage) && hit.score >= best.score * RELATED_SHARE,
      )
      .map((hit) => hit.section);
    return {
      reply: helpReply(best.section, { problem: context.problem, related, mentioned }),
      sources: [best.section.id, ...(mentioned ? [`/problems/${mentioned.id}`] : [])],
    };
  }
  if (mentioned) return { reply: mentionedProblemReply(mentioned), sources: [`/problems/${mentioned.id}`] };
  return { reply: fallbackReply(corpus.articles), sources: [] };
}
