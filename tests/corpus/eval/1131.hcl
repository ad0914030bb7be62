r = t && true ? concat([1, 2, 3], nested[0]) : zipmap(keys(smap), nums)
