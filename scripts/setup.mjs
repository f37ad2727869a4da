// `npm run setup`: the one set-up line. Installs missing Debian packages (when run as root), the npm
// dependencies, builds the native parts (the judge's, the server's malloc_trim) and the web app, and migrates the database. Safe to run again.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian packages the running product needs (the judge's sandbox and toolchains). */
const runtimePackages = ['bubblewrap', 'gcc', 'g++', 'openjdk-17-jdk-headless', 'python3', 'pypy3'];

function run(command, args, options = {}) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit', ...options });
}

function missingDebianPackages(names) {
  return names.filter((name) => {
    const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return !(result.stdout ?? '').includes('install ok installed');
  });
}

const extra = (process.env.SETUP_EXTRA_DEBIAN_PACKAGES ?? '').split(/\s+/).filter(Boolean);
const wanted = [...runtimePackages, ...extra];
const hasDpkg = spawnSync('dpkg-query', ['--version']).status === 0;
const missing = hasDpkg ? missingDebianPackages(wanted) : [];
if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.warn(`Missing Debian packages (run as root to install them): ${missing.join(' ')}`);
  }
}

run('npm', [fs.existsSync('package-lock.json') ? 'ci' : 'install']);
run('node', ['packages/judge/scripts/build-native.mjs']);
run('node', ['apps/server/scripts/build-native.mjs']);
run('npm', ['run', 'build']);
run('npm', ['run', 'db:migrate']);
console.log('\nSet-up done. Start CodeConquer with: npm start   (then open http://localhost:3000)');
