r = contains([], u) || { a = 1 } == [] ? [for x in range(3) : -x if x > 2] : null
