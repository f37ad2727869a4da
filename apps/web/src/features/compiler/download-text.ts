import { saveFile } from '@/lib/save-file';

/** Saves text as a file through the browser's download (the compiler's Save). */
export function downloadText(fileName: string, text: string): void {
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
}
