// Correct but slow: keeps every reply and, before each check, walks all n builds to list the ones
// that agree with every reply so far (the suspects), then checks the middle suspect. Right answers
// with at most 31 checks, but O(n * checks) work per check: billions of steps when n = 2*10^9.
#include <cstdio>
#include <cstring>
#include <vector>
using namespace std;

struct Reply { long long build; bool bad; };

static bool agrees(long long i, const vector<Reply> &replies) {
    // i can be the first bad build if every build checked bad is >= i and every good one is < i.
    for (const Reply &r : replies)
        if (r.bad ? r.build < i : r.build >= i) return false;
    return true;
}

int main() {
    long long n;
    if (scanf("%lld", &n) != 1) return 0;
    vector<Reply> replies;
    char reply[16];
    for (;;) {
        long long count = 0;
        for (long long i = 1; i <= n; i++)
            if (agrees(i, replies)) count++;
        if (count == 1) break;
        long long want = (count + 1) / 2, seen = 0, mid = 0;
        for (long long i = 1; i <= n && !mid; i++)
            if (agrees(i, replies) && ++seen == want) mid = i;
        printf("? %lld\n", mid);
        fflush(stdout);
        if (scanf("%15s", reply) != 1) return 0;
        replies.push_back({mid, strcmp(reply, "bad") == 0});
    }
    for (long long i = 1; i <= n; i++)
        if (agrees(i, replies)) {
            printf("! %lld\n", i);
            fflush(stdout);
            break;
        }
    return 0;
}
