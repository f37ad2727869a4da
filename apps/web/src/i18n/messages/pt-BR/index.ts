/** The Brazilian Portuguese catalogue: the same keys as English (catalogue.test.ts checks it). */
import type { Catalogue } from '../../message-id';
import admin from './admin.json';
import core from './core';

const ptBR: Catalogue = { ...core, ...admin };
export default ptBR;
