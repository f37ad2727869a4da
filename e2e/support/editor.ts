/** The solve editor and the compiler share Monaco: steps that type into it and read it. */
import type { Page } from 'playwright-core';

/** Reads two numbers and prints their sum: accepted for the add-two fixture. */
export const CPP_ADD_TWO = [
  '#include <iostream>',
  'int main() {',
  '    long long a, b;',
  '    std::cin >> a >> b;',
  '    std::cout << a + b << "\\n";',
  '    return 0;',
  '}',
  '',
].join('\n');

/** Replaces the editor's text the way a user pasting would. */
export async function writeCode(page: Page, code: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

/** The editor's text as shown (Monaco renders spaces as no-break spaces). */
export async function editorText(page: Page): Promise<string> {
  const text = await page.locator('.monaco-editor .view-lines').innerText();
  return text.replace(/\u00a0/g, ' ').trim();
}

/** Waits for Monaco to show its text. */
export async function openEditor(page: Page): Promise<void> {
  await page.locator('.monaco-editor .view-lines').waitFor();
}
