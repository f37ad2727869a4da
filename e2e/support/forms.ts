/** Filling the app's forms as a browser user does. */
import type { Page } from 'playwright-core';

/** A moment as a datetime-local input's value in the browser's own time zone. */
export function localInput(page: Page, ms: number): Promise<string> {
  return page.evaluate((time) => {
    const date = new Date(time);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, ms);
}
