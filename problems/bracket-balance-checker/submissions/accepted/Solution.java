import java.io.*;

public class Solution {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        byte[] data = in.readAllBytes();
        int p = 0;
        // read t
        while (data[p] < '0' || data[p] > '9') p++;
        int t = 0;
        while (p < data.length && data[p] >= '0' && data[p] <= '9') t = t * 10 + (data[p++] - '0');
        byte[] st = new byte[data.length];
        StringBuilder sb = new StringBuilder();
        for (int line = 0; line < t; line++) {
            while (data[p] == ' ' || data[p] == '\n' || data[p] == '\r') p++;
            int start = p, top = 0;
            long report = 0;
            while (p < data.length && data[p] != '\n' && data[p] != '\r' && data[p] != ' ') {
                byte c = data[p];
                if (report == 0) {
                    if (c == '(' || c == '[' || c == '{') {
                        st[top++] = c;
                    } else {
                        byte want = c == ')' ? (byte) '(' : (c == ']' ? (byte) '[' : (byte) '{');
                        if (top == 0 || st[top - 1] != want) report = p - start + 1;
                        else top--;
                    }
                }
                p++;
            }
            if (report == 0 && top > 0) report = p - start + 1;
            sb.append(report).append('\n');
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(sb);
        out.flush();
    }
}
