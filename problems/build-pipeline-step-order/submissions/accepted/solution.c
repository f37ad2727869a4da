#include <stdio.h>
#include <stdlib.h>

static int head[100005], nxt[100005], to[100005], indeg[100005];
static int heap[100005], hs = 0;
static int order[100005];

static void push(int x) {
    int i = hs++;
    while (i > 0 && heap[(i - 1) / 2] > x) { heap[i] = heap[(i - 1) / 2]; i = (i - 1) / 2; }
    heap[i] = x;
}

static int pop(void) {
    int top = heap[0], last = heap[--hs], i = 0;
    for (;;) {
        int c = 2 * i + 1;
        if (c >= hs) break;
        if (c + 1 < hs && heap[c + 1] < heap[c]) c++;
        if (heap[c] >= last) break;
        heap[i] = heap[c];
        i = c;
    }
    heap[i] = last;
    return top;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    for (int i = 1; i <= n; i++) head[i] = -1;
    for (int i = 0; i < m; i++) {
        int a, b;
        if (scanf("%d %d", &a, &b) != 2) break;
        to[i] = b; nxt[i] = head[a]; head[a] = i;
        indeg[b]++;
    }
    for (int v = 1; v <= n; v++) if (indeg[v] == 0) push(v);
    int cnt = 0;
    while (hs > 0) {
        int u = pop();
        order[cnt++] = u;
        for (int e = head[u]; e != -1; e = nxt[e])
            if (--indeg[to[e]] == 0) push(to[e]);
    }
    if (cnt < n) { puts("IMPOSSIBLE"); return 0; }
    for (int i = 0; i < n; i++) printf("%d%c", order[i], i + 1 == n ? '\n' : ' ');
    return 0;
}
