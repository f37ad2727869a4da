/**
 * `npm run ratings:replay -- <folder>`: replays the contest files of <folder> (0.json, 1.json, … in
 * numeric order) and prints `{ contests, participations, players, pairInversion, rankDeviation, seconds }`
 * as one JSON line (docs/ratings.md, "Replay").
 */
import { replayFolder } from './replay';

const [folder, ...rest] = process.argv.slice(2);
if (!folder || rest.length > 0) {
  console.error('usage: npm run ratings:replay -- <folder>');
  process.exit(2);
}
console.log(JSON.stringify(replayFolder(folder)));
