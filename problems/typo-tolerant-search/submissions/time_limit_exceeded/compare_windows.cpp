// Correct but O(n * m) in the worst case: compares every window with the pattern letter by letter,
// stopping at the second mismatch. Repetitive texts make almost every comparison run to the end.
#include <bits/stdc++.h>
using namespace std;
int main() {
    static char t[700005], p[700005];
    scanf("%700000s %700000s", t, p);
    int n = strlen(t), m = strlen(p);
    long long hits = 0;
    int first = -1, last = -1;
    for (int i = 0; i + m <= n; i++) {
        int mism = 0;
        for (int j = 0; j < m && mism <= 1; j++)
            if (t[i + j] != p[j]) mism++;
        if (mism <= 1) {
            hits++;
            if (first < 0) first = i + 1;
            last = i + 1;
        }
    }
    if (hits == 0) printf("0\n");
    else printf("%lld %d %d\n", hits, first, last);
    return 0;
}
