/** Hands a file to the browser's download under `fileName` (the compiler's Save, a problem's Export). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
