/**
 * The English catalogue: the source of every interface string and of the message ids' type. One file per
 * area of the app (the prefix of its keys is the file's name); add a new area's file here and in every
 * other locale's index.
 */
import admin from './admin.json';
import auth from './auth.json';
import common from './common.json';
import compiler from './compiler.json';
import contests from './contests.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import landing from './landing.json';
import layout from './layout.json';
import leaderboard from './leaderboard.json';
import notifications from './notifications.json';
import problems from './problems.json';
import profile from './profile.json';
import submissions from './submissions.json';
import teams from './teams.json';
import verdicts from './verdicts.json';
import vguy from './vguy.json';

const en = {
  ...common,
  ...errors,
  ...admin,
  ...auth,
  ...compiler,
  ...contests,
  ...dashboard,
  ...landing,
  ...layout,
  ...leaderboard,
  ...notifications,
  ...problems,
  ...profile,
  ...submissions,
  ...teams,
  ...verdicts,
  ...vguy,
};
export default en;
