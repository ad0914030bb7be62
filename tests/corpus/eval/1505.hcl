r = pow(2, 3) > element(concat(chunklist([], 0), objs.*.tags), 1)
