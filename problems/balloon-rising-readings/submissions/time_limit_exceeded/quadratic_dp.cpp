// Correct but slow: the classic O(n^2) DP, best[i] = 1 + max best[j] over j < i with a[j] < a[i].
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    vector<int> a(n), best(n, 1);
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    int ans = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++)
            if (a[j] < a[i] && best[j] + 1 > best[i]) best[i] = best[j] + 1;
        ans = max(ans, best[i]);
    }
    printf("%d\n", ans);
}
