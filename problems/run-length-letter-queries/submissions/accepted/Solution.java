import java.io.*;
import java.util.*;

public class Solution {
    static long[][] E = new long[26][], P = new long[26][], LEN = new long[26][];
    static int[] cnt = new int[26];

    static long prefixCount(int c, long x) {
        long[] e = E[c];
        int lo = 0, hi = cnt[c];
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (e[mid] >= x) hi = mid;
            else lo = mid + 1;
        }
        long res = P[c][lo];
        if (lo < cnt[c]) {
            long start = e[lo] - LEN[c][lo] + 1;
            if (start <= x) res += x - start + 1;
        }
        return res;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in), q = (int) readLong(in);
        int[] letter = new int[n];
        long[] endPos = new long[n], runLen = new long[n];
        long pos = 0;
        for (int i = 0; i < n; i++) {
            letter[i] = readLetter(in);
            runLen[i] = readLong(in);
            pos += runLen[i];
            endPos[i] = pos;
            cnt[letter[i]]++;
        }
        for (int c = 0; c < 26; c++) {
            E[c] = new long[cnt[c]];
            LEN[c] = new long[cnt[c]];
            P[c] = new long[cnt[c] + 1];
        }
        int[] fill = new int[26];
        for (int i = 0; i < n; i++) {
            int c = letter[i], k = fill[c]++;
            E[c][k] = endPos[i];
            LEN[c][k] = runLen[i];
            P[c][k + 1] = P[c][k] + runLen[i];
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long l = readLong(in), r = readLong(in);
            int c = readLetter(in);
            sb.append(prefixCount(c, r) - prefixCount(c, l - 1)).append('\n');
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }

    private static int readLetter(DataInputStream in) throws IOException {
        int b = in.read();
        while (b < 'a' || b > 'z') b = in.read();
        return b - 'a';
    }

    private static long readLong(DataInputStream in) throws IOException {
        int b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean neg = false;
        if (b == '-') {
            neg = true;
            b = in.read();
        }
        long r = 0;
        while (b >= '0' && b <= '9') {
            r = r * 10 + (b - '0');
            b = in.read();
        }
        return neg ? -r : r;
    }
}
