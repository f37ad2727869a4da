#include <bits/stdc++.h>
using namespace std;

int main() {
    int q, k;
    scanf("%d %d", &q, &k);
    // The k best scores so far; the smallest of them (the top of the heap) is the threshold.
    priority_queue<int, vector<int>, greater<int>> best;
    string out;
    while (q--) {
        int type;
        scanf("%d", &type);
        if (type == 1) {
            int x;
            scanf("%d", &x);
            if ((int)best.size() < k) best.push(x);
            else if (x > best.top()) {
                best.pop();
                best.push(x);
            }
        } else {
            out += (int)best.size() < k ? string("-1") : to_string(best.top());
            out += '\n';
        }
    }
    fputs(out.c_str(), stdout);
    return 0;
}
