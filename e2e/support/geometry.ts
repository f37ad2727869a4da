/** Where things are on the screen: bounding boxes and whether two of them overlap. */
import type { Locator, Page } from 'playwright-core';

export type Box = { x: number; y: number; width: number; height: number };

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not visible.');
  return box;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every visible element matched by `selector`, named (aria-label or text) for failure messages. */
export async function visibleBoxes(page: Page, selector: string): Promise<{ name: string; box: Box }[]> {
  const found: { name: string; box: Box }[] = [];
  for (const element of await page.locator(selector).all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (!box || box.width === 0 || box.height === 0) continue;
    const name = (await element.getAttribute('aria-label')) ?? (await element.innerText()).slice(0, 40);
    found.push({ name, box });
  }
  return found;
}

/** The box once the element stops moving (two readings 100 ms apart agree): after an entry animation. */
export async function settledBox(locator: Locator, timeoutMs = 5000): Promise<Box> {
  const deadline = Date.now() + timeoutMs;
  let last = await boxOf(locator);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await boxOf(locator);
    if (next.x === last.x && next.y === last.y && next.width === last.width && next.height === last.height)
      return next;
    last = next;
  }
  throw new Error('The element kept moving.');
}

/** How far the page scrolls sideways (0: nothing sticks out at the side). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
  });
}

/**
 * Whether a tap at the element's centre reaches it (elementFromPoint there is the element or inside
 * it): false when something covers it, such as a floating button, a toast or a panel.
 */
export function hitAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/**
 * What cuts the element off, in words (empty: it is whole on the screen): the viewport, an ancestor that
 * hides or scrolls its overflow, or its own text running past its width.
 */
export function clipping(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const found: string[] = [];
    const rect = element.getBoundingClientRect();
    const outside = (box: { left: number; top: number; right: number; bottom: number }) =>
      rect.left < box.left - 1 ||
      rect.top < box.top - 1 ||
      rect.right > box.right + 1 ||
      rect.bottom > box.bottom + 1;
    if (rect.width === 0 || rect.height === 0) found.push('it has no size');
    if (outside({ left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }))
      found.push(`the viewport cuts it (${JSON.stringify(rect)})`);
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      if (outside(parent.getBoundingClientRect()))
        found.push(`<${parent.tagName.toLowerCase()} class="${parent.className}"> cuts it`);
    }
    if (element.scrollWidth > element.clientWidth + 1) found.push('its content is wider than it');
    return found;
  });
}

/** The controls among `boxes` that are smaller than a thumb's 44 × 44 px (WCAG 2.5.5). */
export function tooSmallToTap(boxes: { name: string; box: Box }[], min = 44): string[] {
  return boxes
    .filter(({ box }) => box.width < min - 0.5 || box.height < min - 0.5)
    .map(({ name, box }) => `"${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
}
