import { affiliationBodySchema, createContestBodySchema } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { englishT, translatorIn } from './english-translate';
import ptBR from './messages/pt-BR';
import { validationMessage } from './validation-message';

const portuguese = translatorIn('pt-BR', ptBR);

/** The first issue a schema finds in a value. */
function issueOf(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected an issue');
  return parsed.error.issues[0]!;
}

describe('validationMessage', () => {
  it("keeps the schema's own English message in English, word for word", () => {
    const issue = issueOf(affiliationBodySchema, { name: 'Somewhere', shortName: 'S', country: 'XXX' });
    expect(validationMessage(issue, englishT)).toBe(
      'A country is its three-letter code (ISO 3166-1 alpha-3), e.g. VNM.',
    );
    expect(validationMessage({ message: 'From the server.' }, englishT)).toBe('From the server.');
  });

  it('words lengths, numbers and formats in Portuguese by the issue code and its numbers', () => {
    expect(validationMessage(issueOf(z.string().min(1, 'Give a name.'), ''), portuguese)).toBe(
      'Preencha este campo.',
    );
    expect(validationMessage(issueOf(z.string().min(3, 'Short.'), 'ab'), portuguese)).toBe(
      'Pelo menos 3 caracteres.',
    );
    expect(validationMessage(issueOf(z.string().max(120, 'Long.'), 'x'.repeat(121)), portuguese)).toBe(
      'No máximo 120 caracteres.',
    );
    expect(validationMessage(issueOf(z.number().int('Whole.'), 1.5), portuguese)).toBe(
      'Use um número inteiro.',
    );
    expect(validationMessage(issueOf(z.number().max(5000, 'Big.'), 6000), portuguese)).toBe(
      'O máximo permitido é 5.000.',
    );
    expect(
      validationMessage(issueOf(z.array(z.string()).max(20, 'Many.'), Array(21).fill('a')), portuguese),
    ).toBe('No máximo 20 itens.');
    expect(validationMessage(issueOf(z.email('Email.'), 'nope'), portuguese)).toBe(
      'Digite um endereço de e-mail válido.',
    );
    expect(validationMessage(issueOf(z.string().regex(/^a$/, 'Pattern.'), 'b'), portuguese)).toBe(
      'Isto não está no formato esperado.',
    );
    expect(validationMessage(issueOf(z.enum(['a', 'b']), 'c'), portuguese)).toBe('Escolha uma das opções.');
  });

  it("words the contracts' own refinements by their params.code", () => {
    const country = issueOf(affiliationBodySchema, { name: 'Somewhere', shortName: 'S', country: 'XXX' });
    expect(validationMessage(country, portuguese)).toBe(
      'Um país é o seu código de três letras (ISO 3166-1 alfa-3), por exemplo, BRA.',
    );
    const body = {
      title: 'Round',
      startTime: '2026-11-25T10:00:00.000Z',
      endTime: '2026-11-25T09:00:00.000Z',
      problems: ['two-sum'],
    };
    const backwards = createContestBodySchema
      .safeParse(body)
      .error?.issues.find((each) => each.path[0] === 'endTime');
    expect(backwards && validationMessage(backwards, portuguese)).toBe('O fim deve vir depois do início.');
  });

  it("words a server's issue by the code and numbers the API sends with it", () => {
    const tooLong = { path: 'name', message: 'Full name can be at most 80 characters.', code: 'too_big' };
    expect(validationMessage({ ...tooLong, origin: 'string', maximum: 80 }, portuguese)).toBe(
      validationMessage(issueOf(z.string().max(80, 'Long.'), 'x'.repeat(81)), portuguese),
    );
    expect(validationMessage({ ...tooLong, origin: 'string', maximum: 80 }, portuguese)).toContain('80');
  });

  it('reads an issue without a code (a refusal the server wrote by hand) as not valid', () => {
    expect(validationMessage({ message: 'Unknown field: "x".' }, portuguese)).toBe(
      'Este valor não é válido.',
    );
  });
});
