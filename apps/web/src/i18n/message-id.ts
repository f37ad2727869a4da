/** Message ids are the English catalogue's keys, so a typo or a missing English string fails typecheck. */
import type en from './messages/en';

export type MessageId = keyof typeof en;
export type Catalogue = Record<MessageId, string>;

/** The messages of an area that is downloaded with its own screens (i18n/catalogues.ts). */
export type AreaId = 'admin';
/** What every page downloads at start: every message but the separately loaded areas'. */
export type CoreCatalogue = Record<Exclude<MessageId, `${AreaId}.${string}`>, string>;
