/**
 * `npm start`: runs the compiled server (apps/server/build.mjs), built first when it is missing or older
 * than its sources, so an edited checkout never serves a stale build and `npm start` needs no other step.
 * The check stats the files the last build read (a millisecond or two); a build takes ~1 s.
 */
import { buildServer, serverBuildIsCurrent, serverEntry } from './build.mjs';
import { pathToFileURL } from 'node:url';

if (!serverBuildIsCurrent()) {
  console.error('Building the server (apps/server/dist is missing or older than its sources)…');
  await buildServer();
}
await import(pathToFileURL(serverEntry).href);
