/**
 * The browser's Intl formatters, made once per language and options and then reused. Making one costs
 * far more than using it (ICU loads the locale's data): the activity heatmap wrote a weekday and a month
 * for each of its 371 days with a new formatter every time, 370 ms of the profile's first render at a
 * phone's speed. Lists and charts format in loops, so they take their formatters from here.
 */
function cached<O extends object, F>(make: (locale: string, options: O) => F) {
  const made = new Map<string, F>();
  return (locale: string, options = {} as O): F => {
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const dateTimeFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const relativeTimeFormat = cached(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);
