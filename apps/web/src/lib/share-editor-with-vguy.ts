/**
 * An editor's hook that lets VGuy read its code: "why is my code wrong?" then comes with the code. Code
 * the server would refuse (blank, or over a submission's size limit) is not sent, so the question is
 * still answered.
 */
import { CODE_MAX_BYTES, utf8Length } from '@codeconquer/contracts';
import { useEffect } from 'react';
import { shareEditor, type EditorContents } from './vguy-editor-slot';

export function sendableContents(contents: EditorContents): EditorContents | undefined {
  const { code } = contents;
  return code.trim() !== '' && utf8Length(code) <= CODE_MAX_BYTES ? contents : undefined;
}

/** While the calling editor is mounted, VGuy reads its code and language through `current`. */
export function useShareEditorWithVguy(current: () => EditorContents): void {
  useEffect(() => shareEditor(() => sendableContents(current())), [current]);
}
