r = zipmap(keys(smap), nums)
