x = length([for a in range(1024): [for b in range(1024): {v = b}][*].v])
