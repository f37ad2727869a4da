import { describe, expect, it } from 'vitest';
import { showsAnnouncement } from './announcement';

describe('announcement banner', () => {
  it('shows an announcement nobody closed', () => {
    expect(showsAnnouncement('Maintenance at 22:00 UTC.', null)).toBe(true);
  });

  it('shows nothing while there is no announcement', () => {
    expect(showsAnnouncement('', null)).toBe(false);
    expect(showsAnnouncement('  ', 'Old news.')).toBe(false);
  });

  it('stays closed for the text that was closed, and shows a new text again', () => {
    expect(showsAnnouncement('Maintenance at 22:00 UTC.', 'Maintenance at 22:00 UTC.')).toBe(false);
    expect(showsAnnouncement('Maintenance moved to 23:00 UTC.', 'Maintenance at 22:00 UTC.')).toBe(true);
  });
});
