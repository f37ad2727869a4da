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
        int n = readInt(), k = readInt(), d = readInt();
        int[] a = new int[n], mx = new int[n], mn = new int[n];
        for (int i = 0; i < n; i++) a[i] = readInt();
        int mxh = 0, mxt = 0, mnh = 0, mnt = 0;
        long stable = 0;
        for (int j = 0; j < n; j++) {
            while (mxt > mxh && a[mx[mxt - 1]] <= a[j]) mxt--;
            mx[mxt++] = j;
            while (mnt > mnh && a[mn[mnt - 1]] >= a[j]) mnt--;
            mn[mnt++] = j;
            if (mx[mxh] <= j - k) mxh++;
            if (mn[mnh] <= j - k) mnh++;
            if (j >= k - 1 && a[mx[mxh]] - a[mn[mnh]] <= d) stable++;
        }
        PrintWriter out = new PrintWriter(System.out);
        out.println(stable);
        out.flush();
    }
}
