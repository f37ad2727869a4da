/* The benchmark's baseline: fork + exec + wait of a program with no sandbox, timed from C so that the
 * figure carries no Node.js overhead. Prints the median microseconds of N runs. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>

static int compare(const void *a, const void *b) { long x = *(const long *)a, y = *(const long *)b; return (x > y) - (x < y); }

int main(int argc, char **argv) {
  if (argc < 3) return 2;
  int runs = atoi(argv[1]);
  long *times = calloc((size_t)runs, sizeof(long));
  for (int i = 0; i < runs; i++) {
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid == 0) {
      int devnull = open("/dev/null", O_RDWR);
      dup2(devnull, 0); dup2(devnull, 1);
      execv(argv[2], argv + 2);
      _exit(127);
    }
    int status;
    waitpid(pid, &status, 0);
    clock_gettime(CLOCK_MONOTONIC, &end);
    times[i] = (end.tv_sec - start.tv_sec) * 1000000L + (end.tv_nsec - start.tv_nsec) / 1000;
  }
  qsort(times, (size_t)runs, sizeof(long), compare);
  printf("%ld\n", times[runs / 2]);
  return 0;
}
