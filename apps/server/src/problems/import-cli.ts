/**
 * `npm run problems:import -- <dir|zip> […]`: loads ICPC/Kattis problem packages (legacy or 2023-07
 * layout, folder or zip) into the configured database. A package whose slug exists replaces that problem
 * (statement, limits, tests); its submissions and counters stay.
 */
import path from 'node:path';
import { loadConfig } from '../config/config';
import { openConfiguredDatabase } from '../db/client';
import { readProblemPackage, slugify } from './package/read-package';
import { unpackZip } from './package/unpack-zip';
import { saveProblemPackage } from './problem-store';

const sources = process.argv.slice(2);
if (sources.length === 0) {
  console.error('Usage: npm run problems:import -- <package folder or .zip> […]');
  process.exit(2);
}
const config = loadConfig();
const handle = await openConfiguredDatabase(config);
await handle.migrate();
let failed = 0;
for (const source of sources) {
  const isZip = source.toLowerCase().endsWith('.zip');
  const unpacked = isZip ? unpackZip(source) : null;
  try {
    const dir = unpacked?.dir ?? path.resolve(source);
    const slug = slugify(path.basename(isZip ? source.slice(0, -4) : dir));
    const pkg = readProblemPackage(dir, slug);
    await saveProblemPackage(handle.db, path.join(config.dataDir, 'uploads'), pkg);
    console.log(
      `Imported ${pkg.slug}: "${pkg.title}" (${pkg.tests.length} tests, ${pkg.timeLimitMs / 1000} s, ${pkg.memoryLimitMb} MB)`,
    );
  } catch (error) {
    failed += 1;
    console.error(`${source}: ${(error as Error).message}`);
  } finally {
    unpacked?.cleanup();
  }
}
await handle.close();
process.exit(failed > 0 ? 1 : 0);
