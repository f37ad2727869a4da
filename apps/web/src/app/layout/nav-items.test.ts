import { describe, expect, it } from 'vitest';
import { sidebarItems, topNavItems } from './nav-items';

describe('navigation entries', () => {
  it('give each page one URL: the top bar and the sidebar agree', () => {
    const sidebar = new Map(sidebarItems('ada').map((item) => [item.labelId, item.to]));
    for (const item of topNavItems()) expect(sidebar.get(item.labelId), item.labelId).toBe(item.to);
  });

  it('point at no /dashboard/… spelling, which only redirects', () => {
    const urls = [...topNavItems(), ...sidebarItems('ada')].map((item) => item.to);
    expect(urls.filter((url) => url.startsWith('/dashboard/'))).toEqual([]);
  });
});
