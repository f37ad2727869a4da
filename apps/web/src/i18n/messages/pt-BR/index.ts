/** The Brazilian Portuguese catalogue: the same keys as English (catalogue.test.ts checks it). */
import type { Catalogue } from '../../message-id';
import common from './common.json';
import compiler from './compiler.json';
import errors from './errors.json';
import problems from './problems.json';
import submissions from './submissions.json';
import verdicts from './verdicts.json';

const ptBR: Catalogue = { ...common, ...errors, ...compiler, ...problems, ...submissions, ...verdicts };
export default ptBR;
