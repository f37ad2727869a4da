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
