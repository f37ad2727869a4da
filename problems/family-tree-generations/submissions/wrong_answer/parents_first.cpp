// Wrong: assumes a parent always has a smaller number than its child, so one pass in index order
// would see every parent's generation before its children.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> p(n + 1), gen(n + 1, 0);
    for (int i = 1; i <= n; i++) scanf("%d", &p[i]);
    int best = 0;
    for (int i = 1; i <= n; i++) {
        gen[i] = p[i] == 0 ? 1 : gen[p[i]] + 1;
        best = max(best, gen[i]);
    }
    printf("%d\n", best);
    return 0;
}
