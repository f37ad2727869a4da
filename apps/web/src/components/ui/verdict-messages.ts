/**
 * The web app's words for verdicts and statuses. The contracts keep them in English for the API (and as
 * the codes the server sends); this maps each code to its catalogue messages so the page reads them in
 * the reader's language.
 */
import type { SubmissionStatus } from '@codeconquer/contracts';
import type { MessageId } from '@/i18n/message-id';
import type { Translate } from '@/i18n/use-t';

const VERDICT_MESSAGES: Record<SubmissionStatus, { label: MessageId; meaning: MessageId }> = {
  Accepted: { label: 'verdicts.accepted', meaning: 'verdicts.accepted.meaning' },
  'Wrong Answer': { label: 'verdicts.wrongAnswer', meaning: 'verdicts.wrongAnswer.meaning' },
  'Time Limit Exceeded': { label: 'verdicts.timeLimit', meaning: 'verdicts.timeLimit.meaning' },
  'Memory Limit Exceeded': { label: 'verdicts.memoryLimit', meaning: 'verdicts.memoryLimit.meaning' },
  'Runtime Error': { label: 'verdicts.runtimeError', meaning: 'verdicts.runtimeError.meaning' },
  'Compilation Error': { label: 'verdicts.compilationError', meaning: 'verdicts.compilationError.meaning' },
  'Output Limit Exceeded': { label: 'verdicts.outputLimit', meaning: 'verdicts.outputLimit.meaning' },
  Pending: { label: 'verdicts.pending', meaning: 'verdicts.pending.meaning' },
  'Judge Error': { label: 'verdicts.judgeError', meaning: 'verdicts.judgeError.meaning' },
};

/** A status's name in the reader's language; a code this build does not know is shown as sent. */
export function verdictLabel(status: string, t: Translate): string {
  const messages = VERDICT_MESSAGES[status as SubmissionStatus] as { label: MessageId } | undefined;
  return messages ? t(messages.label) : status;
}

/** What a status means to the user, in the reader's language (as sent when the code is unknown). */
export function verdictMeaning(status: string, t: Translate): string {
  const messages = VERDICT_MESSAGES[status as SubmissionStatus] as { meaning: MessageId } | undefined;
  return messages ? t(messages.meaning) : status;
}
