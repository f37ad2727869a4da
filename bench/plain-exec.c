/* The judge benchmark's baselines: programs run with no sandbox, timed from C so that the figures carry no
 * Node.js overhead (bench/judge.bench.ts builds this with gcc -O2).
 *
 *   plain-exec runs N program [args…]          fork + exec + wait N times, stdin and stdout /dev/null;
 *                                              prints the median microseconds of one run
 *   plain-exec tests DIR COUNT program [args…] runs the program once per test: stdin DIR/<i>.in, stdout
 *                                              DIR/<i>.out (i from 0 to COUNT - 1), one after the other;
 *                                              prints the microseconds of all of them together
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000L + ts.tv_nsec / 1000;
}

static int compare(const void *a, const void *b) {
  long x = *(const long *)a, y = *(const long *)b;
  return (x > y) - (x < y);
}

/* One run with these files as stdin and stdout; returns 0 when the program exited 0. */
static int run_once(char **argv, const char *in_path, const char *out_path) {
  pid_t pid = fork();
  if (pid == 0) {
    int in = open(in_path, O_RDONLY);
    int out = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0) _exit(126);
    dup2(in, 0);
    dup2(out, 1);
    execv(argv[0], argv);
    _exit(127);
  }
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) != pid) return -1;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

int main(int argc, char **argv) {
  if (argc >= 4 && strcmp(argv[1], "runs") == 0) {
    int runs = atoi(argv[2]);
    if (runs < 1) return 2;
    long *times = calloc((size_t)runs, sizeof(long));
    for (int i = 0; i < runs; i++) {
      long start = now_us();
      if (run_once(argv + 3, "/dev/null", "/dev/null") != 0) return 1;
      times[i] = now_us() - start;
    }
    qsort(times, (size_t)runs, sizeof(long), compare);
    printf("%ld\n", times[runs / 2]);
    return 0;
  }
  if (argc >= 5 && strcmp(argv[1], "tests") == 0) {
    const char *dir = argv[2];
    int count = atoi(argv[3]);
    char in_path[4096], out_path[4096];
    long start = now_us();
    for (int i = 0; i < count; i++) {
      snprintf(in_path, sizeof in_path, "%s/%d.in", dir, i);
      snprintf(out_path, sizeof out_path, "%s/%d.out", dir, i);
      if (run_once(argv + 4, in_path, out_path) != 0) return 1;
    }
    printf("%ld\n", now_us() - start);
    return 0;
  }
  fprintf(stderr, "usage: plain-exec runs N program [args…] | plain-exec tests DIR COUNT program [args…]\n");
  return 2;
}
