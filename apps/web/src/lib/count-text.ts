/**
 * The one home of counts in words: '1 participant', '3 participants', '1,204 submissions', '0 days'.
 * Which form a count takes is English's plural rule as Intl.PluralRules states it (1 is 'one', everything
 * else, 0 and 1.5 included, 'other'), never a `count === 1 ?` written at each place; the number is written
 * with thousands separators. The app's text is English, so the locale is fixed: a browser in another
 * language must not get English words with, say, Polish plural forms.
 */
const LOCALE = 'en-US';
const plurals = new Intl.PluralRules(LOCALE);
const numbers = new Intl.NumberFormat(LOCALE);

/** The word for `count`: `one` for 1, `many` for anything else. */
export function plural(count: number, one: string, many: string): string {
  return plurals.select(count) === 'one' ? one : many;
}

/** A count with its noun in the right number: countText(1, 'problem', 'problems') is '1 problem'. */
export function countText(count: number, one: string, many: string): string {
  return `${numbers.format(count)} ${plural(count, one, many)}`;
}
