/**
 * Each difficulty's name as shown. The API's values ('Easy', 'Medium', 'Hard') are codes in English; a
 * page shows `t(DIFFICULTY_LABELS[difficulty])`, never the code itself.
 */
import type { Difficulty } from '@codeconquer/contracts';
import type { MessageId } from '@/i18n/message-id';

export const DIFFICULTY_LABELS: Record<Difficulty, MessageId> = {
  Easy: 'problems.difficulty.easy',
  Medium: 'problems.difficulty.medium',
  Hard: 'problems.difficulty.hard',
};
