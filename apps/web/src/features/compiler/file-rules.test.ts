import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { acceptAttribute, acceptedExtensions, downloadName, fileProblem } from './file-rules';

describe('compiler file rules', () => {
  it("accepts the language's extension or .txt", () => {
    expect(acceptedExtensions('python')).toEqual(['.py', '.txt']);
    expect(acceptAttribute('cpp')).toBe('.cpp,.txt');
    expect(acceptAttribute('java')).toBe('.java,.txt');
    expect(acceptAttribute('c')).toBe('.c,.txt');
  });

  it('downloads code.{extension}', () => {
    expect(downloadName('python')).toBe('code.py');
    expect(downloadName('cpp')).toBe('code.cpp');
    expect(downloadName('java')).toBe('code.java');
    expect(downloadName('c')).toBe('code.c');
  });

  it('refuses other extensions, whatever their case', () => {
    expect(fileProblem({ name: 'solution.PY', size: 10 }, 'python', englishT)).toBeNull();
    expect(fileProblem({ name: 'notes.txt', size: 10 }, 'java', englishT)).toBeNull();
    expect(fileProblem({ name: 'main.cpp', size: 10 }, 'c', englishT)).toBe(
      'Please choose a .c or .txt file for C.',
    );
    expect(fileProblem({ name: 'main.c', size: 10 }, 'cpp', englishT)).toBe(
      'Please choose a .cpp or .txt file for C++.',
    );
    expect(fileProblem({ name: 'python', size: 10 }, 'python', englishT)).not.toBeNull();
  });

  it('refuses files larger than the code limit', () => {
    expect(fileProblem({ name: 'big.py', size: 10 * 1024 * 1024 }, 'python', englishT)).toMatch(/too large/);
  });
});
