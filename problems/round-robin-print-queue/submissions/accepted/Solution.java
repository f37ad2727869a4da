import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        int[] left = new int[n];
        st = new StringTokenizer(br.readLine());
        for (int i = 0; i < n; i++) left[i] = Integer.parseInt(st.nextToken());
        ArrayDeque<Integer> line = new ArrayDeque<>();
        for (int i = 0; i < n; i++) line.addLast(i);
        long[] done = new long[n];
        long clock = 0;
        while (!line.isEmpty()) {
            int j = line.pollFirst();
            int printed = Math.min(k, left[j]);
            clock += printed;
            left[j] -= printed;
            if (left[j] > 0) line.addLast(j);
            else done[j] = clock;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) sb.append(' ');
            sb.append(done[i]);
        }
        PrintWriter out = new PrintWriter(System.out);
        out.println(sb);
        out.flush();
    }
}
