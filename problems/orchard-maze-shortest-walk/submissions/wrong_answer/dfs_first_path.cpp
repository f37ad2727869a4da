// Plausible mistake: uses depth-first search and reports the length of the first path it finds,
// which is not necessarily the shortest.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int r, c;
    scanf("%d %d", &r, &c);
    vector<string> g(r);
    static char buf[1105];
    for (int i = 0; i < r; i++) { scanf("%1100s", buf); g[i] = buf; }
    int s = 0, e = 0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] == 'S') s = i * c + j;
            if (g[i][j] == 'E') e = i * c + j;
        }
    vector<int> depth(r * c, -1);
    vector<int> st;
    depth[s] = 0;
    st.push_back(s);
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (!st.empty()) {
        int cur = st.back(); st.pop_back();
        if (cur == e) break;
        int y = cur / c, x = cur % c;
        for (int d = 0; d < 4; d++) {
            int ny = y + dr[d], nx = x + dc[d];
            if (ny < 0 || ny >= r || nx < 0 || nx >= c || g[ny][nx] == '#') continue;
            int id = ny * c + nx;
            if (depth[id] != -1) continue;
            depth[id] = depth[cur] + 1;
            st.push_back(id);
        }
    }
    printf("%d\n", depth[e]);
}
