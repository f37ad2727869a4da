/** Message ids are the English catalogue's keys, so a typo or a missing English string fails typecheck. */
import type en from './messages/en';

export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;
