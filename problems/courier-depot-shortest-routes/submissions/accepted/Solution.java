import java.io.*;
import java.util.*;

public class Solution {
    static long[] hk;
    static int[] hv;
    static int hs = 0;

    static void push(long k, int v) {
        int i = hs++;
        while (i > 0) {
            int p = (i - 1) >> 1;
            if (hk[p] <= k) break;
            hk[i] = hk[p]; hv[i] = hv[p];
            i = p;
        }
        hk[i] = k; hv[i] = v;
    }

    // removes the top; the caller reads hk[0], hv[0] first
    static void pop() {
        hs--;
        long lk = hk[hs];
        int lv = hv[hs];
        int i = 0;
        while (true) {
            int c = 2 * i + 1;
            if (c >= hs) break;
            if (c + 1 < hs && hk[c + 1] < hk[c]) c++;
            if (hk[c] >= lk) break;
            hk[i] = hk[c]; hv[i] = hv[c];
            i = c;
        }
        hk[i] = lk; hv[i] = lv;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) nextLong(in), m = (int) nextLong(in);
        int[] head = new int[n + 1];
        Arrays.fill(head, -1);
        int[] nxt = new int[2 * m], to = new int[2 * m];
        long[] wt = new long[2 * m];
        int e = 0;
        for (int i = 0; i < m; i++) {
            int u = (int) nextLong(in), v = (int) nextLong(in);
            long w = nextLong(in);
            to[e] = v; wt[e] = w; nxt[e] = head[u]; head[u] = e++;
            to[e] = u; wt[e] = w; nxt[e] = head[v]; head[v] = e++;
        }
        long[] dist = new long[n + 1];
        Arrays.fill(dist, Long.MAX_VALUE);
        hk = new long[2 * m + 2];
        hv = new int[2 * m + 2];
        dist[1] = 0;
        push(0, 1);
        while (hs > 0) {
            long d = hk[0];
            int u = hv[0];
            pop();
            if (d != dist[u]) continue;
            for (int k = head[u]; k != -1; k = nxt[k]) {
                int v = to[k];
                if (d + wt[k] < dist[v]) {
                    dist[v] = d + wt[k];
                    push(dist[v], v);
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int j = 1; j <= n; j++) {
            if (j > 1) sb.append(' ');
            sb.append(dist[j] == Long.MAX_VALUE ? -1 : dist[j]);
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(sb);
        out.flush();
    }

    private static long nextLong(DataInputStream in) throws IOException {
        long ret = 0;
        int b = in.read();
        while (b < '0' || b > '9') b = in.read();
        while (b >= '0' && b <= '9') { ret = ret * 10 + (b - '0'); b = in.read(); }
        return ret;
    }
}
