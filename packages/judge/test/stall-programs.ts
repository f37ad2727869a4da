/**
 * Programs that try to stall the judge by reaching its supervisor: the attack suite judges each for its
 * verdict, stall.test.ts for its time, in the queue and in an interactive problem.
 */
import type { Verdict } from '@codeconquer/contracts';

const HEADERS =
  '#define _GNU_SOURCE\n#include <pthread.h>\n#include <signal.h>\n#include <stdio.h>\n#include <unistd.h>\n';

/** The program from the report: a guest's compiler run that stopped its box's supervisor for good. */
export const STOP_THE_GROUP = `${HEADERS}int main(){ kill(0, SIGSTOP); pause(); }`;

export type Staller = { name: string; source: string; verdicts: Verdict[] };

export const STALLERS: Staller[] = [
  { name: 'kill(0, SIGSTOP): stops its process group', source: STOP_THE_GROUP, verdicts: ['Runtime Error'] },
  {
    name: 'kill(0, SIGKILL): kills its process group',
    source: `${HEADERS}int main(){ kill(0, SIGKILL); pause(); }`,
    verdicts: ['Runtime Error'],
  },
  {
    name: 'a child sends kill(-1, SIGSTOP) to everything it can see',
    source: `${HEADERS}int main(){ if (fork() == 0) { usleep(1000); kill(-1, SIGSTOP); pause(); } pause(); }`,
    verdicts: ['Runtime Error'],
  },
  {
    name: 'raise(SIGSTOP) from a thread',
    source: `${HEADERS}static void *stop(void *x){ (void)x; raise(SIGSTOP); return 0; }\nint main(){ pthread_t t; pthread_create(&t, 0, stop, 0); pause(); }`,
    verdicts: ['Runtime Error'],
  },
  {
    name: 'a child that stops its parent',
    source: `${HEADERS}int main(){ if (fork() == 0) { kill(getppid(), SIGSTOP); pause(); } pause(); }`,
    verdicts: ['Runtime Error'],
  },
  {
    name: "joins its parent's process group, then stops the group",
    source: `${HEADERS}int main(){ setpgid(0, getpgid(getppid())); setpgid(0, 1); kill(0, SIGSTOP); pause(); }`,
    verdicts: ['Runtime Error'],
  },
  {
    name: 'a vfork child stops the group while the parent waits in vfork',
    source: `${HEADERS}int main(){ if (vfork() == 0) { kill(0, SIGSTOP); _exit(0); } pause(); }`,
    // The parent cannot stop inside vfork: the wall clock ends it.
    verdicts: ['Time Limit Exceeded', 'Runtime Error'],
  },
];
