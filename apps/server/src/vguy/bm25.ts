/**
 * Okapi BM25 over pre-tokenised documents: a few hundred short documents at most (help sections, the
 * problem bank), so a plain in-memory inverted index is all it takes. Besides the score, a hit reports
 * how much of the query it covers, which tells a real answer from a lucky match on one common word.
 */

export type Bm25Hit<Id> = {
  id: Id;
  score: number;
  /** The query's IDF weight this document contains, 0–1; a term the index never saw counts as missing. */
  coverage: number;
  /** The IDF weight this document contains, not divided: how specific the match is. */
  matchedWeight: number;
  matchedTerms: string[];
};

/** The usual defaults: k1 bounds a repeated term's weight, b how much long documents are discounted. */
const K1 = 1.2;
const B = 0.75;

export class Bm25Index<Id> {
  private readonly ids: Id[] = [];
  private readonly lengths: number[] = [];
  /** term → (document index → occurrences). */
  private readonly postings = new Map<string, Map<number, number>>();
  private totalLength = 0;

  add(id: Id, terms: readonly string[]): void {
    const doc = this.ids.length;
    this.ids.push(id);
    this.lengths.push(terms.length);
    this.totalLength += terms.length;
    for (const term of terms) {
      let posting = this.postings.get(term);
      if (!posting) this.postings.set(term, (posting = new Map()));
      posting.set(doc, (posting.get(doc) ?? 0) + 1);
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /** Rarer terms weigh more; the +1 keeps a term found in most documents from going negative. */
  idf(term: string): number {
    const documentFrequency = this.postings.get(term)?.size ?? 0;
    const n = this.ids.length;
    return Math.log(1 + (n - documentFrequency + 0.5) / (documentFrequency + 0.5));
  }

  /** Documents containing at least one query term, best first. Repeated query terms count once. */
  search(queryTerms: readonly string[], limit = 10): Bm25Hit<Id>[] {
    const terms = [...new Set(queryTerms)];
    if (terms.length === 0 || this.ids.length === 0) return [];
    const averageLength = this.totalLength / this.ids.length;
    const queryWeight = terms.reduce((sum, term) => sum + this.idf(term), 0);
    const scores = new Map<number, { score: number; weight: number; matched: string[] }>();
    for (const term of terms) {
      const posting = this.postings.get(term);
      if (!posting) continue;
      const idf = this.idf(term);
      for (const [doc, frequency] of posting) {
        const length = this.lengths[doc] ?? 0;
        const tf = (frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / averageLength));
        const entry = scores.get(doc) ?? { score: 0, weight: 0, matched: [] };
        entry.score += idf * tf;
        entry.weight += idf;
        entry.matched.push(term);
        scores.set(doc, entry);
      }
    }
    return [...scores.entries()]
      .map(([doc, entry]) => ({
        id: this.ids[doc] as Id,
        score: entry.score,
        coverage: queryWeight > 0 ? entry.weight / queryWeight : 0,
        matchedWeight: entry.weight,
        matchedTerms: entry.matched,
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
