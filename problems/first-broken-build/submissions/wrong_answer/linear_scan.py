# Plausible mistake: checks builds 1, 2, 3, ... until one is bad. Always right about k, but it needs k
# checks, far more than 31 when the first bad build is late.
def main():
    n = int(input())
    for i in range(1, n):
        print("?", i, flush=True)
        if input().strip() == "bad":
            print("!", i, flush=True)
            return
    print("!", n, flush=True)


main()
