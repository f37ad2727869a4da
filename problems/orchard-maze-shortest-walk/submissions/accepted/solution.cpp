#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) return 0;
    vector<string> g(r);
    static char buf[1105];
    for (int i = 0; i < r; i++) {
        scanf("%1100s", buf);
        g[i] = buf;
    }
    int sr = 0, sc = 0, er = 0, ec = 0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] == 'S') { sr = i; sc = j; }
            if (g[i][j] == 'E') { er = i; ec = j; }
        }
    vector<int> dist((size_t)r * c, -1);
    vector<int> q((size_t)r * c);
    int head = 0, tail = 0;
    dist[sr * c + sc] = 0;
    q[tail++] = sr * c + sc;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    while (head < tail) {
        int cur = q[head++];
        int y = cur / c, x = cur % c;
        if (y == er && x == ec) break;
        for (int d = 0; d < 4; d++) {
            int ny = y + dr[d], nx = x + dc[d];
            if (ny < 0 || ny >= r || nx < 0 || nx >= c) continue;
            if (g[ny][nx] == '#') continue;
            int id = ny * c + nx;
            if (dist[id] != -1) continue;
            dist[id] = dist[cur] + 1;
            q[tail++] = id;
        }
    }
    printf("%d\n", dist[er * c + ec]);
    return 0;
}
