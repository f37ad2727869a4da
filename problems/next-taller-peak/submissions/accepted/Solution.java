import java.io.*;

public class Solution {
    private static DataInputStream in;

    private static int readInt() throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean neg = c == '-';
        if (neg) c = in.read();
        int r = 0;
        while (c >= '0' && c <= '9') {
            r = r * 10 + (c - '0');
            c = in.read();
        }
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt();
        int[] h = new int[n], ans = new int[n], st = new int[n];
        for (int i = 0; i < n; i++) h[i] = readInt();
        int top = 0;
        for (int j = 0; j < n; j++) {
            while (top > 0 && h[st[top - 1]] < h[j]) {
                top--;
                ans[st[top]] = j - st[top];
            }
            st[top++] = j;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(ans[i]);
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(sb);
        out.flush();
    }
}
