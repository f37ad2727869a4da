import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in), m = nextInt(in);
        int[] head = new int[n + 1];
        Arrays.fill(head, -1);
        int[] nxt = new int[m], to = new int[m];
        int[] indeg = new int[n + 1];
        for (int i = 0; i < m; i++) {
            int a = nextInt(in), b = nextInt(in);
            to[i] = b; nxt[i] = head[a]; head[a] = i;
            indeg[b]++;
        }
        // min-heap of ready steps
        int[] heap = new int[n + 1];
        int hs = 0;
        int[] order = new int[n];
        int cnt = 0;
        for (int v = 1; v <= n; v++) if (indeg[v] == 0) hs = push(heap, hs, v);
        while (hs > 0) {
            int u = heap[0];
            hs = pop(heap, hs);
            order[cnt++] = u;
            for (int e = head[u]; e != -1; e = nxt[e])
                if (--indeg[to[e]] == 0) hs = push(heap, hs, to[e]);
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (cnt < n) {
            out.println("IMPOSSIBLE");
        } else {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) {
                if (i > 0) sb.append(' ');
                sb.append(order[i]);
            }
            out.println(sb);
        }
        out.flush();
    }

    static int push(int[] h, int hs, int x) {
        int i = hs++;
        while (i > 0 && h[(i - 1) >> 1] > x) { h[i] = h[(i - 1) >> 1]; i = (i - 1) >> 1; }
        h[i] = x;
        return hs;
    }

    static int pop(int[] h, int hs) {
        int last = h[--hs], i = 0;
        while (true) {
            int c = 2 * i + 1;
            if (c >= hs) break;
            if (c + 1 < hs && h[c + 1] < h[c]) c++;
            if (h[c] >= last) break;
            h[i] = h[c];
            i = c;
        }
        h[i] = last;
        return hs;
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int ret = 0, b = in.read();
        while (b < '0' || b > '9') b = in.read();
        while (b >= '0' && b <= '9') { ret = ret * 10 + (b - '0'); b = in.read(); }
        return ret;
    }
}
