r = chunklist(concat(concat([1, 2, 3], nums), [for x in nested[0] : -x]), 0)
