r = setunion([1, "a"], smap)
