/**
 * The web app's page (index.html) as sent for a path: for a page people arrive on, with `modulepreload`
 * links for its screen's files (and `preload` links for their stylesheets), so that the screen downloads
 * with the page rather than once React and the router have run and asked for it (docs/delivery.md, First
 * paint). The build lists those files per path pattern in dist/.vite/first-screens.json
 * (apps/web/build/preload-links.ts); a build without that file, or a path it does not name, gets
 * index.html as it is. Each page is made once, at start, and sent as the API's views are (ETag,
 * `no-cache`, brotli or gzip made once).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { jsonBodyOf, type JsonBody } from '../lib/view-cache';

/** Written by apps/web/build/preload-links.ts (FIRST_SCREENS_FILE). */
const FIRST_SCREENS_FILE = path.join('.vite', 'first-screens.json');

const firstScreensSchema = z.array(
  z.object({ path: z.string(), modules: z.array(z.string()), styles: z.array(z.string()) }),
);

/** A hashed file of the build, as the build names it (`assets/name-hash.js`). */
const ASSET_FILE = /^assets\/[\w.-]+\.(js|css)$/;

export type ShellPages = {
  /** The page for a path: with its first screen's links, or index.html as it stands in the build. */
  pageFor(urlPath: string): JsonBody;
};

function linksFor(modules: readonly string[], styles: readonly string[]): string[] {
  const valid = (file: string) => ASSET_FILE.test(file);
  return [
    ...modules.filter(valid).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.filter(valid).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
}

/** The last thing in the head, with the line break and indentation before it. */
const HEAD_END = /(\s*)<\/head>/;

function readFirstScreens(webDistDir: string): z.infer<typeof firstScreensSchema> {
  let text: string;
  try {
    text = fs.readFileSync(path.join(webDistDir, FIRST_SCREENS_FILE), 'utf8');
  } catch {
    return [];
  }
  return firstScreensSchema.parse(JSON.parse(text));
}

export function shellPages(webDistDir: string): ShellPages {
  const template = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const plain = jsonBodyOf(template);
  const pages = readFirstScreens(webDistDir).map((screen) => {
    const pattern = new RegExp(screen.path);
    const links = linksFor(screen.modules, screen.styles);
    if (links.length === 0) return { pattern, page: plain };
    // After what the head has already (the entry, `vendor`, `app`): those are needed first. Each link on
    // a line of its own, indented as the head's end is.
    const html = template.replace(
      HEAD_END,
      (end, space: string) => `${links.map((link) => space + link).join('')}${end}`,
    );
    return { pattern, page: jsonBodyOf(html) };
  });
  return {
    pageFor: (urlPath) => pages.find(({ pattern }) => pattern.test(urlPath))?.page ?? plain,
  };
}
