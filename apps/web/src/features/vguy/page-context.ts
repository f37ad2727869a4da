/** What VGuy knows of the page it is opened on: the problem of /problems/{id} or /problems/solve/{id}. */
import { isProblemId } from '@codeconquer/contracts/problem-id';

const PROBLEM_PATH = /^\/problems\/(?:solve\/)?([^/]+)\/?$/;

export function problemIdFromPath(pathname: string): string | undefined {
  const match = PROBLEM_PATH.exec(pathname);
  if (!match?.[1]) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return isProblemId(id) ? id : undefined;
}

/** The full-screen editor, where the chat button sits, smaller, in the editor's top bar. */
export function isEditorPath(pathname: string): boolean {
  return pathname.startsWith('/problems/solve/');
}
