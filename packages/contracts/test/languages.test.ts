import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS, LANGUAGES, languageIdSchema, languageOfSourceFile } from '../src/languages';

describe('the language catalogue', () => {
  it('has one entry per id, and the schema accepts exactly those ids', () => {
    expect(LANGUAGES.map((language) => language.id).sort()).toEqual([...LANGUAGE_IDS].sort());
    for (const id of LANGUAGE_IDS) expect(languageIdSchema.parse(id)).toBe(id);
    expect(languageIdSchema.safeParse('rust').success).toBe(false);
  });

  it('knows a source file by its ending, the main one first', () => {
    // PyPy has no file ending of its own: a .py file is Python, whichever interpreter runs it.
    for (const language of LANGUAGES.filter((entry) => entry.sourceExtensions.length > 0))
      expect(language.sourceExtensions[0]).toBe(`.${language.extension}`);
    expect(languageOfSourceFile('solution.py')).toBe('python');
    expect(languageOfSourceFile('solution.cc')).toBe('cpp');
    expect(languageOfSourceFile('Main.java')).toBe('java');
    expect(languageOfSourceFile('a.py3')).toBe('python');
    expect(languageOfSourceFile('notes.txt')).toBeNull();
    expect(languageOfSourceFile('Makefile')).toBeNull();
  });
});
