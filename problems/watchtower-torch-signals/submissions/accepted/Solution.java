import java.io.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        // stack of (height, count of towers of that height); heights strictly decrease from the bottom
        int[] height = new int[n];
        long[] cnt = new long[n];
        int top = 0;
        long pairs = 0;
        for (int i = 0; i < n; i++) {
            int h = nextInt(in);
            long same = 1;
            while (top > 0 && height[top - 1] <= h) {
                pairs += cnt[top - 1];
                if (height[top - 1] == h) same += cnt[top - 1];
                top--;
            }
            if (top > 0) pairs++; // the nearest strictly taller tower to the west
            height[top] = h;
            cnt[top] = same;
            top++;
        }
        System.out.println(pairs);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int ret = 0, b = in.read();
        while (b < '0' || b > '9') b = in.read();
        while (b >= '0' && b <= '9') { ret = ret * 10 + (b - '0'); b = in.read(); }
        return ret;
    }
}
