/** The Brazilian Portuguese catalogue: the same keys as English (catalogue.test.ts checks it). */
import type { Catalogue } from '../../message-id';
import admin from './admin.json';
import common from './common.json';
import errors from './errors.json';

const ptBR: Catalogue = { ...admin, ...common, ...errors };
export default ptBR;
