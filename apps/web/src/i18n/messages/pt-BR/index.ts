/** The Brazilian Portuguese catalogue: the same keys as English (catalogue.test.ts checks it). */
import type { Catalogue } from '../../message-id';
import common from './common.json';
import contests from './contests.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import leaderboard from './leaderboard.json';
import profile from './profile.json';
import teams from './teams.json';

const ptBR: Catalogue = {
  ...common,
  ...errors,
  ...profile,
  ...contests,
  ...teams,
  ...leaderboard,
  ...dashboard,
};
export default ptBR;
