#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<int> left(n);
    for (auto &x : left) scanf("%d", &x);
    vector<long long> done(n);
    queue<int> line;
    for (int i = 0; i < n; i++) line.push(i);
    long long clock = 0;
    while (!line.empty()) {
        int j = line.front();
        line.pop();
        int printed = min(k, left[j]);
        clock += printed;
        left[j] -= printed;
        if (left[j] > 0) line.push(j);
        else done[j] = clock;
    }
    for (int i = 0; i < n; i++) printf("%lld%c", done[i], i + 1 < n ? ' ' : '\n');
    return 0;
}
