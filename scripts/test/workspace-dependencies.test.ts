/**
 * Every workspace declares, in its package.json, each other workspace package it imports, and declares no
 * workspace package it does not import. npm links every workspace at the root, so an undeclared import
 * works here and hides until the workspace is installed or built alone (a deploy, a Docker layer), where
 * it fails; a declared one that nothing imports is a stale edge in the package graph we document.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Folders that hold no source of the workspace's own. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);

type Manifest = {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

function readManifest(folder: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest;
}

/** The workspaces of the root package.json (`folder/*` patterns, as ours are), by package name. */
function workspaces(): Map<string, string> {
  const byName = new Map<string, string>();
  for (const pattern of readManifest('.').workspaces ?? []) {
    if (!pattern.endsWith('/*')) throw new Error(`workspace pattern ${pattern} is not folder/*`);
    const parent = pattern.slice(0, -2);
    for (const entry of fs.readdirSync(parent, { withFileTypes: true })) {
      const folder = path.join(parent, entry.name);
      if (entry.isDirectory() && fs.existsSync(path.join(folder, 'package.json')))
        byName.set(readManifest(folder).name, folder);
    }
  }
  return byName;
}

/** Source files under `folder`, skipping dependencies, build output and hidden folders. */
function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/**
 * The packages a source text imports, by package name (`@scope/name/sub` → `@scope/name`): static and
 * type-only imports, re-exports, dynamic import() and require(), as TypeScript itself finds them.
 */
function importedPackages(text: string): Set<string> {
  const packages = new Set<string>();
  for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
    if (fileName.startsWith('.') || fileName.startsWith('/') || fileName.startsWith('node:')) continue;
    const parts = fileName.split('/');
    packages.add(fileName.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? fileName));
  }
  return packages;
}

/** Each workspace's imports of other workspaces, and its declared ones (dependencies or devDependencies). */
function workspaceEdges(): { workspace: string; imported: string[]; declared: string[] }[] {
  const all = workspaces();
  return [...all].map(([name, folder]) => {
    const imported = new Set<string>();
    for (const file of sourceFiles(folder))
      for (const dependency of importedPackages(fs.readFileSync(file, 'utf8')))
        if (all.has(dependency) && dependency !== name) imported.add(dependency);
    const manifest = readManifest(folder);
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      (dependency) => all.has(dependency),
    );
    return { workspace: name, imported: [...imported].sort(), declared: declared.sort() };
  });
}

describe('workspace dependencies', () => {
  it('reads every kind of import a source file can make, by package name', () => {
    const text = [
      "import { a } from '@codeconquer/contracts';",
      "import type { B } from '@codeconquer/judge/sandbox';",
      "export { c } from '@codeconquer/rating';",
      "const d = await import('@codeconquer/analyser');",
      "const e = require('zod');",
      "import f from './local';",
      "import g from 'node:fs';",
      "const notAnImport = '@codeconquer/web';",
    ].join('\n');
    expect([...importedPackages(text)].sort()).toEqual([
      '@codeconquer/analyser',
      '@codeconquer/contracts',
      '@codeconquer/judge',
      '@codeconquer/rating',
      'zod',
    ]);
  });

  it('finds the workspaces and their imports of each other', () => {
    const edges = workspaceEdges();
    expect(edges.map((edge) => edge.workspace)).toContain('@codeconquer/contracts');
    // Guards the check below against a walk that finds nothing and so passes whatever is declared.
    expect(edges.find((edge) => edge.workspace === '@codeconquer/web')?.imported).toContain(
      '@codeconquer/contracts',
    );
  });

  it('declares exactly the workspace packages each workspace imports', () => {
    for (const { workspace, imported, declared } of workspaceEdges())
      expect({ workspace, declared }).toEqual({ workspace, declared: imported });
  });
});
