/**
 * The English catalogue: the source of every interface string and of the message ids' type. One file per
 * area of the app (the prefix of its keys is the file's name); a new area's file goes into core.ts (or,
 * if only a part of the app that loads it itself uses it, beside admin here) in every locale.
 */
import admin from './admin.json';
import core from './core';

const en = { ...core, ...admin };
export default en;
