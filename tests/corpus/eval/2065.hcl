r = contains(objs[*].name, objs[0].name) ? range(0) : words
