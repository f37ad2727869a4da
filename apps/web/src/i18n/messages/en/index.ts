/**
 * The English catalogue: the source of every interface string and of the message ids' type. One file per
 * area of the app (the prefix of its keys is the file's name); add a new area's file here and in every
 * other locale's index.
 */
import admin from './admin.json';
import common from './common.json';
import errors from './errors.json';

const en = { ...admin, ...common, ...errors };
export default en;
