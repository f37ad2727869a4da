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
        final int LOG = 17;
        int n = readInt();
        int[] par = new int[n + 1], head = new int[n + 1], nxt = new int[n + 1], depth = new int[n + 1];
        java.util.Arrays.fill(head, -1);
        int root = 0;
        for (int i = 1; i <= n; i++) {
            par[i] = readInt();
            if (par[i] == 0) root = i;
            else {
                nxt[i] = head[par[i]];
                head[par[i]] = i;
            }
        }
        int[] order = new int[n];
        int cnt = 0;
        order[cnt++] = root;
        for (int k = 0; k < cnt; k++)
            for (int c = head[order[k]]; c != -1; c = nxt[c]) order[cnt++] = c;
        int[][] up = new int[LOG][n + 1];  // up[j][v]: the ancestor 2^j steps above v
        for (int k = 0; k < n; k++) {
            int v = order[k];
            up[0][v] = par[v] == 0 ? v : par[v];
            if (par[v] != 0) depth[v] = depth[par[v]] + 1;
        }
        for (int j = 1; j < LOG; j++)
            for (int v = 1; v <= n; v++) up[j][v] = up[j - 1][up[j - 1][v]];
        int q = readInt();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int u = readInt(), v = readInt();
            if (depth[u] < depth[v]) {
                int t = u;
                u = v;
                v = t;
            }
            int diff = depth[u] - depth[v];
            for (int j = 0; j < LOG; j++)
                if ((diff >> j & 1) != 0) u = up[j][u];
            if (u != v) {
                for (int j = LOG - 1; j >= 0; j--)
                    if (up[j][u] != up[j][v]) {
                        u = up[j][u];
                        v = up[j][v];
                    }
                u = up[0][u];
            }
            sb.append(u).append('\n');
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
