import { describe, expect, it } from 'vitest';
import { checkTokens } from '../src/checkers/token-checker';

describe('default token checker (Kattis default validator semantics)', () => {
  it('accepts the same tokens whatever the whitespace between them', () => {
    expect(checkTokens('1 2\n3\n', '1\n2 3')).toBeNull();
    expect(checkTokens('hello world\n', '  hello   world  \n\n')).toBeNull();
  });
  it('separates tokens by ASCII space, tab, CR and LF only: a no-break or other Unicode space is part of a token', () => {
    expect(checkTokens('2 5\n', '2\t5\r\n')).toBeNull();
    expect(checkTokens('2 5\n', '2\u00a05\n')).toBe("Token 1: expected '2', got '2\u00a05'.");
    expect(checkTokens('2 5', '2\u20035')).not.toBeNull();
    expect(checkTokens('2 5', '2 5\u00a0')).not.toBeNull();
    expect(checkTokens('a\u00a0b', 'a\u00a0b')).toBeNull();
  });
  it('rejects a different, missing or extra token and says which', () => {
    expect(checkTokens('1 2 3', '1 2 4')).toBe("Token 3: expected '3', got '4'.");
    expect(checkTokens('1 2 3', '1 2')).toBe("Token 3: expected '3', got end of output.");
    expect(checkTokens('1 2', '1 2 3')).toBe("Token 3: expected end of output, got '3'.");
    expect(checkTokens('1', '')).toBe("Token 1: expected '1', got end of output.");
  });
  it('compares letters case-insensitively unless case_sensitive', () => {
    expect(checkTokens('YES', 'yes')).toBeNull();
    expect(checkTokens('YES', 'yes', { caseSensitive: true })).toBe("Token 1: expected 'YES', got 'yes'.");
  });
  it('requires exact numbers without a tolerance', () => {
    expect(checkTokens('0.5', '0.50')).toBe("Token 1: expected '0.5', got '0.50'.");
  });
  it('accepts numbers within the absolute tolerance', () => {
    expect(checkTokens('3.14159', '3.1416', { floatAbsoluteTolerance: 1e-4 })).toBeNull();
    expect(checkTokens('3.14159', '3.15', { floatAbsoluteTolerance: 1e-4 })).not.toBeNull();
  });
  it('accepts numbers within the relative tolerance', () => {
    expect(checkTokens('1000000', '1000001', { floatRelativeTolerance: 1e-6 })).toBeNull();
    expect(checkTokens('1000000', '1000010', { floatRelativeTolerance: 1e-6 })).not.toBeNull();
    expect(checkTokens('1e3', '1000.0000001', { floatRelativeTolerance: 1e-9 })).toBeNull();
  });
  it('never lets a tolerance accept a word for a number', () => {
    expect(checkTokens('1', 'one', { floatAbsoluteTolerance: 10 })).not.toBeNull();
    expect(checkTokens('1', 'NaN', { floatAbsoluteTolerance: 10 })).not.toBeNull();
  });
  it('compares whitespace exactly when space_change_sensitive, bar trailing whitespace', () => {
    expect(checkTokens('1 2\n3\n', '1 2\n3', { spaceChangeSensitive: true })).toBeNull();
    expect(checkTokens('1 2\n3\n', '1\n2\n3\n', { spaceChangeSensitive: true })).toBe(
      'Whitespace differs before token 2.',
    );
    expect(checkTokens('1 2', '1  2', { spaceChangeSensitive: true })).not.toBeNull();
  });
});
