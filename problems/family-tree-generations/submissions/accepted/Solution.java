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
        int[] head = new int[n + 1], nxt = new int[n + 1], gen = new int[n + 1];
        java.util.Arrays.fill(head, -1);
        int root = 0;
        for (int i = 1; i <= n; i++) {
            int p = readInt();
            if (p == 0) root = i;
            else {
                nxt[i] = head[p];
                head[p] = i;
            }
        }
        int[] q = new int[n];
        int qs = 0, qe = 0;
        q[qe++] = root;
        gen[root] = 1;
        int best = 1;
        while (qs < qe) {
            int v = q[qs++];
            best = Math.max(best, gen[v]);
            for (int c = head[v]; c != -1; c = nxt[c]) {
                gen[c] = gen[v] + 1;
                q[qe++] = c;
            }
        }
        PrintWriter out = new PrintWriter(System.out);
        out.println(best);
        out.flush();
    }
}
