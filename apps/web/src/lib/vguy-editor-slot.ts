/**
 * The editor VGuy may read: while the solve editor or the online compiler is on screen it puts here how to
 * read its current code and language (share-editor-with-vguy.ts), and the chat reads it when a question is sent.
 * A module slot rather than a React context: the chat lives in the root layout, above both editors. It
 * imports nothing, so the chat button's chunk stays small.
 */
import type { LanguageId } from '@codeconquer/contracts';

export type EditorContents = { code: string; language: LanguageId };
export type EditorReader = () => EditorContents | undefined;

let reader: EditorReader | null = null;

/** Makes `read` the editor VGuy sees; the returned function lets go of it (if it is still the one). */
export function shareEditor(read: EditorReader): () => void {
  reader = read;
  return () => {
    if (reader === read) reader = null;
  };
}

/** The code and language of the editor on screen, if any (undefined for a blank editor). */
export function sharedEditorContents(): EditorContents | undefined {
  return reader?.();
}
