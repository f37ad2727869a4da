/**
 * The English catalogue: the source of every interface string and of the message ids' type. One file per
 * area of the app (the prefix of its keys is the file's name); add a new area's file here and in every
 * other locale's index.
 */
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import landing from './landing.json';
import layout from './layout.json';
import notifications from './notifications.json';
import vguy from './vguy.json';

const en = {
  ...common,
  ...errors,
  ...auth,
  ...landing,
  ...layout,
  ...notifications,
  ...vguy,
};
export default en;
