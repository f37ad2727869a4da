// Correct but O(n) per question: counts over all prices for every question.
#include <cstdio>
#include <vector>

int main() {
    int n, q;
    if (scanf("%d %d", &n, &q) != 2) return 0;
    std::vector<int> a(n);
    for (int &x : a) scanf("%d", &x);
    while (q--) {
        int l, r;
        scanf("%d %d", &l, &r);
        int cnt = 0;
        for (int i = 0; i < n; i++)
            if (l <= a[i] && a[i] <= r) cnt++;
        printf("%d\n", cnt);
    }
    return 0;
}
