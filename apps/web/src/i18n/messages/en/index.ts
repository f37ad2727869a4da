/**
 * The English catalogue: the source of every interface string and of the message ids' type. One file per
 * area of the app (the prefix of its keys is the file's name); add a new area's file here and in every
 * other locale's index.
 */
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

const en = {
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
export default en;
