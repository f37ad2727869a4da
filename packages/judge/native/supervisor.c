/*
 * The judge's supervisor: the long-lived process inside one bubblewrap box, and the direct parent of every
 * program the box runs (only a program's direct parent sees its CPU time and peak memory: README, facts).
 *
 * Node writes one request per line on stdin; the supervisor runs it and answers one result line on stdout.
 * RESET (answered RESET \t ok, or RESET \t fail \t why) readies the box for another submission.
 *
 *   request: RUN \t id \t cpu_ms \t wall_ms \t mem_kb \t as_kb \t output_limit \t tmp_kb \t max_procs \t writable_box
 *                \t stdin_path \t stdout_name \t stderr_name \t cwd \t stdout_fifo \t stdout_first \t argc
 *                \t arg0 \t arg1 ...
 *   (stdout_name and stderr_name are file names in /out, which no program can see; stdout_fifo is "-", or
 *   for interactive problems a FIFO in the box the program writes to directly, its stdin being another
 *   FIFO: stdout_first 1 opens the FIFO before stdin, so that two boxes opening the same pair meet
 *   instead of each waiting for the other)
 *   result:  RESULT \t id \t exit_code \t signal \t cpu_us \t wall_us \t maxrss_kb \t stdout_bytes
 *                \t stderr_bytes \t killed_by (none|cpu|wall|output|stopped) \t exec_errno \t exited_at_us
 *   (exited_at_us: CLOCK_MONOTONIC when the program ended, comparable between boxes of one host)
 *
 * The box's runs happen in PID and mount namespaces of their own, made once per box (not once per run:
 * their set-up and tear-down were half of a test's cost), whose PID 1 is the box's init: it mounts their
 * /proc (a program sees only its own processes) and an empty size-limited /tmp, installs the seccomp
 * filter, then forks each program as PID 2, which drops every capability and execs. When a program ends
 * the init kills and reaps whatever it left behind, so each run starts as the first did: no other
 * process, PID 2, and /tmp untouched — a run that touched /tmp is followed by a new init, and so new
 * namespaces and a new /tmp. A program cannot signal the supervisor (outside its PID namespace) nor its
 * init (the kernel shields a namespace's init), sees /box read-only unless compiling and /dev read-only
 * always, and loses /out (where the supervisor writes its output). The supervisor enforces wall time and
 * output size itself: RLIMIT_CPU does not cover sleeping and RLIMIT_FSIZE does not cover pipes.
 *
 * The CPU time and peak memory reported are the program's own, from the init's wait4. To stop a program
 * (wall time, output), the supervisor asks the init, which kills everything else in the namespace, reaps
 * the program and reports as usual; killing the init itself would lose the program's rusage.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

#define MAX_LINE (256 * 1024)
#define MAX_ARGS 64
#define READ_CHUNK 65536

typedef struct {
  char *id;
  long cpu_ms, wall_ms, mem_kb, as_kb, output_limit, tmp_kb, max_procs;
  int writable_box;
  char *stdin_path, *stdout_path, *stderr_path, *cwd, *stdout_fifo;
  int stdout_first;
  char *argv[MAX_ARGS + 1];
} request_t;

/* The output folder, opened before it is hidden from every program under an empty read-only tmpfs. */
static int out_dir_fd = -1;

static long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000L + ts.tv_nsec / 1000;
}

/* Splits a line on tabs in place. Returns the number of fields. */
static int split_fields(char *line, char **fields, int max) {
  int count = 0;
  char *cursor = line;
  while (count < max) {
    fields[count++] = cursor;
    char *tab = strchr(cursor, '\t');
    if (!tab) break;
    *tab = '\0';
    cursor = tab + 1;
  }
  return count;
}

static int parse_request(char *line, request_t *req) {
  char *fields[MAX_ARGS + 16];
  int n = split_fields(line, fields, MAX_ARGS + 16);
  if (n < 17 || strcmp(fields[0], "RUN") != 0) return -1;
  req->id = fields[1];
  req->cpu_ms = atol(fields[2]);
  req->wall_ms = atol(fields[3]);
  req->mem_kb = atol(fields[4]);
  req->as_kb = atol(fields[5]);
  req->output_limit = atol(fields[6]);
  req->tmp_kb = atol(fields[7]);
  req->max_procs = atol(fields[8]);
  req->writable_box = atoi(fields[9]);
  req->stdin_path = fields[10];
  req->stdout_path = fields[11];
  req->stderr_path = fields[12];
  req->cwd = fields[13];
  req->stdout_fifo = strcmp(fields[14], "-") == 0 ? NULL : fields[14];
  req->stdout_first = atoi(fields[15]);
  int argc = atoi(fields[16]);
  if (argc < 1 || argc > MAX_ARGS || 17 + argc != n) return -1;
  for (int i = 0; i < argc; i++) req->argv[i] = fields[17 + i];
  req->argv[argc] = NULL;
  return 0;
}

/* ---- seccomp: a deny list, EPERM for everything a contest program never needs ---- */

#define DENY(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)
/* Every number from lo to hi: only where each of them is meant, as the assertions below check. */
#define DENY_RANGE(lo, hi)                                                                                    \
  BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, (lo), 0, 2), BPF_JUMP(BPF_JMP | BPF_JGT | BPF_K, (hi), 1, 0),          \
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM)

_Static_assert(__NR_shmget + 1 == __NR_shmat && __NR_shmat + 1 == __NR_shmctl, "shmget..shmctl");
_Static_assert(__NR_semget + 1 == __NR_semop && __NR_semop + 1 == __NR_semctl && __NR_semctl + 1 == __NR_shmdt &&
                   __NR_shmdt + 1 == __NR_msgget && __NR_msgget + 1 == __NR_msgsnd &&
                   __NR_msgsnd + 1 == __NR_msgrcv && __NR_msgrcv + 1 == __NR_msgctl,
               "semget..msgctl");
_Static_assert(__NR_mq_open + 1 == __NR_mq_unlink && __NR_mq_unlink + 1 == __NR_mq_timedsend &&
                   __NR_mq_timedsend + 1 == __NR_mq_timedreceive &&
                   __NR_mq_timedreceive + 1 == __NR_mq_notify && __NR_mq_notify + 1 == __NR_mq_getsetattr,
               "mq_open..mq_getsetattr");

static int install_seccomp(void) {
  const uint32_t namespace_flags = CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID |
                                   CLONE_NEWNET | CLONE_NEWCGROUP;
  struct sock_filter filter[] = {
      /* Only x86-64 system calls; the x32 ABI (nr >= 0x40000000) is refused. */
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
      BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      /* clone3 hides its flags in memory: answer ENOSYS so libc falls back to clone, checked below. */
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
      /* clone: no new namespaces. */
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 4),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
      BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, namespace_flags, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      /* socket: only AF_UNIX (the JVM uses it); there is no network in the box anyway. */
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_socket, 0, 4),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EAFNOSUPPORT),
      DENY(__NR_ptrace),
      DENY(__NR_process_vm_readv),
      DENY(__NR_process_vm_writev),
      DENY(__NR_mount),
      DENY(__NR_umount2),
      DENY(__NR_pivot_root),
      DENY(__NR_chroot),
      DENY(__NR_unshare),
      DENY(__NR_setns),
      DENY(__NR_kexec_load),
      DENY(__NR_kexec_file_load),
      DENY(__NR_init_module),
      DENY(__NR_finit_module),
      DENY(__NR_delete_module),
      DENY(__NR_bpf),
      DENY(__NR_perf_event_open),
      DENY(__NR_keyctl),
      DENY(__NR_add_key),
      DENY(__NR_request_key),
      DENY(__NR_userfaultfd),
      DENY(__NR_io_uring_setup),
      DENY(__NR_io_uring_enter),
      DENY(__NR_io_uring_register),
      DENY(__NR_personality),
      DENY(__NR_acct),
      DENY(__NR_swapon),
      DENY(__NR_swapoff),
      DENY(__NR_reboot),
      DENY(__NR_syslog),
      DENY(__NR_quotactl),
      DENY(__NR_open_by_handle_at),
      DENY(__NR_name_to_handle_at),
      DENY(__NR_fanotify_init),
      DENY(__NR_move_mount),
      DENY(__NR_open_tree),
      DENY(__NR_fsopen),
      DENY(__NR_fsmount),
      DENY(__NR_fsconfig),
      DENY(__NR_fspick),
      DENY(__NR_settimeofday),
      DENY(__NR_clock_settime),
      DENY(__NR_adjtimex),
      DENY(__NR_sethostname),
      DENY(__NR_setdomainname),
      /* SysV IPC and POSIX message queues belong to the box's IPC namespace, which outlives each run: a
         segment, semaphore or queue made by one test would reach the next. Nothing here uses them. As
         ranges: the kernel walks a new filter for every system call number when it is installed (once
         per init), ~0.7 µs per instruction. */
      DENY_RANGE(__NR_shmget, __NR_shmctl),
      DENY_RANGE(__NR_semget, __NR_msgctl),
      DENY(__NR_semtimedop),
      DENY_RANGE(__NR_mq_open, __NR_mq_getsetattr),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog program = {.len = sizeof(filter) / sizeof(filter[0]), .filter = filter};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program);
}

static int drop_capabilities(void) {
  if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0) return -1;
  /* bubblewrap already cut the bounding set to what it was asked to keep; without CAP_SETPCAP the first
     drop fails and so would the rest (a syscall each), so stop there. */
  for (int cap = 0; cap <= CAP_LAST_CAP; cap++)
    if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 && errno == EPERM) break;
  struct __user_cap_header_struct header = {.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0};
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  return (int)syscall(SYS_capset, &header, data);
}

static void set_limit(int resource, rlim_t soft, rlim_t hard) {
  struct rlimit limit = {.rlim_cur = soft, .rlim_max = hard};
  setrlimit(resource, &limit);
}

/* ---- the box's init: PID 1 of the namespaces that every run of the box shares ---- */

/* What the init hands the supervisor when a run has ended: the program's wait status and rusage. */
typedef struct {
  int status;
  /* Non-zero when the program stopped (SIGSTOP, SIGTSTP …): the signal that stopped it. Nothing in a box
     ever continues a program (no terminal, no job control), so a stop ends the run at once instead of
     holding the box until its wall limit. */
  int stopped_by;
  /* Non-zero when the program could not be started: the errno of its exec or of its run's set-up. */
  int exec_errno;
  struct rusage usage;
  /* CLOCK_MONOTONIC when the program's wait returned: when it ended, comparable across boxes. */
  long exited_us;
  /* The run changed /tmp: the next run needs a new init (tmp_untouched). */
  int tmp_touched;
} report_t;

/* The supervisor asks the init to stop a run's program with this signal. */
#define STOP_SIGNAL SIGUSR1
/* A signal set holding STOP_SIGNAL alone: blocked across the init's clone, unblocked once it handles it. */
static sigset_t stop_signal_set(void) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, STOP_SIGNAL);
  return set;
}

/* How long the init gets to reap a stopped program before the supervisor kills the init outright. */
#define STOP_GRACE_US 2000000L

/*
 * In the init. A signal from outside its PID namespace (the supervisor) carries si_pid 0 and, as its value,
 * the number of the run it is meant for; a program can signal its init too, and is ignored. A stop for
 * the run in progress, or for one the init has not read yet, kills everything in the namespace but the
 * init: the init's wait for the program then returns and it reports as for any other end. A stop for an
 * earlier run (sent as that run's report was on its way) is not this run's.
 */
static volatile sig_atomic_t current_run = 0;
static volatile sig_atomic_t stop_asked_for = 0;
static void on_stop(int signal_number, siginfo_t *info, void *context) {
  (void)signal_number;
  (void)context;
  if (info->si_pid != 0 || info->si_value.sival_int < current_run) return;
  if (info->si_value.sival_int > stop_asked_for) stop_asked_for = info->si_value.sival_int;
  kill(-1, SIGKILL);
}

/* Whether a process is dying or dead: PF_EXITING (flags, field 9 of /proc/<pid>/stat) is set before the
   kernel closes a dying process's files. */
#define PF_EXITING_FLAG 0x4
static int is_exiting(pid_t pid) {
  char path[64], text[1024];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 1;
  ssize_t length = read(fd, text, sizeof text - 1);
  close(fd);
  if (length <= 0) return 1;
  text[length] = '\0';
  char *after_name = strrchr(text, ')');
  char state;
  int ppid, group, session, tty, tty_group;
  unsigned flags;
  if (!after_name || sscanf(after_name + 2, "%c %d %d %d %d %d %u", &state, &ppid, &group, &session, &tty,
                            &tty_group, &flags) != 7)
    return 1;
  return state == 'Z' || state == 'X' || (flags & PF_EXITING_FLAG);
}

/*
 * Waits for the program like wait4(program, …, WUNTRACED, …), for an interactive run: meanwhile, when the
 * program (and every child it shared it with) closes its output FIFO while it lives on, the init lets go
 * of its own hold on that FIFO, so the peer reads end-of-file now, as it would anywhere, rather than when
 * the program ends (a program that closed its output and slept was judged Time Limit Exceeded, though the
 * validator had rejected it first). When the program's files close because it is dying, the hold stays
 * until its end is stamped. inotify reports the close (IN_CLOSE_WRITE, when the last descriptor of the
 * program's open file goes: the init holds a file of its own); a pidfd wakes the wait at the exit; stops,
 * which a pidfd does not report, are looked for every 20 ms.
 */
static pid_t wait_interactive(pid_t program, const char *fifo, int *held_fd, int *status, struct rusage *usage) {
  int closes = inotify_init1(IN_CLOEXEC | IN_NONBLOCK);
  if (closes >= 0 && inotify_add_watch(closes, fifo, IN_CLOSE_WRITE) < 0) {
    close(closes);
    closes = -1;
  }
  int exits = (int)syscall(SYS_pidfd_open, program, 0);
  pid_t done;
  for (;;) {
    done = wait4(program, status, WNOHANG | WUNTRACED, usage);
    if (done != 0 && !(done < 0 && errno == EINTR)) break;
    struct pollfd fds[2] = {{exits, POLLIN, 0}, {closes, POLLIN, 0}};
    poll(fds, 2, 20);
    if (fds[1].revents & POLLIN) {
      char events[4096];
      while (read(closes, events, sizeof events) > 0) {
      }
      if (*held_fd >= 0 && !is_exiting(program)) {
        close(*held_fd);
        *held_fd = -1;
      }
    }
  }
  if (closes >= 0) close(closes);
  if (exits >= 0) close(exits);
  return done;
}

/*
 * /tmp as the init mounted it. A run that left it exactly so (the same free inodes and blocks; the root
 * folder's mode, owner, times and extended attributes untouched) hands the next run the same empty folder;
 * after any other the supervisor replaces the init, and with it /tmp. The times catch what the counts
 * cannot (a chmod, a file made and removed); mode and attributes are compared besides, as two changes
 * within one tick of a coarse clock could leave the times equal.
 */
typedef struct {
  fsfilcnt_t free_inodes;
  fsblkcnt_t free_blocks;
  struct stat root;
} tmp_state_t;
static tmp_state_t fresh_tmp;

static int same_time(struct timespec a, struct timespec b) { return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec; }

static int read_tmp_state(tmp_state_t *state) {
  struct statvfs usage;
  if (statvfs("/tmp", &usage) != 0 || stat("/tmp", &state->root) != 0) return -1;
  state->free_inodes = usage.f_ffree;
  state->free_blocks = usage.f_bfree;
  return 0;
}

static int tmp_untouched(void) {
  tmp_state_t now;
  if (read_tmp_state(&now) != 0) return 0;
  const struct stat *was = &fresh_tmp.root;
  return now.free_inodes == fresh_tmp.free_inodes && now.free_blocks == fresh_tmp.free_blocks &&
         now.root.st_ino == was->st_ino && now.root.st_mode == was->st_mode && now.root.st_uid == was->st_uid &&
         now.root.st_gid == was->st_gid && now.root.st_nlink == was->st_nlink &&
         same_time(now.root.st_ctim, was->st_ctim) && same_time(now.root.st_mtim, was->st_mtim) &&
         same_time(now.root.st_atim, was->st_atim) && listxattr("/tmp", NULL, 0) == 0;
}

/* /proc/sys/kernel/ns_last_pid of the init's PID namespace, open for writing (the init may: it holds
   CAP_SYS_ADMIN in the box's user namespace; programs do not). */
static int last_pid_fd = -1;

/*
 * In the child the init forks for a run: becomes the program. Never returns. Everything a program must
 * not keep from the init goes here: its capabilities, its signal handling, its files.
 */
static void start_program(const request_t *req, int in_fd, int out_fd, int err_fd, int exec_fd) {
  /* A session (and so a process group) of its own. Process groups are not confined to a PID namespace,
     and the init's group is the init's: kill(0, …) and killpg from the program reach only the program's
     own processes, and setpgid can join no group outside its session. */
  setsid();
  /* The supervisor ignores SIGPIPE, and an ignored signal stays ignored across exec: a program writing to
     a peer that has gone (an interactive validator) dies of SIGPIPE, as it would anywhere else. */
  signal(SIGPIPE, SIG_DFL);
  signal(STOP_SIGNAL, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  /* Every file the init received is above 2 (its own 0–2 are /dev/null): these copies cannot clash. */
  dup2(in_fd, 0);
  dup2(out_fd, 1);
  dup2(err_fd, 2);
  if (exec_fd != 3) {
    dup3(exec_fd, 3, O_CLOEXEC);
    exec_fd = 3;
  }
  syscall(SYS_close_range, 4U, ~0U, 0U);

  rlim_t cpu_seconds = (rlim_t)(req->cpu_ms + 999) / 1000 + 1;
  set_limit(RLIMIT_CPU, cpu_seconds, cpu_seconds + 1);
  set_limit(RLIMIT_CORE, 0, 0);
  set_limit(RLIMIT_FSIZE, 64L << 20, 64L << 20);
  set_limit(RLIMIT_NOFILE, 256, 256);
  set_limit(RLIMIT_MEMLOCK, 0, 0);
  rlim_t stack = req->mem_kb > 0 ? (rlim_t)req->mem_kb * 1024 : RLIM_INFINITY;
  set_limit(RLIMIT_STACK, stack, stack);
  if (req->as_kb > 0) set_limit(RLIMIT_AS, (rlim_t)req->as_kb * 1024, (rlim_t)req->as_kb * 1024);
  /* Only without a pids cgroup: RLIMIT_NPROC counts every process of the box's user namespace. */
  if (req->max_procs > 0) set_limit(RLIMIT_NPROC, (rlim_t)req->max_procs, (rlim_t)req->max_procs);

  /* The seccomp filter is the init's, inherited: installed once per init rather than once per run (the
     kernel walks a new filter for every system call number, a quarter of a test's cost). */
  if (chdir(req->cwd) != 0 || drop_capabilities() != 0) {
    int error = errno ? errno : EPERM;
    (void)!write(exec_fd, &error, sizeof error);
    _exit(127);
  }
  /* PYPY_GC_NURSERY: PyPy sizes its young generation at half the CPU cache that /proc/cpuinfo reports,
     and a cloud host reporting a 300 MB L3 gave it 150 MB: a string loop peaked at 207 MB there (57 MB
     with 4 MB) and hello-world broke a 64 MB limit. A fixed 4 MB (what an 8 MB cache gives) makes a
     PyPy program's memory, and so its verdict, the same on every host. Nothing else reads it. */
  char *env[] = {"PATH=/usr/bin:/bin", "HOME=/tmp",           "LANG=C.UTF-8", "LC_ALL=C.UTF-8",
                 "TMPDIR=/tmp",        "PYPY_GC_NURSERY=4M", NULL};
  execve(req->argv[0], req->argv, env);
  int error = errno;
  (void)!write(exec_fd, &error, sizeof error);
  _exit(127);
}

/*
 * Kills and reaps every process of the namespace but the init: what a run left behind (a daemon, a
 * sleeping child). kill(-1) reaches every one of them, zombies too (so ESRCH means none is left), and a
 * fork cannot slip past it: the kernel refuses a fork whose parent has a signal pending. Orphans come to
 * the init, which reaps them here.
 */
static void end_leftovers(void) {
  for (;;) {
    if (kill(-1, SIGKILL) != 0 && errno == ESRCH) return;
    if (waitpid(-1, NULL, __WALL) < 0 && errno == ECHILD) return;
  }
}

/* One run, in the init: set-up, the program, its end, then everything it left behind, and the report. */
static void init_run(request_t *req, int in_fd, int out_fd, int err_fd, report_t *report) {
  int exec_pipe[2] = {-1, -1};
  /* The program is PID 2 whatever ran before it: a PID would otherwise tell a test how many processes
     the tests before it made. */
  if (pwrite(last_pid_fd, "1", 1, 0) != 1 || pipe2(exec_pipe, O_CLOEXEC) != 0) {
    report->exec_errno = errno ? errno : EIO;
    close(in_fd);
    close(out_fd);
    close(err_fd);
    if (exec_pipe[0] >= 0) close(exec_pipe[0]);
    return;
  }
  /* An interactive run: a file of the init's own on the output FIFO (not a copy of the program's, so
     that inotify sees the program's close), held until the program has closed its output or its end is
     stamped; none when the peer has gone already (ENXIO: no reader). */
  int held_out = req->stdout_fifo ? open(req->stdout_fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC) : -1;
  pid_t program = fork();
  if (program == 0) start_program(req, in_fd, out_fd, err_fd, exec_pipe[1]);
  /* Only the program may hold the pipes open: the supervisor reads until they close. An interactive run's
     FIFOs are the exception: the init keeps its copy of the input FIFO, and its own file on the output
     FIFO, until it has stamped the program's end, so the peer in the other box cannot see the program
     gone (end of file, a broken pipe) and react before that stamp is taken. The peer's init does the same:
     whichever side ends first is stamped first, always. A program that closes its output while it lives
     on is the exception to the exception (wait_interactive). */
  close(exec_pipe[1]);
  close(out_fd);
  close(err_fd);
  if (!req->stdout_fifo) {
    close(in_fd);
    in_fd = -1;
  }
  if (program < 0) {
    report->exec_errno = errno;
  } else {
    /* A stop asked before the program existed killed nothing: kill it now. */
    if (stop_asked_for >= current_run) kill(program, SIGKILL);
    for (;;) {
      pid_t done = req->stdout_fifo
                       ? wait_interactive(program, req->stdout_fifo, &held_out, &report->status, &report->usage)
                       : wait4(program, &report->status, WUNTRACED, &report->usage);
      if (done < 0 && errno == EINTR) continue;
      if (done == program && WIFSTOPPED(report->status)) {
        /* The program stopped (itself, from a thread, or by a child of its own): end the whole run now. */
        report->stopped_by = WSTOPSIG(report->status);
        kill(-1, SIGKILL);
        continue;
      }
      break;
    }
    report->exited_us = now_us();
    if (read(exec_pipe[0], &report->exec_errno, sizeof report->exec_errno) != sizeof report->exec_errno)
      report->exec_errno = 0;
  }
  if (in_fd >= 0) close(in_fd);
  if (held_out >= 0) close(held_out);
  close(exec_pipe[0]);
  end_leftovers();
  report->tmp_touched = !tmp_untouched();
}

/* Reads exactly `length` bytes; 0 at a clean end of file, -1 otherwise. */
static int read_exactly(int fd, void *buffer, size_t length) {
  size_t done = 0;
  while (done < length) {
    ssize_t got = read(fd, (char *)buffer + done, length - done);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return done == 0 && got == 0 ? 0 : -1;
    done += (size_t)got;
  }
  return 1;
}

static int write_all(int fd, const void *buffer, size_t length) {
  size_t done = 0;
  while (done < length) {
    ssize_t sent = send(fd, (const char *)buffer + done, length - done, MSG_NOSIGNAL);
    if (sent < 0 && errno == EINTR) continue;
    if (sent <= 0) return -1;
    done += (size_t)sent;
  }
  return 0;
}

/* What precedes a request's line on the socket to the init. */
typedef struct {
  uint32_t length;
  /* The run's number, which a stop for it carries (on_stop). */
  int32_t run;
} request_header_t;

/* The files of a run travel with its request: its stdin, its stdout (a pipe, or the FIFO) and stderr. */
#define RUN_FILES 3

/*
 * The init: PID 1 of the box's PID and mount namespaces for as long as the box lives. Reads one request
 * at a time from the supervisor (a length, the request's line, and the run's three files), runs it as
 * PID 2 and answers a report_t. The kernel shields a namespace's init from signals it has no handler for,
 * even its own, so nothing a program does reaches it; when it ends (the supervisor gone), every process
 * of the namespace ends with it. Never returns.
 */
static void init_main(int requests, long tmp_kb, int box_writable) {
  /* The supervisor cloned this process with STOP_SIGNAL blocked, so a stop asked this early is pending:
     it is delivered here, once the handler exists. */
  struct sigaction stop;
  memset(&stop, 0, sizeof stop);
  stop.sa_sigaction = on_stop;
  stop.sa_flags = SA_SIGINFO | SA_RESTART;
  sigaction(STOP_SIGNAL, &stop, NULL);
  sigset_t stop_set = stop_signal_set();
  sigprocmask(SIG_UNBLOCK, &stop_set, NULL);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  setsid();
  /* The namespaces' mounts, made once for every run of this init (bubblewrap made every mount a slave,
     so what changes in this copy stays here): a /proc of this PID namespace, so that a program sees only
     its own processes; an empty /tmp of the runs' size; /box locked read-only besides bubblewrap's bind
     (no device node, no set-uid) unless this box compiles into it. */
  char tmp_options[64];
  snprintf(tmp_options, sizeof tmp_options, "size=%ldk,mode=1777", tmp_kb);
  int null_fd = open("/dev/null", O_RDWR);
  int ready = null_fd >= 0 && mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) == 0 &&
              mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, tmp_options) == 0 &&
              read_tmp_state(&fresh_tmp) == 0 &&
              (box_writable ||
               mount(NULL, "/box", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) == 0);
  last_pid_fd = ready ? open("/proc/sys/kernel/ns_last_pid", O_WRONLY | O_CLOEXEC) : -1;
  /* The supervisor's request and result pipes and its /out are not the init's: only the request socket,
     /dev/null as 0–2 and ns_last_pid stay (fds 3 and 4). */
  ready = last_pid_fd >= 0 && dup2(null_fd, 0) == 0 && dup2(null_fd, 1) == 1 && dup2(null_fd, 2) == 2 &&
          dup3(requests, 3, O_CLOEXEC) == 3 && dup3(last_pid_fd, 4, O_CLOEXEC) == 4;
  requests = 3;
  last_pid_fd = 4;
  syscall(SYS_close_range, 5U, ~0U, 0U);
  /* From here the init itself runs under the programs' filter (no mount, no namespace, no ptrace …),
     which every program it forks inherits. It keeps CAP_SYS_ADMIN in the box's user namespace, for
     ns_last_pid alone; each program drops every capability. */
  int error = ready && install_seccomp() == 0 ? 0 : (errno ? errno : EIO);
  if (write_all(requests, &error, sizeof error) != 0 || error != 0) _exit(1);

  static char line[MAX_LINE];
  for (;;) {
    request_header_t header = {0, 0};
    struct iovec parts = {&header, sizeof header};
    char control[CMSG_SPACE(RUN_FILES * sizeof(int))];
    struct msghdr message = {.msg_iov = &parts, .msg_iovlen = 1, .msg_control = control,
                             .msg_controllen = sizeof control};
    ssize_t got = recvmsg(requests, &message, MSG_WAITALL | MSG_CMSG_CLOEXEC);
    if (got < 0 && errno == EINTR) continue;
    struct cmsghdr *files = CMSG_FIRSTHDR(&message);
    if (got != sizeof header || header.length >= MAX_LINE || !files || files->cmsg_type != SCM_RIGHTS ||
        files->cmsg_len != CMSG_LEN(RUN_FILES * sizeof(int)) || read_exactly(requests, line, header.length) != 1)
      _exit(got == 0 ? 0 : 1);
    line[header.length] = '\0';
    int fds[RUN_FILES];
    memcpy(fds, CMSG_DATA(files), sizeof fds);
    current_run = header.run;
    request_t req;
    memset(&req, 0, sizeof req);
    report_t report;
    memset(&report, 0, sizeof report);
    if (parse_request(line, &req) != 0) {
      report.exec_errno = EINVAL;
      for (int i = 0; i < RUN_FILES; i++) close(fds[i]);
    } else {
      init_run(&req, fds[0], fds[1], fds[2], &report);
    }
    if (write_all(requests, &report, sizeof report) != 0) _exit(1);
  }
}

/* ---- the supervisor ---- */

/* The box's init, started with the box's first run and again after it has had to be killed, after a run
   that touched /tmp, or for a run that needs a /tmp of another size. */
static pid_t init_pid = -1;
static long init_tmp_kb = 0;
/* The last run touched /tmp: the next one needs a new init. */
static int init_stale = 0;
/* The supervisor's end of the socket to the init. */
static int init_socket = -1;

/* The init did not answer in time or has gone: kill it (its namespace, and every process in it, goes
   with it) and wait for the kernel's tear-down. The next run starts a new one. */
static void lose_init(void) {
  kill(init_pid, SIGKILL);
  while (waitpid(init_pid, NULL, 0) < 0 && errno == EINTR) {
  }
  close(init_socket);
  init_pid = -1;
  init_socket = -1;
  init_stale = 0;
}

static int start_init(long tmp_kb, int box_writable) {
  int pair[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) return -1;
  /* A namespace's init drops a signal it has no handler for yet: blocked across the clone, a stop asked
     before the init's handler exists stays pending instead. */
  sigset_t stop_set = stop_signal_set(), previous_mask;
  sigprocmask(SIG_BLOCK, &stop_set, &previous_mask);
  /* Fresh PID and mount namespaces for the box's runs: the init is their PID 1 and takes every process
     of them along when it ends. */
  pid_t pid = (pid_t)syscall(SYS_clone, CLONE_NEWPID | CLONE_NEWNS | SIGCHLD, NULL, NULL, NULL, 0);
  if (pid == 0) {
    close(pair[0]);
    init_main(pair[1], tmp_kb, box_writable);
  }
  sigprocmask(SIG_SETMASK, &previous_mask, NULL);
  close(pair[1]);
  if (pid < 0) {
    close(pair[0]);
    return -1;
  }
  init_pid = pid;
  init_socket = pair[0];
  init_tmp_kb = tmp_kb;
  /* The init answers once it is set up: 0, or why it could not be. */
  int error = 0;
  if (read_exactly(init_socket, &error, sizeof error) != 1 || error != 0) {
    lose_init();
    errno = error ? error : EIO;
    return -1;
  }
  return 0;
}

/* Runs sent to the init, numbered from 1: a stop names the run it is for. */
static int32_t runs_sent = 0;

static int send_request(const char *line, size_t length, const int fds[RUN_FILES]) {
  runs_sent += 1;
  request_header_t header = {(uint32_t)length, runs_sent};
  struct iovec parts = {&header, sizeof header};
  char control[CMSG_SPACE(RUN_FILES * sizeof(int))];
  memset(control, 0, sizeof control);
  struct msghdr message = {.msg_iov = &parts, .msg_iovlen = 1, .msg_control = control,
                           .msg_controllen = sizeof control};
  struct cmsghdr *files = CMSG_FIRSTHDR(&message);
  files->cmsg_level = SOL_SOCKET;
  files->cmsg_type = SCM_RIGHTS;
  files->cmsg_len = CMSG_LEN(RUN_FILES * sizeof(int));
  memcpy(CMSG_DATA(files), fds, RUN_FILES * sizeof(int));
  ssize_t sent;
  do sent = sendmsg(init_socket, &message, MSG_NOSIGNAL);
  while (sent < 0 && errno == EINTR);
  if (sent != sizeof header) return -1;
  return write_all(init_socket, line, length);
}

typedef struct {
  int fd;
  int file;
  long bytes;
  int open;
} stream_t;

/* Copies what the program wrote to its file, up to the limit. Returns -1 once the limit is passed. */
static int drain(stream_t *stream, long limit, char *buffer) {
  ssize_t got = read(stream->fd, buffer, READ_CHUNK);
  if (got <= 0) {
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) return 0;
    stream->open = 0;
    return 0;
  }
  long room = limit - stream->bytes;
  long keep = got < room ? got : (room > 0 ? room : 0);
  if (keep > 0) (void)!write(stream->file, buffer, (size_t)keep);
  stream->bytes += got;
  return stream->bytes > limit ? -1 : 0;
}

/* Asks the init to stop the run's program; returns when the init's grace for that ends. */
static long ask_stop(void) {
  union sigval run = {.sival_int = runs_sent};
  sigqueue(init_pid, STOP_SIGNAL, run);
  return now_us() + STOP_GRACE_US;
}

/* SIGALRM in `us` microseconds, at least 1 ms from now. */
static void arm_timer(long us) {
  if (us < 1000) us = 1000;
  struct itimerval timer = {{0, 0}, {us / 1000000, us % 1000000}};
  setitimer(ITIMER_REAL, &timer, NULL);
}

static void disarm_timer(void) {
  struct itimerval off = {{0, 0}, {0, 0}};
  setitimer(ITIMER_REAL, &off, NULL);
}

static void print_failure(const char *id, int error) {
  printf("RESULT\t%s\t-1\t0\t0\t0\t0\t0\t0\tnone\t%d\t0\n", id, error);
  fflush(stdout);
}

/* Waits for the init's report on the run, asking it to stop the program at the deadline (or at once when
   a stop is already asked); kills the init when it does not answer within its grace. */
static int await_report(long deadline, long stop_by, const char **killed_by, report_t *report) {
  for (;;) {
    long now = now_us();
    if (stop_by == 0 && now >= deadline) {
      *killed_by = "wall";
      stop_by = ask_stop();
    } else if (stop_by != 0 && now >= stop_by) {
      return -1;
    }
    long until = stop_by != 0 ? stop_by : deadline;
    struct pollfd answer = {init_socket, POLLIN, 0};
    int ready = poll(&answer, 1, (int)((until - now + 999) / 1000));
    if (ready < 0 && errno != EINTR) return -1;
    if (ready > 0) return read_exactly(init_socket, report, sizeof *report) == 1 ? 0 : -1;
  }
}

static void run(const request_t *req, const char *line, size_t length) {
  const char *killed_by = "none";
  int out_pipe[2] = {-1, -1}, err_pipe[2] = {-1, -1};
  int in_fd = -1, fifo_fd = -1;
  long tmp_kb = req->tmp_kb > 0 ? req->tmp_kb : 1024;
  if (init_pid >= 0 && (init_stale || init_tmp_kb != tmp_kb)) lose_init();
  if (init_pid < 0 && start_init(tmp_kb, req->writable_box) != 0) {
    print_failure(req->id, errno);
    return;
  }
  /* Opening a FIFO waits for its peer: bounded by the wall limit (SIGALRM interrupts the open). */
  arm_timer(req->wall_ms * 1000L);
  if (req->stdout_fifo && req->stdout_first) fifo_fd = open(req->stdout_fifo, O_WRONLY | O_CLOEXEC);
  if (!req->stdout_fifo || !req->stdout_first || fifo_fd >= 0) in_fd = open(req->stdin_path, O_RDONLY | O_CLOEXEC);
  if (req->stdout_fifo && !req->stdout_first && in_fd >= 0) fifo_fd = open(req->stdout_fifo, O_WRONLY | O_CLOEXEC);
  disarm_timer();
  int out_file = openat(out_dir_fd, req->stdout_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  int err_file = openat(out_dir_fd, req->stderr_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (in_fd < 0 || (req->stdout_fifo && fifo_fd < 0) || out_file < 0 || err_file < 0 ||
      pipe2(out_pipe, O_CLOEXEC) || pipe2(err_pipe, O_CLOEXEC)) {
    print_failure(req->id, errno);
    int opened[] = {in_fd, fifo_fd, out_file, err_file, out_pipe[0], out_pipe[1], err_pipe[0]};
    for (size_t i = 0; i < sizeof opened / sizeof opened[0]; i++)
      if (opened[i] >= 0) close(opened[i]);
    return;
  }

  long started = now_us();
  /* With a FIFO the program writes to its peer directly; the stdout pipe then only ever reads end-of-file. */
  int files[RUN_FILES] = {in_fd, fifo_fd >= 0 ? fifo_fd : out_pipe[1], err_pipe[1]};
  int sent = send_request(line, length, files);
  int error = errno;
  if (fifo_fd >= 0) close(fifo_fd);
  close(out_pipe[1]);
  close(err_pipe[1]);
  close(in_fd);

  if (sent != 0) {
    lose_init();
    print_failure(req->id, error);
  } else {
    char buffer[READ_CHUNK];
    stream_t streams[2] = {{out_pipe[0], out_file, 0, 1}, {err_pipe[0], err_file, 0, 1}};
    long deadline = started + req->wall_ms * 1000L;
    while (streams[0].open || streams[1].open) {
      long left_ms = (deadline - now_us()) / 1000;
      if (left_ms <= 0) {
        killed_by = "wall";
        break;
      }
      struct pollfd fds[2] = {{streams[0].open ? streams[0].fd : -1, POLLIN, 0},
                              {streams[1].open ? streams[1].fd : -1, POLLIN, 0}};
      int ready = poll(fds, 2, (int)(left_ms > 100 ? 100 : left_ms));
      if (ready < 0 && errno != EINTR) break;
      int over = 0;
      for (int i = 0; i < 2; i++)
        if (fds[i].revents & (POLLIN | POLLHUP | POLLERR)) over |= drain(&streams[i], req->output_limit, buffer);
      if (over) {
        killed_by = "output";
        break;
      }
    }
    /* Both pipes closed: the program (or its last process) is gone or closed them; the init reports when
       it has reaped the program and everything it left behind. */
    long stop_by = strcmp(killed_by, "none") != 0 ? ask_stop() : 0;
    report_t report;
    memset(&report, 0, sizeof report);
    if (await_report(deadline, stop_by, &killed_by, &report) != 0) {
      /* The init has gone or did not stop the program within its grace: killed with its namespace, the
         program's own figures are lost; it is reported killed. */
      lose_init();
      memset(&report, 0, sizeof report);
      report.status = SIGKILL;
      report.exited_us = now_us();
    }
    long wall = now_us() - started;
    int status = report.status;
    if (report.stopped_by != 0 && strcmp(killed_by, "none") == 0) {
      killed_by = "stopped";
      /* Reported as the signal that stopped it, not the SIGKILL that then ended it. */
      status = report.stopped_by & 0x7f;
    }
    const struct rusage *usage = &report.usage;
    long cpu = usage->ru_utime.tv_sec * 1000000L + usage->ru_utime.tv_usec + usage->ru_stime.tv_sec * 1000000L +
               usage->ru_stime.tv_usec;
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU && strcmp(killed_by, "none") == 0) killed_by = "cpu";
    printf("RESULT\t%s\t%d\t%d\t%ld\t%ld\t%ld\t%ld\t%ld\t%s\t%d\t%ld\n", req->id,
           WIFEXITED(status) ? WEXITSTATUS(status) : -1, WIFSIGNALED(status) ? WTERMSIG(status) : 0, cpu, wall,
           usage->ru_maxrss, streams[0].bytes, streams[1].bytes, killed_by, report.exec_errno, report.exited_us);
    fflush(stdout);
    /* A new /tmp for the next run: a new init, made when that run comes (a compile box has none). */
    if (report.tmp_touched) init_stale = 1;
  }
  close(out_pipe[0]);
  close(err_pipe[0]);
  close(out_file);
  close(err_file);
}

static void on_alarm(int signal_number) { (void)signal_number; }

/* RESET: the box starts over for another submission (Node reuses boxes). The init is killed, and with
   it every process and the /tmp of the runs so far (System V and POSIX IPC, which would outlive their
   makers, the seccomp filter refuses); a new one is made at once, off the next run's path, when the box
   was started with its /tmp size. Node sends it with no run in flight. */
static void reset(long tmp_kb, int box_writable) {
  if (init_pid >= 0) lose_init();
  if (tmp_kb > 0 && start_init(tmp_kb, box_writable) != 0)
    printf("RESET\tfail\t%s\n", strerror(errno));
  else
    printf("RESET\tok\n");
  fflush(stdout);
}

/* supervisor [TMP_KB WRITABLE]: with them, the box's init is made before READY, for runs of that /tmp
   size (off the first run's path); without, at the first run. */
int main(int argc, char **argv) {
  /* Nothing in the box may read this process's memory or attach to it. */
  prctl(PR_SET_DUMPABLE, 0);
  signal(SIGPIPE, SIG_IGN);
  struct sigaction alarm_action;
  memset(&alarm_action, 0, sizeof alarm_action);
  alarm_action.sa_handler = on_alarm;
  sigaction(SIGALRM, &alarm_action, NULL);
  out_dir_fd = open("/out", O_PATH | O_DIRECTORY | O_CLOEXEC);
  /* A mount namespace of our own user namespace, in which we may mount; the init's copies it. */
  if (out_dir_fd < 0 || unshare(CLONE_NEWNS) != 0 ||
      mount("tmpfs", "/out", "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k,mode=0555") != 0) {
    printf("ERROR\tcannot prepare the box: %s\n", strerror(errno));
    return 1;
  }
  /* Each run gets an empty /tmp of its own; everything else a program could write to must be read-only,
     or a file would pass from one test to the next. The box's /dev (and /dev/shm in it) is bubblewrap's
     to make read-only: refuse to run without that. */
  struct statvfs dev;
  if (statvfs("/dev", &dev) != 0 || !(dev.f_flag & ST_RDONLY) || statvfs("/dev/shm", &dev) != 0 ||
      !(dev.f_flag & ST_RDONLY)) {
    printf("ERROR\tcannot prepare the box: /dev is not read-only\n");
    return 1;
  }
  const long box_tmp_kb = argc == 3 ? atol(argv[1]) : 0;
  const int box_writable = argc == 3 ? atoi(argv[2]) : 0;
  if (box_tmp_kb > 0 && start_init(box_tmp_kb, box_writable) != 0) {
    printf("ERROR\tcannot prepare the box: %s\n", strerror(errno));
    return 1;
  }
  static char line[MAX_LINE], raw[MAX_LINE];
  printf("READY\n");
  fflush(stdout);
  while (fgets(line, sizeof line, stdin)) {
    size_t length = strlen(line);
    if (length > 0 && line[length - 1] == '\n') line[--length] = '\0';
    if (strcmp(line, "RESET") == 0) {
      reset(box_tmp_kb, box_writable);
      continue;
    }
    /* The init parses its own copy: parse_request cuts the line up in place. */
    memcpy(raw, line, length + 1);
    request_t req;
    memset(&req, 0, sizeof req);
    if (parse_request(line, &req) != 0) {
      printf("ERROR\tbad request\n");
      fflush(stdout);
      continue;
    }
    run(&req, raw, length);
  }
  return 0;
}
