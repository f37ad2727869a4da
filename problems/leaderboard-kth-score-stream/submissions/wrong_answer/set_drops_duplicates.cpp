// Wrong: keeps the k best scores in a std::set, so equal scores collapse into one.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q, k;
    scanf("%d %d", &q, &k);
    set<int> best;
    while (q--) {
        int type;
        scanf("%d", &type);
        if (type == 1) {
            int x;
            scanf("%d", &x);
            best.insert(x);
            if ((int)best.size() > k) best.erase(best.begin());
        } else {
            printf("%d\n", (int)best.size() < k ? -1 : *best.begin());
        }
    }
    return 0;
}
