import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishT, translatorIn } from '@/i18n/english-translate';
import en from '@/i18n/messages/en';
import ptBR from '@/i18n/messages/pt-BR';
import { LEVEL_BANDS, LEVEL_LABELS, levelForRating, levelName } from './rating-levels';

describe('levelForRating', () => {
  it.each([
    [-50, 'Beginner'],
    [0, 'Beginner'],
    [1199, 'Beginner'],
    [1200, 'Intermediate'],
    [1599, 'Intermediate'],
    [1600, 'Advanced'],
    [1999, 'Advanced'],
    [2000, 'Expert'],
    [3500, 'Expert'],
  ])('rating %i is %s', (rating, level) => {
    expect(levelForRating(rating)).toBe(level);
  });
});

describe('LEVEL_LABELS', () => {
  it('names each level in English as the level itself', () => {
    for (const { level } of LEVEL_BANDS) expect(en[LEVEL_LABELS[level]]).toBe(level);
  });
});

describe('levelName', () => {
  it('names the level in the language shown', () => {
    expect(levelName(1650, englishT)).toBe('Advanced');
    expect(levelName(1650, translatorIn('pt-BR', ptBR))).toBe('Avançado');
    expect(levelName(900, translatorIn('pt-BR', ptBR))).toBe('Iniciante');
  });
});

describe('levels in the app', () => {
  it('are shown by their catalogue names, never as the English Level value', () => {
    // A Level put straight into JSX, a message's values or a chart label reads English in every language.
    const shownRaw = /\{levelForRating\(|:\s*levelForRating\(|value:\s*band\.level\b/;
    const root = fileURLToPath(new URL('..', import.meta.url));
    const offenders = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => shownRaw.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
