import java.io.*;
import java.util.*;

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
        int q = readInt(), k = readInt();
        PriorityQueue<Integer> best = new PriorityQueue<>();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < q; i++) {
            if (readInt() == 1) {
                int x = readInt();
                if (best.size() < k) best.add(x);
                else if (x > best.peek()) {
                    best.poll();
                    best.add(x);
                }
            } else {
                sb.append(best.size() < k ? -1 : best.peek()).append('\n');
            }
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
