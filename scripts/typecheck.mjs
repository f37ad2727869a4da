// Type-checks every workspace with its own tsconfig (each one sees the packages it imports as source).
import { execFileSync } from 'node:child_process';

const projects = [
  'packages/contracts',
  'packages/judge',
  'packages/analyser',
  'packages/rating',
  'apps/server',
  'apps/judge-worker',
  'apps/web',
  'e2e',
  'bench',
  'deploy',
  'chaos',
];
let failed = false;
for (const project of projects) {
  try {
    execFileSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
