/** The offline VGuy: the help corpus, its search and the replies. No database, no network. */
import { DEFAULT_SITE_SETTINGS, verdictSchema } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { Bm25Index } from '../src/vguy/bm25';
import { trimToLength } from '../src/vguy/compose';
import { parseArticle } from '../src/vguy/corpus';
import { answerOffline, helpCorpus, searchHelp, type BankProblem, type VguyContext } from '../src/vguy/index';
import { fillSettings } from '../src/vguy/settings-text';
import { stem, tokenize, tokenizeQuestion } from '../src/vguy/tokenize';

const BANK: BankProblem[] = [
  { id: 'gift-card-pair', title: 'Gift Card Pair', difficulty: 'Easy', tags: ['Two Pointers', 'Arrays'] },
  { id: 'island-groups', title: 'Island Groups', difficulty: 'Easy', tags: ['Graphs', 'BFS'] },
  { id: 'build-order', title: 'Build Order', difficulty: 'Hard', tags: ['Graphs', 'Topological Sort'] },
  { id: 'staircase', title: 'Cracked Staircase', difficulty: 'Easy', tags: ['Dynamic Programming'] },
  { id: 'backpack', title: 'Expedition Backpack', difficulty: 'Medium', tags: ['Dynamic Programming'] },
  { id: 'kayak-pairs', title: 'Tandem Kayak Pairs', difficulty: 'Medium', tags: ['Two Pointers', 'Sorting'] },
];
const context: VguyContext = { problems: BANK };
/** As the route answers: the articles' `{{setting}}` marks filled with the default settings. */
const ask = (message: string, ctx: VguyContext = context) => {
  const answer = answerOffline(message, ctx);
  return { ...answer, reply: fillSettings(answer.reply, DEFAULT_SITE_SETTINGS) };
};

describe('help answers', () => {
  it('explains Time Limit Exceeded', () => {
    const { reply, sources } = ask('what does Time Limit Exceeded mean?');
    expect(sources[0]).toBe('verdicts#time-limit-exceeded');
    expect(reply).toMatch(/^Time Limit Exceeded\n/);
    expect(reply).toContain('CPU time');
    expect(reply).toContain('wall-clock');
    expect(reply).toContain('10^8 simple operations');
  });

  it('understands abbreviations and everyday phrasings of verdicts', () => {
    expect(ask('what is WA').sources[0]).toBe('verdicts#wrong-answer');
    expect(ask('what is WA').reply).toContain('expected answer');
    expect(ask('my code is too slow').sources[0]).toBe('verdicts#time-limit-exceeded');
    expect(ask('I keep getting TLE on test 7').sources[0]).toBe('verdicts#time-limit-exceeded');
    expect(ask('MLE').sources[0]).toBe('verdicts#memory-limit-exceeded');
    expect(ask('segfault').sources[0]).toBe('verdicts#runtime-error');
    expect(ask('my program crashes').sources[0]).toBe('verdicts#runtime-error');
    expect(ask('why do I get CE').sources[0]).toBe('verdicts#compilation-error');
  });

  it('tells how to submit', () => {
    const { reply, sources } = ask('how do I submit');
    expect(sources[0]).toBe('submitting#how-to-submit');
    expect(reply).toContain('hidden');
    expect(reply).toContain('first test that fails');
  });

  it('lists the keyboard shortcuts', () => {
    const { reply, sources } = ask('keyboard shortcuts');
    expect(sources[0]).toBe('shortcuts#run-and-submit-shortcuts');
    expect(reply).toContain('Ctrl+Enter');
    expect(reply).toContain('Ctrl+Shift+Enter');
  });

  it('names only settings it knows in its articles ({{name}} marks a setting)', () => {
    const marks = helpCorpus().sections.flatMap((section) => section.body.match(/\{\{\w+\}\}/g) ?? []);
    expect(marks.length).toBeGreaterThan(5);
    for (const section of helpCorpus().sections)
      expect(fillSettings(section.body, DEFAULT_SITE_SETTINGS), section.id).not.toMatch(/\{\{/);
  });

  it('gives the AI review limits', () => {
    const { reply, sources } = ask('how many AI reviews can I do');
    expect(sources[0]).toBe('ai-review#how-many-reviews-you-can-request');
    expect(reply).toContain('3 AI reviews per problem');
    expect(reply).toContain('15 per day');
  });

  it('answers language questions from the language notes', () => {
    expect(ask('can I use numpy in python?').reply).toContain('Only the standard library');
    expect(ask('what class name should I use in Java').reply).toContain('any name');
    expect(ask('fast io in c++').sources[0]).toBe('languages#fast-input-and-output');
    expect(ask('what python version do you use').reply).toContain('Python 3.11');
  });

  it('mentions the page problem where it is relevant', () => {
    const problem = { ...BANK[0]!, timeLimit: 1, memoryLimit: 256 };
    const { reply } = ask('my solution gets TLE', { problems: BANK, problem });
    expect(reply).toContain('For Gift Card Pair (Easy, Two Pointers, Arrays):');
    expect(reply).toContain('1 s and 256 MB');
    // Account questions have nothing to do with the problem on the page.
    expect(ask('how do I reset my password', { problems: BANK, problem }).reply).not.toContain(
      'Gift Card Pair',
    );
  });

  it('falls back to what VGuy can help with when nothing matches', () => {
    for (const message of ['asdf qwerty zxcv', 'what is the weather in Paris', 'what is the time in Paris']) {
      const { reply, sources } = ask(message);
      expect(sources).toEqual([]);
      expect(reply).toMatch(/^I don't know that\./);
      expect(reply).toContain('Verdicts explained');
      expect(reply).toContain('give me an easy graph problem');
    }
  });

  it('greets and thanks without a search', () => {
    expect(ask('hi!').reply).toMatch(/^Hi! I'm VGuy/);
    expect(ask('who are you?').reply).toMatch(/^Hi! I'm VGuy/);
    expect(ask('thanks').reply).toContain("You're welcome");
  });
});

describe('problem suggestions', () => {
  it('lists easy graph problems with their links', () => {
    const { reply, sources } = ask('give me an easy graph problem');
    expect(sources).toEqual(['/problems/island-groups']);
    expect(reply).toContain('Island Groups (Easy, Graphs, BFS): /problems/island-groups');
    expect(reply).not.toContain('Build Order');
  });

  it('reads "dp" as Dynamic Programming and lists every difficulty when none is asked', () => {
    const { reply, sources } = ask('dp problems');
    expect(reply).toContain('Dynamic Programming');
    expect(sources).toEqual(['/problems/staircase', '/problems/backpack']);
  });

  it('offers other difficulties when none matches both', () => {
    const { reply, sources } = ask('any hard dynamic programming problems?');
    expect(reply).toContain('I found no Hard problems on Dynamic Programming');
    expect(sources).toContain('/problems/backpack');
  });

  it('finds problems like the page problem', () => {
    const { sources } = ask('show me similar problems', { problems: BANK, problem: BANK[0]! });
    expect(sources).toEqual(['/problems/kayak-pairs']);
  });

  it('does not mistake help questions about problems for requests', () => {
    expect(ask('how do I search for problems').sources[0]).toBe('problems#the-problems-list');
    expect(
      ask('what is an easy way to submit a problem').sources.some((s) => s.startsWith('/problems/')),
    ).toBe(false);
  });

  it('links a problem named by its title', () => {
    expect(ask('tell me about gift card pair').reply).toContain('/problems/gift-card-pair');
  });
});

describe('the help corpus', () => {
  const sections = helpCorpus().sections;

  it('explains every verdict of the judge in its own section', () => {
    for (const verdict of verdictSchema.options) {
      const section = sections.find((s) => s.article.slug === 'verdicts' && s.heading === verdict);
      expect(section, `no help section for ${verdict}`).toBeDefined();
      expect(section?.body.length).toBeGreaterThan(150);
      expect(searchHelp(`what does ${verdict} mean?`)[0]?.section.id).toBe(section?.id);
    }
  });

  it('covers the topics VGuy promises', () => {
    const slugs = new Set(sections.map((s) => s.article.slug));
    for (const slug of [
      'submitting',
      'verdicts',
      'languages',
      'hints-and-tokens',
      'ai-review',
      'shortcuts',
      'compiler',
      'accounts',
      'contests',
      'leaderboard',
      'ratings',
      'discussion',
      'limits',
      'basics',
    ])
      expect(slugs).toContain(slug);
    for (const language of ['C++', 'C', 'Java', 'Python'])
      expect(sections.some((s) => s.article.slug === 'languages' && s.heading === language)).toBe(true);
  });

  it('has no empty section and unique section ids', () => {
    for (const section of sections) expect(section.body.trim(), section.id).not.toBe('');
    expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
  });

  it('splits an article at its headings and hides the keywords line', () => {
    const { article, sections: parsed } = parseArticle(
      'demo',
      '# Demo\n\nWhat it is about.\n\n## First part\n\n<!-- keywords: alpha beta -->\n\nBody one.\n\n## Second\n\nBody two.\n',
    );
    expect(article).toEqual({ slug: 'demo', title: 'Demo', summary: 'What it is about.' });
    expect(parsed.map((s) => [s.id, s.keywords, s.body])).toEqual([
      ['demo#first-part', 'alpha beta', 'Body one.'],
      ['demo#second', '', 'Body two.'],
    ]);
    expect(() => parseArticle('broken', 'no title')).toThrow(/no "# Title"/);
  });
});

describe('search building blocks', () => {
  it('stems the forms of a word to one term', () => {
    expect(new Set(['submit', 'submitted', 'submitting', 'submits'].map(stem))).toEqual(new Set(['submit']));
    expect(new Set(['compile', 'compiler', 'compiled', 'compilation'].map(stem)).size).toBe(1);
    expect(stem('recursively')).toBe(stem('recursion'));
  });

  it('applies synonyms to questions only, and drops stop words', () => {
    expect(tokenizeQuestion('what is TLE?')).toEqual(['tim', 'limit', 'exceed']);
    expect(tokenize('slow down')).toEqual(['slow', 'down']);
    expect(tokenize('C++ and C')).toEqual(['cpp', 'c']);
  });

  it('ranks rare terms above common ones and reports coverage', () => {
    const index = new Bm25Index<string>();
    index.add('common', ['code', 'code', 'run']);
    index.add('rare', ['code', 'segfault']);
    index.add('other', ['code', 'theme']);
    const [first, second] = index.search(['segfault', 'code']);
    expect(first?.id).toBe('rare');
    expect(first?.coverage).toBeCloseTo(1);
    expect(second?.coverage).toBeLessThan(0.5);
    expect(index.search(['unknown'])).toEqual([]);
    expect(index.search([])).toEqual([]);
  });

  it('trims long text at a block boundary', () => {
    const text = ['First paragraph.', 'Intro:', '- one item', '- two item', 'Last paragraph.'].join('\n\n');
    expect(trimToLength(text, 1000)).toBe(text);
    const trimmed = trimToLength(text, 30);
    expect(trimmed.length).toBeLessThanOrEqual(30);
    expect(trimmed).toBe('First paragraph.');
  });
});
