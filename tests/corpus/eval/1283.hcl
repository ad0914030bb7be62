r = reverse(sort(objs[*].name))[0]
