// Correct greedy but O(n * answer): instead of sorting, every step scans all requests for the
// compatible one that ends first.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long g;
    scanf("%d %lld", &n, &g);
    vector<long long> s(n), e(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &s[i], &e[i]);
    long long freeAt = -1;
    int granted = 0;
    while (true) {
        int best = -1;
        for (int i = 0; i < n; i++)
            if (s[i] >= freeAt && (best == -1 || e[i] < e[best])) best = i;
        if (best == -1) break;
        granted++;
        freeAt = e[best] + g;
    }
    printf("%d\n", granted);
    return 0;
}
