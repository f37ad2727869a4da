/**
 * The history format the replay reads and the synthetic generator writes: one JSON file a contest in a
 * folder, `{ "name", "time_seconds", "standings": [[handle, rankLo, rankHi], …] }`, taken in the
 * numeric order of the file names (0.json, 1.json, …, 10.json).
 */
import fs from 'node:fs';
import path from 'node:path';

export type ContestFile = {
  name: string;
  time_seconds: number;
  standings: [handle: string, rankLo: number, rankHi: number][];
};

/** The contest files of `folder` (`<number>.json`), in numeric order of that number. */
export function contestFilePaths(folder: string): string[] {
  return fs
    .readdirSync(folder)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => ({ name, index: Number.parseInt(name, 10) }))
    .sort((a, b) => a.index - b.index)
    .map(({ name }) => path.join(folder, name));
}

export function readContestFile(file: string): ContestFile {
  const contest = JSON.parse(fs.readFileSync(file, 'utf8')) as ContestFile;
  if (!Array.isArray(contest.standings)) throw new Error(`${file}: no "standings" array`);
  contest.standings.forEach((standing, i) => {
    const [handle, rankLo, rankHi] = Array.isArray(standing) ? standing : [];
    if (typeof handle !== 'string' || typeof rankLo !== 'number' || typeof rankHi !== 'number')
      throw new Error(`${file}: standing ${i} is not [handle, rankLo, rankHi]`);
  });
  return contest;
}

export function writeContestFile(folder: string, index: number, contest: ContestFile): void {
  fs.writeFileSync(path.join(folder, `${index}.json`), JSON.stringify(contest));
}
