/** The Brazilian Portuguese catalogue: the same keys as English (catalogue.test.ts checks it). */
import type { Catalogue } from '../../message-id';
import admin from './admin.json';
import common from './common.json';
import compiler from './compiler.json';
import contests from './contests.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import leaderboard from './leaderboard.json';
import problems from './problems.json';
import profile from './profile.json';
import submissions from './submissions.json';
import teams from './teams.json';
import verdicts from './verdicts.json';

const ptBR: Catalogue = {
  ...common,
  ...errors,
  ...admin,
  ...compiler,
  ...contests,
  ...dashboard,
  ...leaderboard,
  ...problems,
  ...profile,
  ...submissions,
  ...teams,
  ...verdicts,
};
export default ptBR;
