import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(br.readLine());
        int r = Integer.parseInt(st.nextToken()), c = Integer.parseInt(st.nextToken());
        int W = c + 2, H = r + 2;
        boolean[] open = new boolean[W * H];
        int s = 0, e = 0;
        for (int i = 0; i < r; i++) {
            String line = br.readLine().trim();
            for (int j = 0; j < c; j++) {
                char ch = line.charAt(j);
                int id = (i + 1) * W + (j + 1);
                open[id] = ch != '#';
                if (ch == 'S') s = id;
                if (ch == 'E') e = id;
            }
        }
        int[] dist = new int[W * H];
        Arrays.fill(dist, -1);
        int[] q = new int[W * H];
        int[] off = {1, -1, W, -W};
        int head = 0, tail = 0;
        dist[s] = 0;
        q[tail++] = s;
        while (head < tail && dist[e] == -1) {
            int cur = q[head++];
            for (int d = 0; d < 4; d++) {
                int nb = cur + off[d];
                if (open[nb] && dist[nb] == -1) {
                    dist[nb] = dist[cur] + 1;
                    q[tail++] = nb;
                }
            }
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(dist[e]);
        out.flush();
    }
}
