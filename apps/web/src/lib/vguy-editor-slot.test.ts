import { CODE_MAX_BYTES } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { shareEditor, sharedEditorContents } from './vguy-editor-slot';
import { sendableContents } from './share-editor-with-vguy';

describe('the editor VGuy reads', () => {
  it('is the editor on screen, and nothing once it is gone', () => {
    expect(sharedEditorContents()).toBeUndefined();
    const release = shareEditor(() => ({ code: 'print(1)', language: 'python' }));
    expect(sharedEditorContents()).toEqual({ code: 'print(1)', language: 'python' });
    release();
    expect(sharedEditorContents()).toBeUndefined();
  });

  it('is not let go by an editor that was replaced already', () => {
    const releaseOld = shareEditor(() => ({ code: 'old', language: 'c' }));
    const releaseNew = shareEditor(() => ({ code: 'new', language: 'cpp' }));
    releaseOld();
    expect(sharedEditorContents()?.code).toBe('new');
    releaseNew();
  });

  it('sends no code the server would refuse: blank, or over the source limit', () => {
    expect(sendableContents({ code: '  \n', language: 'python' })).toBeUndefined();
    expect(
      sendableContents({ code: 'é'.repeat(CODE_MAX_BYTES / 2 + 1), language: 'python' }),
    ).toBeUndefined();
    const fits = { code: 'x'.repeat(CODE_MAX_BYTES), language: 'python' as const };
    expect(sendableContents(fits)).toBe(fits);
  });
});
