// Correct but O(n^2): from every summit, walk east until a higher one appears.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> h(n), ans(n, 0);
    for (auto &x : h) scanf("%d", &x);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (h[j] > h[i]) {
                ans[i] = j - i;
                break;
            }
    for (int i = 0; i < n; i++) printf("%d%c", ans[i], i + 1 < n ? ' ' : '\n');
    return 0;
}
