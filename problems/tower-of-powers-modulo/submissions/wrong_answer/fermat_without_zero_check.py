# Plausible mistake: reduces the exponent modulo p - 1 without noticing that Fermat's theorem
# needs a not divisible by p (a^0 = 1 is returned when p | a and (p - 1) | b^c).
import sys

MOD = 10**9 + 7
data = sys.stdin.buffer.read().split()
q = int(data[0])
out = []
for i in range(q):
    a, b, c = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
    out.append(pow(a, pow(b, c, MOD - 1), MOD))
print('\n'.join(map(str, out)))
