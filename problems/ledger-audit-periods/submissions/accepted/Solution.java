import java.io.DataInputStream;
import java.io.IOException;
import java.util.HashMap;

public class Solution {
    private static final DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(System.in, 1 << 16));

    private static long nextLong() throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean neg = false;
        if (c == '-') {
            neg = true;
            c = in.read();
        }
        long r = 0;
        while (c >= '0' && c <= '9') {
            r = r * 10 + (c - '0');
            c = in.read();
        }
        return neg ? -r : r;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long k = nextLong();
        HashMap<Long, Integer> seen = new HashMap<>(4 * n + 4);
        seen.put(0L, 1);
        long prefix = 0, answer = 0;
        for (int i = 0; i < n; i++) {
            prefix += nextLong();
            Integer c = seen.get(prefix - k);
            if (c != null) answer += c;
            seen.merge(prefix, 1, Integer::sum);
        }
        System.out.println(answer);
    }
}
