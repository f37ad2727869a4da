import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in), m = nextInt(in);
        int[] eu = new int[m], ev = new int[m];
        int[] deg = new int[n + 2];
        for (int i = 0; i < m; i++) {
            eu[i] = nextInt(in); ev[i] = nextInt(in);
            deg[eu[i]]++; deg[ev[i]]++;
        }
        int[] start = new int[n + 2];
        for (int i = 1; i <= n; i++) start[i + 1] = start[i] + deg[i];
        int[] pos = Arrays.copyOf(start, n + 2);
        int[] adj = new int[2 * m];
        for (int i = 0; i < m; i++) {
            adj[pos[eu[i]]++] = ev[i];
            adj[pos[ev[i]]++] = eu[i];
        }
        boolean[] seen = new boolean[n + 1];
        int[] stack = new int[n];
        int groups = 0;
        for (int s = 1; s <= n; s++) {
            if (seen[s]) continue;
            groups++;
            int top = 0;
            stack[top++] = s;
            seen[s] = true;
            while (top > 0) {
                int u = stack[--top];
                for (int k = start[u]; k < start[u + 1]; k++) {
                    int v = adj[k];
                    if (!seen[v]) { seen[v] = true; stack[top++] = v; }
                }
            }
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(groups);
        out.flush();
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int ret = 0, b = in.read();
        while (b < '0' || b > '9') {
            if (b == '-') { b = in.read(); int r = 0; while (b >= '0' && b <= '9') { r = r * 10 + (b - '0'); b = in.read(); } return -r; }
            b = in.read();
        }
        while (b >= '0' && b <= '9') { ret = ret * 10 + (b - '0'); b = in.read(); }
        return ret;
    }
}
