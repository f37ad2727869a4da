/**
 * `npm run problems:import -- <dir|zip> […]`: loads ICPC/Kattis problem packages (legacy or 2023-07
 * layout, folder or zip) into the configured database. A package whose id exists replaces that problem
 * (statement, limits, tests); its submissions and counters stay. The operator running it has said so:
 * unlike the panel, it does not ask first.
 */
import path from 'node:path';
import { loadConfig } from '../config/config';
import { openConfiguredDatabase } from '../db/client';
import { packageIdOf, readProblemPackage, slugify } from './package/read-package';
import { unpackZip, type UnpackedZip } from './package/unpack-zip';
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
  let unpacked: UnpackedZip | null = null;
  const isZip = source.toLowerCase().endsWith('.zip');
  try {
    unpacked = isZip ? await unpackZip(source, config.zipLimits) : null;
    const dir = unpacked?.dir ?? path.resolve(source);
    // A zip's problem is named by the package inside it, as in the panel (admin/problem-import.ts).
    const slug = unpacked ? packageIdOf(unpacked.dir, unpacked.topFolder) : slugify(path.basename(dir));
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
