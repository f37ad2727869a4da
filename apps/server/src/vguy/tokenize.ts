/**
 * Text → search terms, the same way for the help corpus, the problem bank and the user's message, so
 * that "TLE", "too slow" and "time limit exceeded" meet on the same terms. Deliberately small: lower-case,
 * phrase synonyms, stop words and a light suffix stemmer are enough for a corpus we write ourselves.
 */

/** Spellings that splitting on punctuation would lose, for documents and questions alike. */
const SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/c\+\+/g, ' cpp '],
  [/\bi\/o\b/g, 'input output'],
  [/[’`']/g, ''],
];

/**
 * Phrases users type for things the corpus names differently. Questions only: the corpus says what it
 * means, and its own "slow down" must not turn into a Time Limit Exceeded. Applied in order (so
 * `runtime` only gains "error" when "error" does not follow already).
 */
const SYNONYMS: readonly (readonly [RegExp, string])[] = [
  [/\bio\b/g, 'input output'],
  [/\btle\b/g, 'time limit exceeded'],
  [
    /\b(too slow|slow|timeout|time out|timed out|takes too long|taking too long)\b/g,
    '$1 time limit exceeded',
  ],
  [/\bmle\b|\bout of memory\b|\boom\b/g, 'memory limit exceeded'],
  [/\bole\b/g, 'output limit exceeded'],
  [/\bwa\b/g, 'wrong answer'],
  [/\bac\b/g, 'accepted'],
  [/\bce\b/g, 'compilation error'],
  [/\b(doesnt|does not|wont|will not|cant|cannot) compile\b/g, 'compilation error'],
  [/\bsyntax error\b/g, 'syntax compilation error'],
  [/\b(re|rte)\b/g, 'runtime error'],
  [/\bruntime\b(?!\s+error)/g, 'runtime error'],
  [/\b(crash\w*|segfault\w*|segmentation fault|sigsegv|stack overflow)\b/g, '$1 runtime error'],
  [/\bdp\b/g, 'dynamic programming'],
  [/\bbig[- ]?o\b/g, 'complexity'],
  [/\bhot ?keys?\b|\bkey ?bindings?\b/g, 'keyboard shortcut'],
  [/\blog ?in\b|\bsign ?in\b/g, 'sign in'],
  [/\bsign ?up\b|\bregister\b/g, 'sign up'],
  [/\b(coins?|credits?)\b/g, 'tokens'],
  [/\bpy\b/g, 'python'],
];

/** Words that carry no topic in a question ("what does … mean?", "can you tell me …"). */
const STOP_WORDS = new Set(
  (
    'a an the and or but if then so of to in on at for with by from as into about is are was were be been ' +
    'being am do does did done doing have has had i me my mine you your yours we our us it its this that ' +
    'these those there here what whats which who whom whose when where why how can could would should ' +
    'will shall may might must please tell explain mean means meaning know want need get got some any all ' +
    'just also very really not no yes ok okay give show find list recommend suggest one way thing ' +
    'something anything like im ive dont doesnt isnt cant wont didnt go going happen happens ' +
    'hi hello hey thanks thank vs keep still always again ever even'
  ).split(' '),
);

/** Stems that suffix stripping would get wrong, or that should meet another word's stem. */
const IRREGULAR: Readonly<Record<string, string>> = {
  using: 'use',
  used: 'use',
  uses: 'use',
  // A contest "rating" is not a "rate" limit: stripped of "ing" and "e" both would meet at "rat".
  rating: 'rating',
  ratings: 'rating',
  rated: 'rating',
  unrated: 'rating',
};

const SUFFIXES = ['ingly', 'edly', 'ation', 'ing', 'ion', 'ive', 'ness', 'ment', 'ly', 'ed', 'er'];
const MIN_STEM = 3;

/** A light Porter-style stemmer: plural, a suffix or two, a final e, a doubled consonant. */
export function stem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= MIN_STEM || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(sses|shes|ches|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // A second suffix only under an adverb's "ly" ("recursive-ly"): "exceed-ed" must not lose its "ed" twice.
  for (let round = 0; round < 2; round++) {
    const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= MIN_STEM);
    if (!suffix) break;
    w = w.slice(0, -suffix.length);
    // "submitt(ing)" → "submit", "runn(ing)" → "run"; l, s and z double legitimately ("pass", "fill").
    if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
    if (suffix !== 'ly') break;
  }
  if (w.endsWith('e') && w.length > MIN_STEM) w = w.slice(0, -1);
  return w;
}

function rewrite(text: string, rules: readonly (readonly [RegExp, string])[]): string {
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** The raw words of a text, lower-cased, before stop words and stemming; `question` adds synonyms. */
export function words(text: string, question = false): string[] {
  const spelled = rewrite(text.toLowerCase(), SPELLINGS);
  return (question ? rewrite(spelled, SYNONYMS) : spelled)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

function terms(allWords: string[]): string[] {
  // A stop word's inflections ("gets", "happened") are as empty as the word itself.
  return allWords
    .map((word) => (STOP_WORDS.has(word) ? '' : stem(word)))
    .filter((t) => t && !STOP_WORDS.has(t));
}

/** Search terms of a document: without stop words, stemmed. Repeats are kept (they weigh in BM25). */
export function tokenize(text: string): string[] {
  return terms(words(text));
}

/** Search terms of a user's question: like a document's, after the synonyms. */
export function tokenizeQuestion(text: string): string[] {
  return terms(words(text, true));
}
