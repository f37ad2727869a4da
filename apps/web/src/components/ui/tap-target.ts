/**
 * A text link or a small button made a 44 px tall target on a phone (docs/delivery.md#phones), its look
 * unchanged: the box grows around the text, centred. From 640 px up it is the plain text again.
 */
export const PHONE_TAP_TARGET = 'max-sm:inline-flex max-sm:min-h-11 max-sm:items-center';
