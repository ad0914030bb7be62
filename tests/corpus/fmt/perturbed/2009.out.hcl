r = element(objs[*].size, 0) % 7
