/** The Brazilian Portuguese catalogue: the same keys as English (catalogue.test.ts checks it). */
import type { Catalogue } from '../../message-id';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import landing from './landing.json';
import layout from './layout.json';
import notifications from './notifications.json';
import vguy from './vguy.json';

const ptBR: Catalogue = {
  ...common,
  ...errors,
  ...auth,
  ...landing,
  ...layout,
  ...notifications,
  ...vguy,
};
export default ptBR;
