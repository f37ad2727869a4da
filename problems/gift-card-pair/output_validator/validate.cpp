// Output validator (Kattis protocol) for "Gift Card Pair".
// argv[1] = input, argv[2] = judge answer, argv[3] = feedback dir; contestant output on stdin.
// Accepts "-1" when no pair exists, or any "i j" with 1 <= i < j <= n and a_i + a_j = T.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
using namespace std;

static string feedback_dir;

static void verdict(int code, const string &msg) {
    string path = feedback_dir + "/judgemessage.txt";
    FILE *f = fopen(path.c_str(), "w");
    if (f) {
        fputs(msg.c_str(), f);
        fputc('\n', f);
        fclose(f);
    }
    exit(code);
}
static void accept_(const string &m) { verdict(42, m); }
static void reject_(const string &m) { verdict(43, m); }

// Reads whitespace-separated tokens from a stream; stops after `limit` tokens or 4 MB.
static vector<string> tokens(FILE *f, size_t limit) {
    vector<string> out;
    string cur;
    size_t total = 0;
    int c;
    while ((c = fgetc(f)) != EOF) {
        if (++total > (4u << 20)) break;
        if (isspace(c)) {
            if (!cur.empty()) {
                out.push_back(cur);
                cur.clear();
                if (out.size() >= limit) return out;
            }
        } else if (cur.size() < 40) {
            cur.push_back((char)c);
        } else {
            cur.push_back((char)c);  // keep it too long so that parsing rejects it
            cur.resize(41);
        }
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
}

// Strict integer parse: optional '-', 1..18 digits.
static bool parse_ll(const string &s, long long &v) {
    size_t i = 0;
    bool neg = false;
    if (i < s.size() && s[i] == '-') neg = true, i++;
    if (i == s.size() || s.size() - i > 18) return false;
    long long r = 0;
    for (; i < s.size(); i++) {
        if (!isdigit((unsigned char)s[i])) return false;
        r = r * 10 + (s[i] - '0');
    }
    v = neg ? -r : r;
    return true;
}

int main(int argc, char **argv) {
    if (argc < 4) return 1;
    feedback_dir = argv[3];
    FILE *in = fopen(argv[1], "r");
    FILE *ans = fopen(argv[2], "r");
    if (!in || !ans) return 1;
    long long n, T;
    if (fscanf(in, "%lld %lld", &n, &T) != 2) return 1;
    vector<long long> a(n + 1);
    for (long long i = 1; i <= n; i++)
        if (fscanf(in, "%lld", &a[i]) != 1) return 1;
    long long judge_first;
    if (fscanf(ans, "%lld", &judge_first) != 1) return 1;
    bool pair_exists = judge_first != -1;

    vector<string> tok = tokens(stdin, 3);
    if (tok.empty()) reject_("empty output");
    if (tok.size() == 1) {
        long long v;
        if (!parse_ll(tok[0], v) || v != -1) reject_("a single token must be -1, got: " + tok[0]);
        if (pair_exists) reject_("printed -1, but a pair exists");
        accept_("correctly reported that no pair exists");
    }
    if (tok.size() > 2) reject_("too many tokens in the output");
    long long i, j;
    if (!parse_ll(tok[0], i) || !parse_ll(tok[1], j)) reject_("the output is not two integers");
    if (i < 1 || i > n || j < 1 || j > n) reject_("an index is out of range");
    if (!(i < j)) reject_("the indices must satisfy i < j");
    if (a[i] + a[j] != T) reject_("a_i + a_j is not equal to T");
    if (!pair_exists) reject_("valid pair found although the judge found none (judge error?)");
    accept_("valid pair");
}
