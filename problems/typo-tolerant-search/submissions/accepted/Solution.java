import java.io.*;
import java.util.*;

public class Solution {
    static int[] zfunc(byte[] s) {
        int len = s.length;
        int[] z = new int[len];
        z[0] = len;
        int l = 0, r = 0;
        for (int i = 1; i < len; i++) {
            int k = 0;
            if (i < r) k = Math.min(r - i, z[i - l]);
            while (i + k < len && s[k] == s[i + k]) k++;
            z[i] = k;
            if (i + k > r) {
                l = i;
                r = i + k;
            }
        }
        return z;
    }

    static byte[] readToken(DataInputStream in) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream(1 << 16);
        int b = in.read();
        while (b != -1 && (b < 'a' || b > 'z')) b = in.read();
        while (b >= 'a' && b <= 'z') {
            bo.write(b);
            b = in.read();
        }
        return bo.toByteArray();
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        byte[] t = readToken(in), p = readToken(in);
        int n = t.length, m = p.length, len = n + m + 1;
        byte[] s = new byte[len];
        System.arraycopy(p, 0, s, 0, m);
        s[m] = '#';
        System.arraycopy(t, 0, s, m + 1, n);
        int[] zf = zfunc(s);
        for (int i = 0; i < m; i++) s[i] = p[m - 1 - i];
        for (int i = 0; i < n; i++) s[m + 1 + i] = t[n - 1 - i];
        int[] zb = zfunc(s);
        long hits = 0;
        int first = -1, last = -1;
        for (int i = 0; i + m <= n; i++) {
            int pre = zf[m + 1 + i];
            int e = i + m - 1;
            int suf = zb[m + 1 + (n - 1 - e)];
            if (pre + suf >= m - 1) {
                hits++;
                if (first < 0) first = i + 1;
                last = i + 1;
            }
        }
        System.out.println(hits == 0 ? "0" : hits + " " + first + " " + last);
    }
}
