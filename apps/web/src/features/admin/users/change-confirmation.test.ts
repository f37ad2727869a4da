import { describe, expect, it } from 'vitest';
import ptBR from '@/i18n/messages/pt-BR';
import { englishT, translatorIn } from '@/i18n/english-translate';
import { changeConfirmation } from './change-confirmation';

describe('change confirmation', () => {
  it('names the new role', () => {
    expect(changeConfirmation(englishT, { role: 'admin' })).toBe('Role changed to admin.');
    expect(changeConfirmation(englishT, { role: 'user' })).toBe('Role changed to user.');
  });

  it('says whether the user was banned or unbanned', () => {
    expect(changeConfirmation(englishT, { banned: true })).toBe('User banned.');
    expect(changeConfirmation(englishT, { banned: false })).toBe('User unbanned.');
  });

  it('counts the tokens granted or taken', () => {
    expect(changeConfirmation(englishT, { tokensDelta: 50 })).toBe('50 tokens granted.');
    expect(changeConfirmation(englishT, { tokensDelta: -20 })).toBe('20 tokens taken.');
    expect(changeConfirmation(englishT, { tokensDelta: 1 })).toBe('1 token granted.');
    expect(changeConfirmation(englishT, { resetAiLimits: true })).toBe('AI review limits reset.');
    expect(changeConfirmation(englishT, { tokensDelta: -1 })).toBe('1 token taken.');
  });

  it('lists every change of a request that makes several', () => {
    expect(changeConfirmation(englishT, { role: 'admin', tokensDelta: 5 })).toBe(
      'Role changed to admin. 5 tokens granted.',
    );
  });

  it('speaks Brazilian Portuguese to a reader of it', () => {
    const portugueseT = translatorIn('pt-BR', ptBR);
    expect(changeConfirmation(portugueseT, { role: 'admin', tokensDelta: 5 })).toBe(
      'Função alterada para administrador. 5 tokens concedidos.',
    );
    expect(changeConfirmation(portugueseT, { tokensDelta: -1 })).toBe('1 token retirado.');
  });
});
