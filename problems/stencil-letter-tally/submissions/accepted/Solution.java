import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        long[] cnt = new long[26];
        byte[] buf = new byte[1 << 16];
        int r;
        while ((r = in.read(buf)) > 0) {
            for (int i = 0; i < r; i++) {
                int b = buf[i];
                if (b >= 'a' && b <= 'z') cnt[b - 'a']++;
            }
        }
        List<Integer> order = new ArrayList<>();
        for (int c = 0; c < 26; c++) if (cnt[c] > 0) order.add(c);
        order.sort((a, b) -> cnt[a] != cnt[b] ? Long.compare(cnt[b], cnt[a]) : Integer.compare(a, b));
        StringBuilder sb = new StringBuilder();
        for (int c : order) sb.append((char) ('a' + c)).append(' ').append(cnt[c]).append('\n');
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
