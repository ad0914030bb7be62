r = [for i, x in concat(flatten(nested), [element([], n), min(zero, 1, tiny, 100)]) : x + n if x % 2 == 0]
