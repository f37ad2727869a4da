// Interactor for "First Broken Build" (Kattis protocol, interactive).
//   validate input_file judge_answer_file feedback_dir < program_output > program_input
// The input file holds "n k": the number of builds and the first bad build. The judge answer file holds
// k again (or nothing); when it holds a number it must agree with the input file.
//
// Conversation: the interactor writes n; the program asks "? i" (1 <= i <= n), at most MAX_CHECKS times,
// each answered "good" (i < k) or "bad" (i >= k); it ends with "! k" and must then print nothing more.
// Exit 42 accepts, 43 rejects; the reason goes to standard error (standard output is the program's
// input) and to feedback_dir/judgemessage.txt. Any other exit is the interactor's own failure.
#include <cctype>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>

static const int MAX_CHECKS = 31;
static const long long MAX_N = 2000000000LL;

static std::string feedbackDir;

static void finish(int code, const std::string &msg) {
    fprintf(stderr, "%s\n", msg.c_str());
    fflush(stderr);
    if (!feedbackDir.empty()) {
        std::string path = feedbackDir;
        if (path.back() != '/') path += '/';
        path += "judgemessage.txt";
        if (FILE *f = fopen(path.c_str(), "w")) {
            fprintf(f, "%s\n", msg.c_str());
            fclose(f);
        }
    }
    exit(code);
}

static void accept(const std::string &msg) { finish(42, msg); }
static void reject(const std::string &msg) { finish(43, msg); }
static void judgeError(const std::string &msg) { finish(1, "judge error: " + msg); }

// Writes one line to the program. A program that has already gone away makes the write fail (SIGPIPE
// is ignored); that is not an error here: the next read sees the end of its output and rejects it.
static void say(const char *line) {
    fputs(line, stdout);
    fputc('\n', stdout);
    fflush(stdout);
}

// Next whitespace-separated token of the program's output; false at the end of it. Tokens are cut at
// 40 characters (anything that long is rejected anyway), so a flood cannot exhaust memory.
static bool readToken(std::string &tok) {
    tok.clear();
    int c;
    do {
        c = getchar();
        if (c == EOF) return false;
    } while (isspace(c));
    while (c != EOF && !isspace(c)) {
        if (tok.size() < 40) tok.push_back((char)c);
        c = getchar();
    }
    return true;
}

// A decimal number made only of digits (no sign), at most 12 of them; -1 if the token is not one.
static long long parseNumber(const std::string &t) {
    if (t.empty() || t.size() > 12) return -1;
    long long v = 0;
    for (char ch : t) {
        if (ch < '0' || ch > '9') return -1;
        v = v * 10 + (ch - '0');
    }
    return v;
}

static std::string quoted(const std::string &t) { return "\"" + t + (t.size() >= 40 ? "...\"" : "\""); }

int main(int argc, char **argv) {
    signal(SIGPIPE, SIG_IGN);
    if (argc < 4) {
        fprintf(stderr, "usage: validate input_file answer_file feedback_dir < program_output > program_input\n");
        return 1;
    }
    feedbackDir = argv[3];

    FILE *in = fopen(argv[1], "r");
    if (!in) judgeError("cannot open the input file");
    long long n, k;
    if (fscanf(in, "%lld %lld", &n, &k) != 2 || n < 1 || n > MAX_N || k < 1 || k > n)
        judgeError("the input file must hold n and k with 1 <= k <= n <= 2*10^9");
    fclose(in);

    if (FILE *ans = fopen(argv[2], "r")) {
        long long expected;
        if (fscanf(ans, "%lld", &expected) == 1 && expected != k)
            judgeError("the answer file disagrees with the input file");
        fclose(ans);
    }

    say(std::to_string(n).c_str());

    int checks = 0;
    std::string tok;
    for (;;) {
        if (!readToken(tok))
            reject("the program ended without printing \"! k\" (after " + std::to_string(checks) + " checks)");
        if (tok == "?") {
            if (!readToken(tok)) reject("the program ended in the middle of a check: \"?\" without a build number");
            if (checks == MAX_CHECKS)
                reject("more than " + std::to_string(MAX_CHECKS) + " checks: check " +
                       std::to_string(checks + 1) + " was asked");
            checks++;
            long long i = parseNumber(tok);
            if (i < 1 || i > n)
                reject("check " + std::to_string(checks) + ": " + quoted(tok) + " is not a build number between 1 and " +
                       std::to_string(n));
            say(i < k ? "good" : "bad");
        } else if (tok == "!") {
            if (!readToken(tok)) reject("the program ended in the middle of its answer: \"!\" without a build number");
            long long answer = parseNumber(tok);
            if (answer < 1 || answer > n)
                reject("the answer " + quoted(tok) + " is not a build number between 1 and " + std::to_string(n));
            if (answer != k)
                reject("the answer " + std::to_string(answer) + " is not the first bad build (after " +
                       std::to_string(checks) + " checks)");
            if (readToken(tok)) reject("the program printed " + quoted(tok) + " after its answer");
            accept("found the first bad build with " + std::to_string(checks) + " checks");
        } else {
            reject("expected \"?\" or \"!\" but the program printed " + quoted(tok));
        }
    }
}
