/**
 * The one way a form shows a validation issue of the shared schemas (packages/contracts, zod): in English
 * the schema's own message, exactly as written there (it names the field and the number); in any other
 * language a catalogue message chosen by the issue's code and its numbers (too_small with `minimum`,
 * too_big with `maximum`, invalid_format's `format`, a custom issue's `params.code`). The server's
 * VALIDATION_FAILED issues carry the same code and numbers (the contracts' ApiIssue); one it wrote by hand
 * has only path and message, and reads as "not valid".
 */
import type { MessageId } from './message-id';
import type { Translate } from './use-t';

/** What of a zod issue (or of a server's issue, which has only the message) the text is chosen by. */
export type ValidationIssue = {
  message: string;
  code?: string;
  origin?: string;
  format?: string;
  expected?: string;
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
};

/** A custom issue's `params.code` (set by the contracts' refinements) → its message. */
const CUSTOM_MESSAGES: Readonly<Record<string, MessageId>> = {
  endBeforeStart: 'common.validation.endBeforeStart',
  contestTooLong: 'common.validation.contestTooLong',
  countryCode: 'common.validation.countryCode',
  nulCharacter: 'common.validation.nulCharacter',
};

const number = (value: number | bigint | undefined) => Number(value ?? 0);

function translated(issue: ValidationIssue, t: Translate): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return number(issue.minimum) <= 1
          ? t('common.validation.required')
          : t('common.validation.tooShort', { minimum: number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return t('common.validation.tooFew', { minimum: number(issue.minimum) });
      return t('common.validation.tooSmall', { minimum: number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string')
        return t('common.validation.tooLong', { maximum: number(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set')
        return t('common.validation.tooMany', { maximum: number(issue.maximum) });
      return t('common.validation.tooBig', { maximum: number(issue.maximum) });
    case 'invalid_type':
      if (issue.expected === 'int') return t('common.validation.wholeNumber');
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return t('common.validation.required');
      return issue.expected === 'number' ? t('common.validation.number') : t('common.validation.invalid');
    case 'invalid_format':
      if (issue.format === 'email') return t('common.validation.email');
      if (issue.format === 'datetime') return t('common.validation.dateTime');
      return t('common.validation.format');
    case 'invalid_value':
      return t('common.validation.choice');
    case 'custom': {
      const code = issue.params?.code;
      const id = typeof code === 'string' ? CUSTOM_MESSAGES[code] : undefined;
      return id ? t(id) : t('common.validation.invalid');
    }
    default:
      return t('common.validation.invalid');
  }
}

/** The issue's text in the language of `t`: the schema's English as it is, else the catalogue's. */
export function validationMessage(issue: ValidationIssue, t: Translate): string {
  return t.locale === 'en' ? issue.message : translated(issue, t);
}
