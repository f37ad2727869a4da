/**
 * `npm run ratings:synthetic -- <folder> [--seed N] [--players N] [--rounds N] [--per-round N]`: writes
 * the paper's synthetic data set (synthetic.ts; by default 10,000 players, all in each of 50 rounds) into
 * <folder> in the replay format.
 */
import { PAPER_SYNTHETIC, writeSynthetic, type SyntheticOptions } from './synthetic';

const FLAGS: Record<string, keyof SyntheticOptions> = {
  '--seed': 'seed',
  '--players': 'players',
  '--rounds': 'rounds',
  '--per-round': 'perRound',
};
const usage =
  'usage: npm run ratings:synthetic -- <folder> [--seed N] [--players N] [--rounds N] [--per-round N]';

const args = process.argv.slice(2);
const folder = args.shift();
const options: Partial<SyntheticOptions> = {};
while (args.length > 0) {
  const flag = args.shift() ?? '';
  const key = FLAGS[flag];
  const value = Number(args.shift());
  if (!key || !Number.isInteger(value)) {
    console.error(usage);
    process.exit(2);
  }
  options[key] = value;
}
if (!folder || folder.startsWith('--')) {
  console.error(usage);
  process.exit(2);
}
const written = writeSynthetic(folder, options);
const players = options.players ?? PAPER_SYNTHETIC.players;
console.log(JSON.stringify({ folder, ...PAPER_SYNTHETIC, perRound: players, ...options, ...written }));
