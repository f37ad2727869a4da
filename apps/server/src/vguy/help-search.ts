/**
 * Ranks help sections for a question. Also the LLM half's way to pick the help text it sends along with
 * the user's message.
 */
import { Bm25Index } from './bm25';
import { ABOUT_VGUY_ARTICLE, helpCorpus, type HelpSection } from './corpus';
import { tokenize, tokenizeQuestion } from './tokenize';

export type HelpHit = { section: HelpSection; score: number; coverage: number; matchedWeight: number };

/**
 * A heading names what its section answers, so its words count three times; the hidden keywords and the
 * article's title once, like the prose.
 */
const HEADING_WEIGHT = 3;

function sectionTerms(section: HelpSection): string[] {
  const heading = tokenize(section.heading);
  return [
    ...Array.from({ length: HEADING_WEIGHT }, () => heading).flat(),
    ...tokenize(section.keywords),
    ...tokenize(section.article.title),
    ...tokenize(section.body),
  ];
}

let index: Bm25Index<HelpSection> | undefined;

function helpIndex(): Bm25Index<HelpSection> {
  if (!index) {
    const built = new Bm25Index<HelpSection>();
    // VGuy's own page lists every topic: it would match everything a little and answer nothing.
    for (const section of helpCorpus().sections)
      if (section.article.slug !== ABOUT_VGUY_ARTICLE) built.add(section, sectionTerms(section));
    index = built;
  }
  return index;
}

/**
 * A question that says what a heading says ("what does Time Limit Exceeded mean?", "what is WA") is the
 * strongest signal there is; BM25 alone can rank a section that merely lists all verdicts level with it.
 * The boost grows with the overlap of the two term sets (Jaccard): up to 1.5 for a question that is the
 * heading, less for one that also says other things.
 */
const HEADING_BOOST = 0.5;

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const shared = [...a].filter((term) => b.has(term)).length;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

export function searchHelp(question: string, limit = 5): HelpHit[] {
  const terms = tokenizeQuestion(question);
  const asked = new Set(terms);
  // Ranked deeper than `limit`, so that a boosted section from further down can still come first.
  return helpIndex()
    .search(terms, limit + 10)
    .map((hit) => {
      const score = hit.score * (1 + HEADING_BOOST * overlap(new Set(tokenize(hit.id.heading)), asked));
      return { section: hit.id, score, coverage: hit.coverage, matchedWeight: hit.matchedWeight };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
