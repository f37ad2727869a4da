/** The Brazilian Portuguese catalogue: the same keys as English (catalogue.test.ts checks it). */
import type { Catalogue } from '../../message-id';
import common from './common.json';
import errors from './errors.json';

const ptBR: Catalogue = { ...common, ...errors };
export default ptBR;
