import { describe, expect, it } from 'vitest';
import en from './messages/en';
import ptBR from './messages/pt-BR';
import { loadArea, loadCatalogue, preloadArea } from './catalogues';

const adminKeys = (messages: Record<string, unknown>) =>
  Object.keys(messages).filter((key) => key.startsWith('admin.'));

describe('catalogues', () => {
  it("downloads every message but the admin panel's at start, and the panel's with its screens", async () => {
    const core = await loadCatalogue('en');
    expect(adminKeys(core)).toEqual([]);
    expect(Object.keys(core).length).toBe(Object.keys(en).length - adminKeys(en).length);
    const admin = await preloadArea('admin');
    expect(Object.keys(admin).sort()).toEqual(adminKeys(en).sort());
    // Together they are the whole catalogue.
    expect(Object.keys({ ...core, ...admin }).sort()).toEqual(Object.keys(en).sort());
  });

  it('brings the areas in use along when another language loads, and keeps one promise per download', async () => {
    await loadArea('en', 'admin');
    const loading = loadCatalogue('pt-BR');
    const admin = loadArea('pt-BR', 'admin');
    expect(loadArea('pt-BR', 'admin')).toBe(admin);
    await loading;
    // Settled and marked, so React's `use` reads it without suspending.
    expect(admin).toMatchObject({ status: 'fulfilled' });
    expect(Object.keys(await admin).sort()).toEqual(adminKeys(ptBR).sort());
  });
});
