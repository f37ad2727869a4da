import { describe, expect, it } from 'vitest';
import { sidebarItems, topNavItems } from './nav-items';

describe('navigation entries', () => {
  it('give each page one URL: the top bar and the sidebar agree', () => {
    const sidebar = new Map(sidebarItems('ada').map((item) => [item.label, item.to]));
    for (const item of topNavItems()) expect(sidebar.get(item.label), item.label).toBe(item.to);
  });

  it('point at no /dashboard/… spelling, which only redirects', () => {
    const urls = [...topNavItems(), ...sidebarItems('ada')].map((item) => item.to);
    expect(urls.filter((url) => url.startsWith('/dashboard/'))).toEqual([]);
  });
});
