// Output validator for "Build Pipeline Order" (Kattis protocol).
//   validate input_file judge_answer_file feedback_dir < contestant_output
// Accepts (exit 42) any order of the n steps that respects every rule, or the word IMPOSSIBLE when
// the judge found that no order exists. Rejects (exit 43) everything else, with a reason in
// feedback_dir/judgemessage.txt.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

static std::string feedbackDir;

static void finish(int code, const std::string &msg) {
    std::string path = feedbackDir + "/judgemessage.txt";
    FILE *f = fopen(path.c_str(), "w");
    if (f) {
        fputs(msg.c_str(), f);
        fputc('\n', f);
        fclose(f);
    }
    exit(code);
}

static void accept(const std::string &msg) { finish(42, msg); }
static void reject(const std::string &msg) { finish(43, msg); }
static void judgeError(const std::string &msg) { finish(1, "judge error: " + msg); }

static bool isImpossibleWord(const std::string &t) {
    const char *w = "IMPOSSIBLE";
    if (t.size() != strlen(w)) return false;
    for (size_t i = 0; i < t.size(); i++)
        if (toupper((unsigned char)t[i]) != w[i]) return false;
    return true;
}

// Reads whitespace-separated tokens from f; stops after maxTokens + 1 tokens so that a huge output
// cannot exhaust memory, and truncates absurdly long tokens (they are rejected anyway).
static std::vector<std::string> readTokens(FILE *f, size_t maxTokens, bool &tooMany) {
    std::vector<std::string> tokens;
    std::string cur;
    bool inToken = false;
    tooMany = false;
    int c;
    while ((c = fgetc(f)) != EOF) {
        if (isspace(c)) {
            if (inToken) {
                tokens.push_back(cur);
                cur.clear();
                inToken = false;
                if (tokens.size() > maxTokens) { tooMany = true; return tokens; }
            }
        } else {
            inToken = true;
            if (cur.size() < 32) cur.push_back((char)c);
        }
    }
    if (inToken) tokens.push_back(cur);
    if (tokens.size() > maxTokens) tooMany = true;
    return tokens;
}

// Parses a positive decimal integer made only of digits; returns -1 if it is not one.
static long long parseNumber(const std::string &t) {
    if (t.empty() || t.size() > 12) return -1;
    long long v = 0;
    for (char ch : t) {
        if (ch < '0' || ch > '9') return -1;
        v = v * 10 + (ch - '0');
    }
    return v;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: validate input answer feedback_dir < output\n");
        return 1;
    }
    feedbackDir = argv[3];

    FILE *in = fopen(argv[1], "r");
    if (!in) judgeError("cannot open input file");
    int n, m;
    if (fscanf(in, "%d %d", &n, &m) != 2 || n < 1 || m < 0) judgeError("bad input header");
    std::vector<int> ea(m), eb(m);
    for (int i = 0; i < m; i++) {
        if (fscanf(in, "%d %d", &ea[i], &eb[i]) != 2 || ea[i] < 1 || ea[i] > n || eb[i] < 1 || eb[i] > n)
            judgeError("bad rule in input");
    }
    fclose(in);

    FILE *ans = fopen(argv[2], "r");
    if (!ans) judgeError("cannot open judge answer");
    char first[64] = {0};
    if (fscanf(ans, "%63s", first) != 1) judgeError("empty judge answer");
    fclose(ans);
    bool judgeImpossible = isImpossibleWord(first);

    bool tooMany = false;
    std::vector<std::string> tok = readTokens(stdin, (size_t)n, tooMany);
    if (tok.empty()) reject("empty output");

    if (isImpossibleWord(tok[0])) {
        if (tok.size() > 1) reject("extra output after IMPOSSIBLE");
        if (judgeImpossible) accept("correctly reported IMPOSSIBLE");
        reject("printed IMPOSSIBLE, but a valid order exists");
    }

    if (tooMany) reject("more than n numbers printed");
    if ((int)tok.size() != n)
        reject("expected " + std::to_string(n) + " numbers, got " + std::to_string(tok.size()));

    std::vector<int> pos(n + 1, -1);
    for (int i = 0; i < n; i++) {
        long long v = parseNumber(tok[i]);
        if (v < 1 || v > n) reject("token " + std::to_string(i + 1) + " is not a step number between 1 and n");
        if (pos[v] != -1) reject("step " + std::to_string(v) + " is printed twice");
        pos[v] = i;
    }
    for (int i = 0; i < m; i++) {
        if (pos[ea[i]] >= pos[eb[i]])
            reject("rule " + std::to_string(i + 1) + " broken: step " + std::to_string(ea[i]) +
                   " must run before step " + std::to_string(eb[i]));
    }
    // A valid order was printed. (If the judge answer said IMPOSSIBLE this cannot happen.)
    if (judgeImpossible) judgeError("contestant found a valid order although the judge said IMPOSSIBLE");
    accept("valid order");
    return 0;
}
