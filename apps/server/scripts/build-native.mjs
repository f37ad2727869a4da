// Builds the server's one native part (run by `npm run setup`): malloc-trim.node (native/malloc-trim.c),
// compiled with gcc against the headers Node ships (<prefix>/include/node). Without them, or off glibc,
// the server runs as well, only without giving freed memory back (src/lib/free-memory.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const nativeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../native');
const source = path.join(nativeDir, 'malloc-trim.c');
const target = path.join(nativeDir, 'build', 'malloc-trim.node');
const headers = path.resolve(path.dirname(process.execPath), '..', 'include', 'node');

if (!fs.existsSync(path.join(headers, 'node_api.h'))) {
  console.warn(`No Node-API headers in ${headers}: the server will not give freed memory back to the OS.`);
} else if (!fs.existsSync(target) || fs.statSync(target).mtimeMs < fs.statSync(source).mtimeMs) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const args = [
    '-shared',
    '-fPIC',
    '-O2',
    '-Wall',
    '-Wextra',
    '-Werror',
    `-I${headers}`,
    '-o',
    target,
    source,
  ];
  console.log(`$ gcc ${args.join(' ')}`);
  execFileSync('gcc', args, { stdio: 'inherit' });
}
