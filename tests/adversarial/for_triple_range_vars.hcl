x = [for a in range(1024): [for b in range(1024): [for c in range(1024): a + b + c]]]
