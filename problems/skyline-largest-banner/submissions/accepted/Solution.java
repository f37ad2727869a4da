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
        long[] h = new long[n + 1];
        for (int i = 0; i < n; i++) h[i] = readInt();
        h[n] = -1;
        int[] st = new int[n + 1];
        int top = 0;
        long best = 0;
        for (int i = 0; i <= n; i++) {
            while (top > 0 && h[st[top - 1]] >= h[i]) {
                long height = h[st[--top]];
                int left = top > 0 ? st[top - 1] : -1;
                best = Math.max(best, height * (i - left - 1));
            }
            st[top++] = i;
        }
        PrintWriter out = new PrintWriter(System.out);
        out.println(best);
        out.flush();
    }
}
