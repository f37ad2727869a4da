import java.io.*;
import java.util.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        String line = br.readLine().trim();
        int[] cnt = new int[26];
        int best = 0, bestStart = 0, l = 0;
        for (int r = 0; r < n; r++) {
            int c = line.charAt(r) - 'a';
            cnt[c]++;
            while (cnt[c] > k) cnt[line.charAt(l++) - 'a']--;
            if (r - l + 1 > best) {
                best = r - l + 1;
                bestStart = l;
            }
        }
        System.out.println(best + " " + (bestStart + 1));
    }
}
