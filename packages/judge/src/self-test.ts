/**
 * The start-up check: a probe program must find the network, a host file and the host's
 * processes out of reach, and its fork bomb capped. When the sandbox cannot work on this host the judge refuses to run code, with a
 * message that names the fix; it never falls back to running code unsandboxed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nativePaths, SandboxError } from './sandbox';
import type { Judge } from './judge';

export class SandboxUnavailableError extends Error {}

const FIXES = [
  'Install bubblewrap (apt-get install bubblewrap) and run `npm run setup` so the supervisor is built.',
  'Allow unprivileged user namespaces: sysctl kernel.unprivileged_userns_clone=1 (Debian),',
  'or on Ubuntu 23.10+: sysctl kernel.apparmor_restrict_unprivileged_userns=0.',
].join('\n  ');

function probeSource(hostFile: string): string {
  return `#include <stdio.h>
#include <string.h>
#include <dirent.h>
#include <ctype.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <unistd.h>
static int reach(const char *ip) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0) return 0;
  struct sockaddr_in a; memset(&a, 0, sizeof a); a.sin_family = AF_INET; a.sin_port = htons(53);
  a.sin_addr.s_addr = inet_addr(ip);
  return connect(s, (struct sockaddr *)&a, sizeof a) == 0;
}
/* Forks idle children until refused: the process limit must stop it well before 200. */
static int forks_capped(void) {
  for (int i = 0; i < 200; i++) {
    pid_t child = fork();
    if (child < 0) return 1;
    if (child == 0) { pause(); _exit(0); }
  }
  return 0;
}
int main(void) {
  int processes = 0; DIR *d = opendir("/proc"); struct dirent *e;
  while (d && (e = readdir(d))) if (isdigit((unsigned char)e->d_name[0])) processes++;
  FILE *f = fopen(${JSON.stringify(hostFile)}, "r");
  int network = reach("1.1.1.1") || reach("127.0.0.1");
  printf("network=%d file=%d processes=%d forks_capped=%d\\n", network, f != NULL, processes, forks_capped());
  return 0;
}
`;
}

/** Throws SandboxUnavailableError unless a probe runs contained. */
export async function sandboxSelfTest(judge: Judge): Promise<void> {
  if (!fs.existsSync(nativePaths.supervisor)) {
    throw new SandboxUnavailableError(`The judge's supervisor is not built.\n  ${FIXES}`);
  }
  const hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codeconquer-selftest-'));
  const hostFile = path.join(hostDir, 'host-only.txt');
  fs.chmodSync(hostDir, 0o755);
  fs.writeFileSync(hostFile, 'host', { mode: 0o644 });
  try {
    const result = await judge.judge({
      language: 'c',
      source: probeSource(hostFile),
      tests: [{ id: 'probe', input: '', answer: 'network=0 file=0 processes=2 forks_capped=1' }],
      limits: { timeLimitMs: 2000, memoryLimitMb: 64 },
    });
    if (result.verdict !== 'Accepted') {
      const seen = result.tests[0]?.stdoutPreview.trim() || result.compileMessage || result.verdict;
      throw new SandboxUnavailableError(
        `The sandbox self-test failed (${seen}). Refusing to run code.\n  ${FIXES}`,
      );
    }
  } catch (error) {
    if (error instanceof SandboxError) {
      throw new SandboxUnavailableError(
        `The sandbox cannot start on this host: ${error.message}\n  ${FIXES}`,
      );
    }
    throw error;
  } finally {
    fs.rmSync(hostDir, { recursive: true, force: true });
  }
}
