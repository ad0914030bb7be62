r    =concat((nums)[*].a,  sort(nested[0  ]) )
