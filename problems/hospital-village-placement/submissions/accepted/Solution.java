import java.io.*;

public class Solution {
    private static DataInputStream in;

    private static int readInt() throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') {
            r = r * 10 + (c - '0');
            c = in.read();
        }
        return r;
    }

    public static void main(String[] args) throws IOException {
        in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt();
        long[] pop = new long[n + 1];
        for (int i = 1; i <= n; i++) pop[i] = readInt();
        int m = 2 * (n - 1);
        int[] head = new int[n + 1], nxt = new int[m + 1], to = new int[m + 1], len = new int[m + 1];
        java.util.Arrays.fill(head, -1);
        for (int i = 0, e = 0; i < n - 1; i++) {
            int u = readInt(), v = readInt(), w = readInt();
            to[e] = v; len[e] = w; nxt[e] = head[u]; head[u] = e++;
            to[e] = u; len[e] = w; nxt[e] = head[v]; head[v] = e++;
        }
        int[] order = new int[n], parent = new int[n + 1], upLen = new int[n + 1];
        long[] dist = new long[n + 1], sub = new long[n + 1], T = new long[n + 1];
        int cnt = 0;
        order[cnt++] = 1;
        for (int k = 0; k < cnt; k++) {
            int v = order[k];
            for (int e = head[v]; e != -1; e = nxt[e]) {
                int u = to[e];
                if (u == parent[v]) continue;
                parent[u] = v;
                upLen[u] = len[e];
                dist[u] = dist[v] + len[e];
                order[cnt++] = u;
            }
        }
        for (int v = 1; v <= n; v++) sub[v] = pop[v];
        for (int k = n - 1; k > 0; k--) sub[parent[order[k]]] += sub[order[k]];
        long total = sub[1];
        for (int v = 1; v <= n; v++) T[1] += pop[v] * dist[v];
        for (int k = 1; k < n; k++) {
            int v = order[k];
            T[v] = T[parent[v]] + (long) upLen[v] * (total - 2 * sub[v]);
        }
        int best = 1;
        for (int v = 2; v <= n; v++)
            if (T[v] < T[best]) best = v;
        PrintWriter out = new PrintWriter(System.out);
        out.println(best + " " + T[best]);
        out.flush();
    }
}
