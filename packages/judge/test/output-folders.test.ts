/** Boxes' output folders left by a process that is gone are removed before a new process's first box. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sweepDeadOutputFolders } from '../src/sandbox/box';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-output-root-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it("removes the folders of processes that have exited, and keeps live processes' and others'", () => {
  // A process that has come and gone: its pid is free (pids are not reused this quickly).
  const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  const deadPid = Number(gone.stdout.trim());
  const folders = {
    dead: `codeconquer-out-${deadPid}-abc123`,
    live: `codeconquer-out-${process.ppid}-def456`,
    mine: `codeconquer-out-${process.pid}-ghi789`,
    unrelated: 'something-else-1',
  };
  for (const name of Object.values(folders))
    fs.mkdirSync(path.join(root, name, 'inner'), { recursive: true });

  sweepDeadOutputFolders(root);
  expect(fs.readdirSync(root).sort()).toEqual([folders.live, folders.mine, folders.unrelated].sort());
});
