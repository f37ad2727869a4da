// Correct but O(q * n): keeps every score and runs a linear-time selection for every question.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q, k;
    scanf("%d %d", &q, &k);
    vector<int> all;
    string out;
    while (q--) {
        int type;
        scanf("%d", &type);
        if (type == 1) {
            int x;
            scanf("%d", &x);
            all.push_back(x);
        } else if ((int)all.size() < k) {
            out += "-1\n";
        } else {
            nth_element(all.begin(), all.begin() + (k - 1), all.end(), greater<int>());
            out += to_string(all[k - 1]);
            out += '\n';
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
