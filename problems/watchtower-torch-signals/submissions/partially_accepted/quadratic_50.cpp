// Subtasks 1 and 2: from every tower, walk east keeping the tallest tower passed, O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> h(n);
    for (auto &x : h) scanf("%d", &x);
    long long pairs = 0;
    for (int i = 0; i < n; i++) {
        int between = 0;  // tallest tower strictly between i and j
        for (int j = i + 1; j < n; j++) {
            if (between <= min(h[i], h[j])) pairs++;
            between = max(between, h[j]);
            if (between > h[i]) break;  // that tower hides everything further east from i
        }
    }
    printf("%lld\n", pairs);
    return 0;
}
