// Correct but O(n^2) on sorted heights: divide and conquer at the lowest building, found by a scan.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> h(n);
    for (auto &x : h) scanf("%lld", &x);
    long long best = 0;
    vector<pair<int, int>> todo = {{0, n - 1}};  // explicit stack instead of recursion
    while (!todo.empty()) {
        auto [l, r] = todo.back();
        todo.pop_back();
        if (l > r) continue;
        int m = l;
        for (int i = l + 1; i <= r; i++)
            if (h[i] < h[m]) m = i;
        best = max(best, h[m] * (r - l + 1));
        todo.push_back({l, m - 1});
        todo.push_back({m + 1, r});
    }
    printf("%lld\n", best);
    return 0;
}
